/**
 * The local Twilio-compatible server, for running the product with texts and no Twilio account
 * (no network, no carrier, no cost):
 *   npm run twilio:local                      port 12112
 *   npm run twilio:local -- --port 12112 --account-sid AC… --auth-token … --from +19045550100
 * It prints the settings to give the product (TWILIO_ACCOUNT_SID … TWILIO_FROM_NUMBER) and a line
 * for every text sent and every callback or webhook it posts. Text the product as a homeowner:
 *   curl -X POST localhost:12112/_test/inbound -d '{"from":"+19045550123","body":"STOP",
 *        "url":"http://localhost:3000/api/sms/inbound"}'
 */
import { parseArgs } from 'node:util';
import { startTwilioLocal } from '../test/support/twilio-local/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12112' },
    host: { type: 'string', default: '127.0.0.1' },
    'account-sid': { type: 'string', default: `AC${'0'.repeat(31)}1` },
    'auth-token': { type: 'string', default: 'local-auth-token' },
    from: { type: 'string', default: '+19045550100' },
  },
});

const twilio = await startTwilioLocal({
  port: Number(values.port),
  host: values.host,
  accountSid: values['account-sid'],
  authToken: values['auth-token'],
  fromNumber: values.from,
});

console.log(`Local Twilio-compatible server on ${twilio.url}`);
console.log('Start the product with:');
for (const [name, value] of Object.entries(twilio.env)) console.log(`  ${name}=${value}`);

let reportedTexts = 0;
let reportedCallbacks = 0;
const report = setInterval(() => {
  for (const message of twilio.sent().slice(reportedTexts)) {
    console.log(`${new Date().toISOString()} text ${message.sid} → ${message.to}: ${message.body}`);
    reportedTexts += 1;
  }
  // In order, each once its answer (or failure) is known.
  for (const callback of twilio.callbacks.slice(reportedCallbacks)) {
    if (callback.status === null && callback.error === undefined) break;
    const answer = callback.status ?? `not delivered (${callback.error})`;
    const what = callback.kind === 'status' ? callback.params.MessageStatus : 'inbound';
    console.log(`${callback.at.toISOString()} ${what} ${callback.messageSid} → ${answer}`);
    reportedCallbacks += 1;
  }
}, 500);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(report);
    void twilio.stop().then(() => process.exit(0));
  });
}
