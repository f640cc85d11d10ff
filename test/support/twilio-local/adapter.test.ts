import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createTwilioSmsSender,
  SmsPermanentError,
  smsSenderOf,
  validTwilioSignature,
} from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioLocal, type TwilioLocal } from './server.ts';

/**
 * The product's Twilio adapter (services/platform/src/sms/) against the local Twilio-compatible
 * server: a text is accepted and delivered with signed status callbacks the product's own
 * signature check accepts; a number that texted STOP is refused for good (21610).
 */
const ACCOUNT = `AC${'7'.repeat(32)}`;
const TOKEN = 'local-auth-token-for-adapter';
let twilio: TwilioLocal;
let receiver: Server;
let callbackUrl = '';
const verified: boolean[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const signature = request.headers['x-twilio-signature'] as string | undefined;
      verified.push(validTwilioSignature(TOKEN, `${callbackUrl}`, params, signature));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/sms/status`;
  twilio = await startTwilioLocal({ accountSid: ACCOUNT, authToken: TOKEN });
});

afterAll(async () => {
  await twilio?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the Twilio adapter against the local Twilio server', () => {
  it('sends a text that is delivered, with status callbacks signed as Twilio signs them', async () => {
    const sender = smsSenderOf(
      {
        TWILIO_ACCOUNT_SID: twilio.env.TWILIO_ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: twilio.env.TWILIO_AUTH_TOKEN,
        TWILIO_FROM_NUMBER: twilio.env.TWILIO_FROM_NUMBER,
        TWILIO_API_URL: twilio.env.TWILIO_API_URL,
      },
      { dataDir: '/nonexistent' },
    );
    expect(sender.kind).toBe('twilio');
    const sent = await sender.send({
      to: '+19045550188',
      body: 'Shorefront Roofing: we received your quote request. Reply STOP to stop texts.',
      statusCallbackUrl: callbackUrl,
      correlationId: 'adapter-test',
    });
    expect(sent.providerId).toMatch(/^SM[0-9a-f]{32}$/);
    await twilio.settled();
    expect(twilio.sent().map((message) => message.sid)).toContain(sent.providerId);
    expect(verified.length).toBeGreaterThanOrEqual(2);
    expect(verified.every(Boolean)).toBe(true);
  });

  it('refuses, for good, a number that texted STOP', async () => {
    const sender = createTwilioSmsSender({
      accountSid: ACCOUNT,
      authToken: TOKEN,
      from: twilio.env.TWILIO_FROM_NUMBER,
      apiUrl: twilio.env.TWILIO_API_URL,
    });
    await twilio.sendInbound({ from: '+19045550199', body: 'STOP', url: callbackUrl });
    const refused = await sender
      .send({ to: '+19045550199', body: 'A reminder', correlationId: 'stop-test' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsPermanentError);
    expect((refused as SmsPermanentError).reason).toBe('unsubscribed');
  });
});
