import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../test/support/free-port.ts';
import { smsSenderOf } from './settings.ts';
import { createTwilioSmsSender } from './twilio.ts';
import { SmsPermanentError, SmsRetryableError } from './types.ts';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'test-auth-token';
const FROM = '+19045550000';
const SERVICE = `MG${'fedcba9876543210'.repeat(2)}`;

/** Each recipient makes the in-test server answer one way. */
const NUMBERS = {
  ok: '+19045550100',
  invalid: '+19045550111',
  unsubscribed: '+19045550122',
  unavailable: '+19045550133',
  busy: '+19045550144',
  slow: '+19045550155',
};

interface Received {
  path: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
}

/** The part of Twilio's Messages API the adapter uses, with Twilio's answers and error bodies. */
async function startFakeTwilio() {
  const received: Received[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    received.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, {
        code,
        message,
        more_info: `https://www.twilio.com/docs/errors/${code}`,
        status,
      });

    const basic = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
      return error(404, 20404, 'The requested resource was not found');
    }
    if (request.headers.authorization !== basic) return error(401, 20003, 'Authenticate');
    switch (form.get('To')) {
      case NUMBERS.invalid:
        return error(400, 21211, `Invalid 'To' Phone Number: ${form.get('To')}`);
      case NUMBERS.unsubscribed:
        return error(400, 21610, 'Attempt to send to unsubscribed recipient');
      case NUMBERS.unavailable:
        return error(503, 20503, 'Service unavailable');
      case NUMBERS.busy:
        return answer(
          429,
          { code: 20429, message: 'Too Many Requests', status: 429 },
          { 'retry-after': '2' },
        );
      case NUMBERS.slow:
        return setTimeout(() => answer(201, { sid: 'SMslow', status: 'queued' }), 1_000);
      default:
        return answer(201, {
          sid: `SM${'a'.repeat(32)}`,
          status: 'queued',
          to: form.get('To'),
          body: form.get('Body'),
        });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the Twilio SMS adapter, against an in-test Twilio', () => {
  let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(async () => {
    await twilio?.stop();
  });

  const configured = (
    more: { TWILIO_MESSAGING_SERVICE_SID?: string; TWILIO_AUTH_TOKEN?: string } = {},
  ) =>
    smsSenderOf(
      {
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: TOKEN,
        TWILIO_FROM_NUMBER: FROM,
        TWILIO_API_URL: twilio.url,
        ...more,
      },
      { dataDir: '/nonexistent' },
    );

  it('posts the form with Basic auth and returns the Message SID and status (201)', async () => {
    const sender = configured();
    expect(sender.kind).toBe('twilio');
    const sent = await sender.send({
      to: NUMBERS.ok,
      body: 'Crew on the way — ¡en camino!',
      statusCallbackUrl: 'https://roofing.example/api/sms/status',
      correlationId: 'req-1',
    });
    expect(sent).toEqual({ providerId: `SM${'a'.repeat(32)}`, status: 'queued' });
    const request = twilio.received.at(-1);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: NUMBERS.ok,
      From: FROM,
      Body: 'Crew on the way — ¡en camino!',
      StatusCallback: 'https://roofing.example/api/sms/status',
    });
  });

  it('sends through the Messaging Service instead of the number when one is set', async () => {
    await configured({ TWILIO_MESSAGING_SERVICE_SID: SERVICE }).send({
      to: NUMBERS.ok,
      body: 'Visit tomorrow 9 AM',
      correlationId: 'req-2',
    });
    const form = twilio.received.at(-1)?.form;
    expect(form?.get('MessagingServiceSid')).toBe(SERVICE);
    expect(form?.has('From')).toBe(false);
    expect(form?.has('StatusCallback')).toBe(false);
  });

  it.each([
    [NUMBERS.invalid, 21211, 'invalid-number'],
    [NUMBERS.unsubscribed, 21610, 'unsubscribed'],
  ])('a Twilio 400 for %s is permanent, with its code %i', async (to, code, reason) => {
    const sending = configured().send({ to, body: 'hello', correlationId: 'req-3' });
    await expect(sending).rejects.toBeInstanceOf(SmsPermanentError);
    await expect(sending).rejects.toMatchObject({ providerCode: code, status: 400, reason });
  });

  it('refused credentials (401) are permanent', async () => {
    const sending = configured({ TWILIO_AUTH_TOKEN: 'wrong' }).send({
      to: NUMBERS.ok,
      body: 'hello',
      correlationId: 'req-4',
    });
    await expect(sending).rejects.toMatchObject({
      name: 'SmsPermanentError',
      providerCode: 20003,
      status: 401,
    });
  });

  it('a 503 is retryable', async () => {
    const sending = configured().send({ to: NUMBERS.unavailable, body: 'x', correlationId: 'r' });
    await expect(sending).rejects.toBeInstanceOf(SmsRetryableError);
    await expect(sending).rejects.toMatchObject({ details: { status: 503, providerCode: 20503 } });
  });

  it("a 429 is retryable, with Twilio's Retry-After", async () => {
    const sending = configured().send({ to: NUMBERS.busy, body: 'x', correlationId: 'r' });
    await expect(sending).rejects.toBeInstanceOf(SmsRetryableError);
    await expect(sending).rejects.toMatchObject({ details: { status: 429, retryAfterMs: 2000 } });
  });

  it('a network failure (nothing listening) and a timeout are retryable', async () => {
    const closed = createTwilioSmsSender({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      apiUrl: `http://127.0.0.1:${await freePort()}`,
    });
    await expect(
      closed.send({ to: NUMBERS.ok, body: 'x', correlationId: 'r' }),
    ).rejects.toBeInstanceOf(SmsRetryableError);

    const impatient = createTwilioSmsSender({
      accountSid: SID,
      authToken: TOKEN,
      from: FROM,
      apiUrl: twilio.url,
      timeoutMs: 100,
    });
    await expect(
      impatient.send({ to: NUMBERS.slow, body: 'x', correlationId: 'r' }),
    ).rejects.toBeInstanceOf(SmsRetryableError);
  });

  it('refuses a number that is not E.164 before calling Twilio', async () => {
    const before = twilio.received.length;
    await expect(
      configured().send({ to: '9045550100', body: 'x', correlationId: 'r' }),
    ).rejects.toMatchObject({ name: 'SmsPermanentError', reason: 'invalid-number' });
    expect(twilio.received.length).toBe(before);
  });
});
