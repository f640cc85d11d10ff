import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isTwilioSignature,
  startTwilioLocal,
  type TwilioLocal,
  twilioSignature,
} from './server.ts';

const ACCOUNT = `AC${'0'.repeat(31)}1`;
const TOKEN = 'local-auth-token';
const HOMEOWNER = '+19045550123';

let twilio: TwilioLocal;
let receiver: Server;
let receiverUrl: string;
/** What the receiver got, with whether its own check of X-Twilio-Signature passed. */
const received: Array<{ path: string; params: Record<string, string>; verified: boolean }> = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      const url = `${receiverUrl}${request.url}`;
      const signature = String(request.headers['x-twilio-signature'] ?? '');
      const verified = isTwilioSignature(TOKEN, signature, url, params);
      received.push({ path: request.url ?? '', params, verified });
      response.writeHead(verified ? 200 : 403, { 'content-type': 'text/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  twilio = await startTwilioLocal({ accountSid: ACCOUNT, authToken: TOKEN });
});

afterAll(async () => {
  await twilio?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A raw call, form-encoded with Basic auth, as the `twilio` package sends it. */
async function call(
  path: string,
  form?: Record<string, string>,
  authorization = basic(ACCOUNT, TOKEN),
) {
  const response = await fetch(`${twilio.url}/2010-04-01/Accounts/${ACCOUNT}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization },
    body: form ? new URLSearchParams(form) : undefined,
  });
  return { status: response.status, body: await response.json() };
}

const send = (form: Record<string, string>) =>
  call('/Messages.json', { From: twilio.env.TWILIO_FROM_NUMBER, ...form });

describe("Twilio's signature", () => {
  it("matches Twilio's published example (independent of this server)", () => {
    // From Twilio's request-validation docs and its SDKs' tests. The `twilio` package is not
    // installed here, so its validateRequest is not run; this vector stands in for it.
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675309',
      Digits: '1234',
      From: '+14158675309',
      To: '+18005551212',
    };
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    expect(twilioSignature('12345', url, params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
    expect(isTwilioSignature('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, params)).toBe(true);
    expect(
      isTwilioSignature('12345', 'RSOYDt4T1cUTdK1PDd93/VVr8B8=', url, { ...params, Digits: '9' }),
    ).toBe(false);
    expect(isTwilioSignature('12345', undefined, url, params)).toBe(false);
  });
});

describe('the local Twilio server', () => {
  it("refuses a missing or wrong auth, and another account's path, with Twilio's 20003", async () => {
    const none = await call('/Messages.json', { To: HOMEOWNER, Body: 'hi' }, '');
    expect(none).toMatchObject({
      status: 401,
      body: { code: 20003, message: 'Authenticate', status: 401 },
    });
    expect(none.body.more_info).toBe('https://www.twilio.com/docs/errors/20003');
    const wrong = await call('/Messages.json', undefined, basic(ACCOUNT, 'nope'));
    expect(wrong.status).toBe(401);
    const other = await fetch(
      `${twilio.url}/2010-04-01/Accounts/AC${'9'.repeat(32)}/Messages.json`,
      {
        headers: { authorization: basic(ACCOUNT, TOKEN) },
      },
    );
    expect(other.status).toBe(401);
  });

  it("validates as Twilio does: 21211 for a bad To, 21602 for no Body, 21606 for a number not the account's", async () => {
    const bad = await send({ To: '904-555-0123', Body: 'hi' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number 904-555-0123 is not a valid phone number.",
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      },
    });
    expect((await send({ To: HOMEOWNER })).body.code).toBe(21602);
    expect((await send({ To: HOMEOWNER, Body: 'hi', From: '+13055550100' })).body.code).toBe(21606);
    expect((await call('/Messages.json', { To: HOMEOWNER, Body: 'hi' })).body.code).toBe(21603);
  });

  it('answers 201 with a queued message, then sends signed "sent" and "delivered" callbacks', async () => {
    const statusCallback = `${receiverUrl}/api/sms/status?text=1`;
    const created = await send({
      To: HOMEOWNER,
      Body: 'Your visit is tomorrow.',
      StatusCallback: statusCallback,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      account_sid: ACCOUNT,
      to: HOMEOWNER,
      from: twilio.env.TWILIO_FROM_NUMBER,
      body: 'Your visit is tomorrow.',
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      error_code: null,
    });
    expect(created.body.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(created.body.uri).toBe(
      `/2010-04-01/Accounts/${ACCOUNT}/Messages/${created.body.sid}.json`,
    );
    expect(created.body.date_created).toMatch(
      /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} \+0000$/,
    );
    await twilio.settled();
    const callbacks = received.filter((entry) => entry.params.MessageSid === created.body.sid);
    expect(
      callbacks.map((entry) => [entry.path, entry.params.MessageStatus, entry.verified]),
    ).toEqual([
      ['/api/sms/status?text=1', 'sent', true],
      ['/api/sms/status?text=1', 'delivered', true],
    ]);
    expect(callbacks[0]?.params).toMatchObject({
      AccountSid: ACCOUNT,
      To: HOMEOWNER,
      SmsStatus: 'sent',
    });
    const fetched = await call(`/Messages/${created.body.sid}.json`);
    expect(fetched.body).toMatchObject({ sid: created.body.sid, status: 'delivered' });
    const listed = await call('/Messages.json');
    expect(listed.body.messages[0].sid).toBe(created.body.sid);
    expect((await call(`/Messages/SM${'0'.repeat(32)}.json`)).body.code).toBe(20404);
  });

  it('ends a text to a number set to fail "undelivered" with its error code', async () => {
    const dead = '+19045550199';
    twilio.failDeliveriesTo(dead, 30005);
    const created = await send({
      To: dead,
      Body: 'On our way.',
      StatusCallback: `${receiverUrl}/status`,
    });
    await twilio.settled();
    const statuses = received
      .filter((entry) => entry.params.MessageSid === created.body.sid)
      .map((entry) => [entry.params.MessageStatus, entry.params.ErrorCode]);
    expect(statuses).toEqual([
      ['sent', undefined],
      ['undelivered', '30005'],
    ]);
    expect(twilio.messages.get(created.body.sid)).toMatchObject({
      status: 'undelivered',
      error_code: 30005,
    });
  });

  it('posts a signed inbound webhook as Twilio does, through the API and the /_test/ control', async () => {
    const answer = await twilio.sendInbound({
      from: HOMEOWNER,
      body: 'Is Tuesday OK?',
      url: `${receiverUrl}/api/sms/inbound`,
    });
    expect(answer.status).toBe(200);
    const inbound = received.at(-1);
    expect(inbound?.verified).toBe(true);
    expect(inbound?.params).toMatchObject({
      AccountSid: ACCOUNT,
      From: HOMEOWNER,
      To: twilio.env.TWILIO_FROM_NUMBER,
      Body: 'Is Tuesday OK?',
      NumMedia: '0',
      SmsStatus: 'received',
      ApiVersion: '2010-04-01',
    });
    expect(inbound?.params.MessageSid).toMatch(/^SM[0-9a-f]{32}$/);
    const viaHttp = await fetch(`${twilio.url}/_test/inbound`, {
      method: 'POST',
      body: JSON.stringify({
        from: HOMEOWNER,
        body: 'Thanks',
        url: `${receiverUrl}/api/sms/inbound`,
      }),
    });
    expect((await viaHttp.json()).status).toBe(200);
    expect(received.at(-1)?.params.Body).toBe('Thanks');
  });

  it('opts a number out on STOP (any case, trimmed) and back in on START', async () => {
    const neighbour = '+19045550142';
    const url = `${receiverUrl}/api/sms/inbound`;
    expect((await send({ To: neighbour, Body: 'Estimate ready' })).status).toBe(201);
    await twilio.sendInbound({ from: neighbour, body: '  stop ', url });
    expect(received.at(-1)?.params.OptOutType).toBe('STOP');
    const refused = await send({ To: neighbour, Body: 'Estimate ready' });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' },
    });
    for (const word of ['UNSUBSCRIBE', 'Cancel', 'end', 'QUIT']) {
      await twilio.sendInbound({ from: neighbour, body: 'START', url });
      await twilio.sendInbound({ from: neighbour, body: word, url });
      expect(twilio.optedOut.has(neighbour)).toBe(true);
    }
    await twilio.sendInbound({ from: neighbour, body: 'unstop', url });
    expect((await send({ To: neighbour, Body: 'Welcome back' })).status).toBe(201);
    await twilio.sendInbound({ from: neighbour, body: 'please stop calling me at dinner', url });
    expect(twilio.optedOut.has(neighbour)).toBe(false);
    await twilio.settled();
    const listed = await (await fetch(`${twilio.url}/_test/messages`)).json();
    expect(listed.messages.map((message: { body: string }) => message.body)).toContain(
      'Welcome back',
    );
  });
});
