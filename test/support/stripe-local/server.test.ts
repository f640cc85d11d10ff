import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StripeLocal, startStripeLocal } from './server.ts';

const SECRET = 'sk_test_local_server';
const WEBHOOK_SECRET = 'whsec_local_server';

let stripe: StripeLocal;
let endpoint: Server;
/** What the webhook endpoint received, with whether the package accepted its signature. */
const received: Array<{ type: string; id: string; accepted: boolean }> = [];

beforeAll(async () => {
  endpoint = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      try {
        const event = Stripe.webhooks.constructEvent(
          raw,
          String(request.headers['stripe-signature']),
          WEBHOOK_SECRET,
        );
        received.push({ type: event.type, id: event.id, accepted: true });
        response.writeHead(200).end();
      } catch {
        received.push({ type: 'unverified', id: '', accepted: false });
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as AddressInfo;
  stripe = await startStripeLocal({
    secretKey: SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/hook`,
  });
});

afterAll(async () => {
  await stripe?.stop();
  await new Promise((resolve) => endpoint?.close(resolve));
});

beforeEach(() => stripe.configure({ webhookTiming: 'after', deliverTwice: false }));

/** A raw call, form-encoded as Stripe.js and the package send them. */
async function call(
  path: string,
  form: Record<string, string>,
  headers: Record<string, string> = { authorization: `Bearer ${SECRET}` },
  method = 'POST',
) {
  const response = await fetch(`${stripe.url}${path}`, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: method === 'POST' ? new URLSearchParams(form) : undefined,
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const newIntent = async (amount = '10000', key?: string) =>
  (
    await call(
      '/v1/payment_intents',
      {
        amount,
        currency: 'usd',
        'allowed_payment_method_types[0]': 'card',
        'allowed_payment_method_types[1]': 'us_bank_account',
        'metadata[invoiceNumber]': 'INV-2026-0001',
      },
      { authorization: `Bearer ${SECRET}`, ...(key ? { 'idempotency-key': key } : {}) },
    )
  ).body as { id: string; client_secret: string; status: string };

/** As Stripe.js confirms: the publishable key and the client secret in the body, no header. */
const browserConfirm = (intent: { id: string; client_secret: string }, data: object) =>
  call(
    `/v1/payment_intents/${intent.id}/confirm`,
    {
      key: stripe.publishableKey,
      client_secret: intent.client_secret,
      ...Object.fromEntries(
        Object.entries(data).map(([key, value]) => [`payment_method_data${key}`, String(value)]),
      ),
    },
    {},
  );

const card = (number: string) => ({
  '[type]': 'card',
  '[card][number]': number,
  '[card][exp_month]': 12,
  '[card][exp_year]': new Date().getFullYear() + 2,
  '[card][cvc]': '123',
});

describe('the local Stripe server', () => {
  it('answers a missing or wrong key, and a publishable key creating an intent, as Stripe does', async () => {
    const none = await call('/v1/payment_intents', { amount: '100', currency: 'usd' }, {});
    expect(none.status).toBe(401);
    expect(none.body.error).toMatchObject({ type: 'invalid_request_error' });
    const wrong = await call('/v1/payment_intents', {}, { authorization: 'Bearer sk_test_nope' });
    expect(wrong.body.error.message).toMatch(/^Invalid API Key provided/);
    const browser = await call(
      '/v1/payment_intents',
      { key: stripe.publishableKey, amount: '100', currency: 'usd' },
      {},
    );
    expect(browser.status).toBe(403);
    expect(browser.body.error.code).toBe('secret_key_required');
  });

  it('replays an idempotent request and refuses the key with other parameters', async () => {
    const first = await newIntent('10000', 'same-key');
    const again = await call(
      '/v1/payment_intents',
      {
        amount: '10000',
        currency: 'usd',
        'allowed_payment_method_types[0]': 'card',
        'allowed_payment_method_types[1]': 'us_bank_account',
        'metadata[invoiceNumber]': 'INV-2026-0001',
      },
      { authorization: `Bearer ${SECRET}`, 'idempotency-key': 'same-key' },
    );
    expect(again.body.id).toBe(first.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await call(
      '/v1/payment_intents',
      { amount: '20000', currency: 'usd' },
      { authorization: `Bearer ${SECRET}`, 'idempotency-key': 'same-key' },
    );
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
  });

  it('lets the browser confirm with the publishable key and the client secret only, cross-origin', async () => {
    const preflight = await fetch(`${stripe.url}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const intent = await newIntent();
    const forged = await browserConfirm(
      { ...intent, client_secret: 'pi_x_secret_y' },
      card('4242424242424242'),
    );
    expect(forged.status).toBe(400);
    const paid = await browserConfirm(intent, card('4242 4242 4242 4242'));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: intent.id, status: 'succeeded', metadata: {} });
    const twice = await browserConfirm(intent, card('4242424242424242'));
    expect(twice.body.error.code).toBe('payment_intent_unexpected_state');
  });

  it('answers a declined card with 402 and the intent, and sends payment_intent.payment_failed', async () => {
    const intent = await newIntent();
    const declined = await browserConfirm(intent, card('4000000000000002'));
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
      payment_intent: { id: intent.id, status: 'requires_payment_method' },
    });
    await stripe.settled();
    const event = stripe.events.find(
      (candidate) =>
        candidate.type === 'payment_intent.payment_failed' &&
        (candidate.data.object as { id: string }).id === intent.id,
    );
    expect(received.find((entry) => entry.id === event?.id)?.accepted).toBe(true);
  });

  it('delivers before the confirm call answers, and twice, when asked', async () => {
    stripe.configure({ webhookTiming: 'before', deliverTwice: true });
    const intent = await newIntent();
    const paid = await browserConfirm(intent, card('4242424242424242'));
    // No settled(): the deliveries were made before the browser heard back.
    const event = stripe.events.find(
      (candidate) =>
        candidate.type === 'payment_intent.succeeded' &&
        (candidate.data.object as { id: string }).id === intent.id,
    );
    expect(paid.body.status).toBe('succeeded');
    const deliveries = stripe.deliveries.filter((delivery) => delivery.eventId === event?.id);
    expect(deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 200],
      [2, 200],
    ]);
    const again = await stripe.deliverAgain(event?.id ?? '');
    expect(again).toMatchObject({ attempt: 3, status: 200, eventId: event?.id });
    expect(received.filter((entry) => entry.id === event?.id)).toHaveLength(3);
  });

  it('takes a US bank account payment through processing to succeeded', async () => {
    const intent = await newIntent('250000');
    const bank = await browserConfirm(intent, {
      '[type]': 'us_bank_account',
      '[us_bank_account][routing_number]': '110000000',
      '[us_bank_account][account_number]': '000123456789',
      '[us_bank_account][account_holder_type]': 'individual',
      '[billing_details][name]': 'Pat Rivera',
    });
    expect(bank.body.status).toBe('processing');
    await stripe.settled();
    expect(stripe.paymentIntents.get(intent.id)?.status).toBe('succeeded');
    const types = stripe.events
      .filter((event) => (event.data.object as { id: string }).id === intent.id)
      .map((event) => event.type);
    expect(types).toEqual(['payment_intent.processing', 'payment_intent.succeeded']);
  });

  it('serves the stand-in Stripe.js, pointing at itself', async () => {
    const response = await fetch(stripe.stripeJsUrl);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain(JSON.stringify(stripe.url));
    expect(script).toContain('window.Stripe = Stripe');
  });
});
