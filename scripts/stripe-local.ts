/**
 * The local Stripe-compatible server, for running the product with online payments and no
 * Stripe account (no network, no real money):
 *   npm run stripe:local                                      port 12111, webhooks to
 *                                                             http://localhost:3000/api/payments/stripe-webhook
 *   npm run stripe:local -- --port 12111 --webhook-url <url> --deliver-twice --webhook-before-confirm
 * It prints the settings to give the product (STRIPE_SECRET_KEY … STRIPE_JS_URL) and a line for
 * every webhook it delivers. Test card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined;
 * US bank account: routing 110000000, account 000123456789.
 */
import { parseArgs } from 'node:util';
import { startStripeLocal } from '../test/support/stripe-local/server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': {
      type: 'string',
      default: 'http://localhost:3000/api/payments/stripe-webhook',
    },
    'secret-key': { type: 'string', default: 'sk_test_local' },
    'publishable-key': { type: 'string', default: 'pk_test_local' },
    'webhook-secret': { type: 'string', default: 'whsec_local' },
    'deliver-twice': { type: 'boolean', default: false },
    'webhook-before-confirm': { type: 'boolean', default: false },
  },
});

const stripe = await startStripeLocal({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'],
  secretKey: values['secret-key'],
  publishableKey: values['publishable-key'],
  webhookSecret: values['webhook-secret'],
  deliverTwice: values['deliver-twice'],
  webhookTiming: values['webhook-before-confirm'] ? 'before' : 'after',
});

console.log(
  `Local Stripe-compatible server on ${stripe.url}; webhooks to ${values['webhook-url']}`,
);
console.log('Start the product with:');
for (const [name, value] of Object.entries(stripe.env)) console.log(`  ${name}=${value}`);

let reported = 0;
const report = setInterval(() => {
  // In order, each once its answer (or failure) is known.
  for (const delivery of stripe.deliveries.slice(reported)) {
    if (delivery.status === null && delivery.error === undefined) break;
    const answer = delivery.status ?? `not delivered (${delivery.error})`;
    console.log(`${delivery.at.toISOString()} ${delivery.type} ${delivery.eventId} → ${answer}`);
    reported += 1;
  }
}, 500);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(report);
    void stripe.stop().then(() => process.exit(0));
  });
}
