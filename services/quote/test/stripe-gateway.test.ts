import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError, loadPlatformConfig, type ServiceContext } from '@roofing/platform';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/support/free-port.ts';
import { type StripeLocal, startStripeLocal } from '../../../test/support/stripe-local/server.ts';
import { quoteSettings } from '../src/config.ts';
import {
  createPaymentGateway,
  type PaymentGateway,
  paymentGatewayOf,
  stripeAddress,
  WebhookSignatureError,
} from '../src/payments/stripe-gateway.ts';

const WEBHOOK_SECRET = 'whsec_gateway_test';

/** A context as the platform hands it once the quote service is mounted with these settings. */
function contextWith(env: Record<string, string>): ServiceContext {
  const config = loadPlatformConfig(env);
  quoteSettings.load(config);
  return { name: 'quote', config } as unknown as ServiceContext;
}

/** The webhook endpoint's side: the raw body and header, verified by the port as the route will. */
interface Received {
  raw: Buffer;
  signature: string | undefined;
  event?: Stripe.Event;
  refused?: string;
}

let stripe: StripeLocal;
let receiver: Server;
let gateway: PaymentGateway;
const received: Received[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const signature = request.headers['stripe-signature'] as string | undefined;
      const entry: Received = { raw, signature };
      received.push(entry);
      try {
        entry.event = gateway.verifyWebhook(raw, signature);
        response.writeHead(200).end();
      } catch (error) {
        entry.refused = (error as Error).message;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  stripe = await startStripeLocal({
    secretKey: 'sk_test_gateway',
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/payments/stripe-webhook`,
  });
  gateway = paymentGatewayOf(contextWith(stripe.env));
});

afterAll(async () => {
  await stripe?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const intentInput = (idempotencyKey: string, amountCents = 125_050) => ({
  amountCents,
  description: 'Deposit on INV-2026-0007 (12 Dune Rd)',
  receiptEmail: 'pat@example.com',
  metadata: { invoiceNumber: 'INV-2026-0007', quoteId: 'q-7' },
  idempotencyKey,
});

const eventsOf = (type: string, intentId: string) =>
  received.filter(
    (entry) =>
      entry.event?.type === type && (entry.event.data.object as { id?: string }).id === intentId,
  );

describe('the Stripe payment gateway, against the local Stripe server', () => {
  it('is built once per context from the settings, with the browser half for the portal', () => {
    const ctx = contextWith(stripe.env);
    expect(paymentGatewayOf(ctx)).toBe(paymentGatewayOf(ctx));
    expect(gateway.mode).toBe('stripe');
    expect(gateway.browser).toEqual({
      publishableKey: stripe.publishableKey,
      stripeJsUrl: stripe.stripeJsUrl,
    });
    expect(stripeAddress('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeAddress('https://stripe.internal')).toEqual({
      host: 'stripe.internal',
      port: 443,
      protocol: 'https',
    });
    expect(stripeAddress(undefined)).toEqual({});
  });

  it('creates a USD intent in cents for card and US bank account, once per idempotency key', async () => {
    const first = await gateway.createIntent(intentInput('attempt-1'));
    const again = await gateway.createIntent(intentInput('attempt-1'));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ status: 'requires_payment_method' });
    expect(first.clientSecret.startsWith(`${first.id}_secret_`)).toBe(true);
    expect(stripe.paymentIntents.get(first.id)).toMatchObject({
      amount: 125_050,
      currency: 'usd',
      allowed_payment_method_types: ['card', 'us_bank_account'],
      payment_method_types: ['card', 'us_bank_account'],
      receipt_email: 'pat@example.com',
      metadata: { invoiceNumber: 'INV-2026-0007', quoteId: 'q-7' },
    });
    const sent = stripe.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['attempt-1', 'attempt-1']);

    const next = await gateway.createIntent(intentInput('attempt-2'));
    expect(next.id).not.toBe(first.id);
    // The same key with other parameters is Stripe's idempotency error, not a second intent.
    await expect(gateway.createIntent(intentInput('attempt-1', 99_900))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This payment attempt was already made with other details. Please start again.',
    });
  });

  it('verifies the webhook of a paid intent, signed exactly as Stripe signs it', async () => {
    const intent = await gateway.createIntent(intentInput('paid-1', 50_000));
    await stripe.confirm(intent.id);
    await stripe.settled();
    const [delivery] = eventsOf('payment_intent.succeeded', intent.id);
    expect(delivery?.event?.data.object).toMatchObject({
      id: intent.id,
      amount: 50_000,
      amount_received: 50_000,
      status: 'succeeded',
      metadata: { invoiceNumber: 'INV-2026-0007' },
    });
    const timestamp = Number(/t=(\d+)/.exec(delivery?.signature ?? '')?.[1]);
    const expected = Stripe.webhooks.generateTestHeaderString({
      payload: delivery?.raw.toString('utf8') ?? '',
      secret: WEBHOOK_SECRET,
      timestamp,
    });
    expect(delivery?.signature).toBe(expected);
  });

  it('refuses a tampered body, another secret, a stale or a missing signature', async () => {
    const [delivery] = received.filter((entry) => entry.event?.type === 'payment_intent.succeeded');
    if (!delivery?.signature) throw new Error('no signed delivery to tamper with');
    const tampered = Buffer.from(delivery.raw.toString('utf8').replace('50000', '50'));
    expect(() => gateway.verifyWebhook(tampered, delivery.signature)).toThrow(
      WebhookSignatureError,
    );
    const payload = delivery.raw.toString('utf8');
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    expect(() => gateway.verifyWebhook(delivery.raw, otherSecret)).toThrow(WebhookSignatureError);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => gateway.verifyWebhook(delivery.raw, stale)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyWebhook(delivery.raw, undefined)).toThrow(WebhookSignatureError);
    expect(gateway.verifyWebhook(delivery.raw, delivery.signature).id).toBe(delivery.event?.id);
  });

  it('tells how an intent was paid from its charge (expanded), nothing before there is one', async () => {
    const intent = await gateway.createIntent(intentInput('method-1', 20_000));
    expect(await gateway.paymentMethodType(intent.id)).toBeNull();
    await stripe.confirm(intent.id);
    await stripe.settled();
    expect(await gateway.paymentMethodType(intent.id)).toBe('card');
    const read = stripe.requests.filter(
      (request) => request.path === `/v1/payment_intents/${intent.id}`,
    );
    expect(read.at(-1)).toMatchObject({ method: 'GET', form: { expand: ['latest_charge'] } });
  });

  it('reports a declined card by payment_intent.payment_failed, the intent left unpaid', async () => {
    const intent = await gateway.createIntent(intentInput('declined-1', 20_000));
    const after = await stripe.confirm(intent.id, 'pm_card_chargeDeclined');
    await stripe.settled();
    expect(after).toMatchObject({ status: 'requires_payment_method', amount_received: 0 });
    const [failed] = eventsOf('payment_intent.payment_failed', intent.id);
    expect(failed?.event?.data.object).toMatchObject({
      last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
    });
  });

  it('refunds part of a payment, once per idempotency key, announced by charge.refunded', async () => {
    const intent = await gateway.createIntent(intentInput('refund-1', 40_000));
    await stripe.confirm(intent.id);
    const input = {
      paymentIntentId: intent.id,
      amountCents: 15_000,
      idempotencyKey: 'refund-entry-1',
      metadata: { ledgerEntryId: 'le-1' },
    };
    const refund = await gateway.refund(input);
    expect(await gateway.refund(input)).toEqual(refund);
    expect(refund.status).toBe('succeeded');
    expect(stripe.refunds.get(refund.id)).toMatchObject({
      amount: 15_000,
      payment_intent: intent.id,
      metadata: { ledgerEntryId: 'le-1' },
    });
    await stripe.settled();
    const refunded = received.filter((entry) => entry.event?.type === 'charge.refunded').at(-1);
    expect(refunded?.event?.data).toMatchObject({
      object: {
        payment_intent: intent.id,
        amount: 40_000,
        amount_refunded: 15_000,
        refunded: false,
      },
      previous_attributes: { amount_refunded: 0 },
    });
    const created = received.filter((entry) => entry.event?.type === 'refund.created').at(-1);
    expect(created?.event?.data.object).toMatchObject({ id: refund.id, amount: 15_000 });
    await expect(
      gateway.refund({ ...input, amountCents: 30_000, idempotencyKey: 'refund-entry-2' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/^Stripe refused the refund: Refund amount \(\$300\.00\)/),
    });
  });
});

describe('the gateway when Stripe cannot be reached', () => {
  it('answers 503 with a way to pay offline, after the package has retried', async () => {
    const port = await freePort();
    const unreachable = createPaymentGateway({
      ...stripe.env,
      STRIPE_API_URL: `http://127.0.0.1:${port}`,
    });
    await expect(unreachable.createIntent(intentInput('unreachable-1'))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringMatching(/or pay by check or bank transfer\.$/),
    });
  });
});

describe('the gateway without Stripe keys', () => {
  it('is offline: no browser half, no intents, no refunds, no webhook accepted', async () => {
    const offline = paymentGatewayOf(contextWith({}));
    expect(offline.mode).toBe('offline');
    expect(offline.browser).toBeNull();
    const refusal = offline.createIntent(intentInput('offline-1'));
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Online payment is not set up; pay by check or bank transfer.',
    });
    await expect(
      offline.refund({
        paymentIntentId: 'pi_1',
        amountCents: 100,
        idempotencyKey: 'k',
        metadata: {},
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: 'whsec_x' });
    expect(() => offline.verifyWebhook(Buffer.from('{}'), header)).toThrow(WebhookSignatureError);
  });
});
