import type {
  Invoice,
  MoneyAuditEntry,
  PaymentReceivedData,
  PaymentRefundedData,
} from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { type StripeLocal, startStripeLocal } from '../../../test/support/stripe-local/server.ts';
import { PORTAL_ACTOR } from '../src/domain/billing/online-payment.ts';
import { STRIPE_ACTOR } from '../src/domain/billing/stripe-webhook.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps } from './support/billing.ts';
import { OFFICE } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/**
 * Paying online end to end, over HTTP: the quote service's payment port talks to the local
 * Stripe-compatible server, the customer's browser confirms there, and that server's webhooks,
 * signed exactly as Stripe signs them, reach POST /api/payments/stripe-webhook. Only the webhook
 * makes a payment real.
 */
const WEBHOOK_SECRET = 'whsec_online_payments_e2e';
let svc: ServiceHarness;
let stripe: StripeLocal;
let flow: ReturnType<typeof contractFlow>;
beforeAll(async () => {
  stripe = await startStripeLocal({ secretKey: 'sk_test_e2e', webhookSecret: WEBHOOK_SECRET });
  svc = await startService(quoteService, stripe.env);
  stripe.setWebhookUrl(`${svc.url}/api/payments/stripe-webhook`);
  flow = contractFlow(svc, (await drawings()).signature);
});
afterEach(async () => {
  await stripe?.settled();
  stripe?.configure({ webhookTiming: 'after', deliverTwice: false });
  stripe?.setWebhookUrl(`${svc?.url}/api/payments/stripe-webhook`);
});
afterAll(async () => {
  await svc?.close();
  await stripe?.stop();
});
const { billing } = billingSteps(() => svc);

/** A signed contract ($12,000, 10 % deposit) and its deposit invoice, issued on signing. */
async function depositDue(email: string) {
  const { quoteId, estimateNumber } = await flow.signedContract(email);
  const [deposit] = (await billing(quoteId)).invoices;
  expect(deposit).toMatchObject({ kind: 'deposit', status: 'open', balanceDue: '1200.00' });
  return { quoteId, estimateNumber, deposit: deposit as Invoice };
}

const createIntent = (estimateNumber: string, invoiceNumber: string, amountCents: number) =>
  svc.app.inject({
    method: 'POST',
    url: '/api/payments/portal/intents',
    headers: flow.customer(estimateNumber),
    payload: { invoiceNumber, amountCents },
  });

const CARD = {
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': '4242424242424242',
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
  'payment_method_data[card][cvc]': '123',
};
/** Stripe's test bank account: the debit is `processing`, then succeeds. */
const BANK_ACCOUNT = {
  'payment_method_data[type]': 'us_bank_account',
  'payment_method_data[us_bank_account][routing_number]': '110000000',
  'payment_method_data[us_bank_account][account_number]': '000123456789',
  'payment_method_data[us_bank_account][account_holder_type]': 'individual',
  'payment_method_data[billing_details][name]': 'Dana Whitfield',
};

/** As Stripe.js confirms with the Payment Element: publishable key, client secret, the method. */
async function browserConfirm(
  intent: { paymentIntentId: string; clientSecret: string },
  method: Record<string, string> = CARD,
) {
  const response = await fetch(
    `${stripe.url}/v1/payment_intents/${intent.paymentIntentId}/confirm`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: stripe.publishableKey,
        client_secret: intent.clientSecret,
        ...method,
      }),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { status: string; metadata: object };
}

/** The customer starts paying the whole deposit in the portal; the intent as the service made it. */
async function startPaying(estimateNumber: string, deposit: Invoice) {
  const created = await createIntent(estimateNumber, deposit.number, 120_000);
  expect(created.statusCode).toBe(201);
  const intent = created.json() as { paymentIntentId: string; clientSecret: string };
  expect(intent).toMatchObject({ amount: '1200.00' });
  return intent;
}

/** The events of a type written for a job (the outbox, in the money's own transaction). */
const written = async <T>(type: string, estimateNumber: string) =>
  (await flow.query(sql`
    select envelope->'data' as data from quote.outbox
    where type = ${type} and envelope->'data'->>'estimateNumber' = ${estimateNumber}
    order by created_at`)) as Array<{ data: T }>;
const receiptsOf = (estimateNumber: string) =>
  written<PaymentReceivedData>('quote.payment.received', estimateNumber);
const intentCreations = () =>
  stripe.requests.filter((each) => each.method === 'POST' && each.path === '/v1/payment_intents');
const eventOf = (type: string, objectId: string) =>
  stripe.events.find(
    (event) => event.type === type && (event.data.object as { id: string }).id === objectId,
  );

/** The job's ledger says this intent was paid once, its invoice paid, one receipt sent. */
async function paidOnce(quoteId: number, estimateNumber: string, intentId: string) {
  const view = await billing(quoteId);
  expect(view.ledger).toMatchObject([
    {
      kind: 'payment',
      method: 'card',
      amount: '1200.00',
      status: 'paid',
      stripePaymentIntentId: intentId,
      invoiceNumber: view.invoices[0]?.number,
    },
  ]);
  expect(view.invoices[0]).toMatchObject({ status: 'paid', balanceDue: '0.00' });
  expect(view.balanceDue).toBe('0.00');
  const receipts = await receiptsOf(estimateNumber);
  expect(receipts).toHaveLength(1);
  await svc.waitForEvent<PaymentReceivedData>(
    'quote.payment.received',
    (event) => event.data.estimateNumber === estimateNumber,
  );
  expect(receipts[0]?.data).toMatchObject({
    amount: '1200.00',
    method: 'card',
    balanceDue: '0.00',
  });
}

describe('paying the deposit online through Stripe', () => {
  it('creates an intent in cents with an idempotency key; only the webhook makes it paid', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('pays-online@example.com');
    const config = await svc.app.inject({
      url: '/api/payments/portal/config',
      headers: flow.customer(estimateNumber),
    });
    expect(config.json()).toMatchObject({
      mode: 'stripe',
      publishableKey: stripe.publishableKey,
      stripeJsUrl: stripe.stripeJsUrl,
    });
    const intent = await startPaying(estimateNumber, deposit);
    const asked = intentCreations().at(-1);
    expect(asked?.idempotencyKey).toEqual(expect.any(String));
    expect(asked?.form).toMatchObject({
      amount: '120000',
      currency: 'usd',
      metadata: { estimateNumber, invoiceNumber: deposit.number },
    });
    expect(stripe.paymentIntents.get(intent.paymentIntentId)).toMatchObject({
      amount: 120_000,
      status: 'requires_payment_method',
    });
    // Nothing is paid yet: the attempt waits for Stripe.
    const pending = await billing(quoteId);
    expect(pending.ledger).toMatchObject([{ status: 'pending', amount: '1200.00' }]);
    expect(pending.invoices[0]).toMatchObject({ status: 'open', balanceDue: '1200.00' });
    expect(await receiptsOf(estimateNumber)).toEqual([]);

    const confirmed = await browserConfirm(intent);
    expect(confirmed).toMatchObject({ status: 'succeeded', metadata: {} });
    await stripe.settled();
    const event = eventOf('payment_intent.succeeded', intent.paymentIntentId);
    expect(
      stripe.deliveries.filter((each) => each.eventId === event?.id).map((each) => each.status),
    ).toEqual([200]);
    await paidOnce(quoteId, estimateNumber, intent.paymentIntentId);
    // The customer's attempt is the row; Stripe's webhook is who made it paid.
    expect((await billing(quoteId)).ledger[0]?.recordedBy).toBe(PORTAL_ACTOR);
    const audit = await svc.app.inject({
      url: `/api/payments/audit?estimateNumber=${estimateNumber}`,
      headers: flow.as(OFFICE),
    });
    const moved = (audit.json() as MoneyAuditEntry[]).filter((each) => each.entity === 'payment');
    expect(moved).toMatchObject([
      {
        actor: STRIPE_ACTOR,
        action: 'payment pending → paid',
        before: { status: 'pending' },
        after: { status: 'paid' },
      },
    ]);
  });

  it('records a payment once when Stripe delivers its event twice, and again later', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('delivered-twice@example.com');
    stripe.configure({ deliverTwice: true });
    const intent = await startPaying(estimateNumber, deposit);
    await browserConfirm(intent);
    await stripe.settled();
    const event = eventOf('payment_intent.succeeded', intent.paymentIntentId);
    const again = await stripe.deliverAgain(event?.id ?? '');
    expect(again.status).toBe(200);
    expect(
      stripe.deliveries.filter((each) => each.eventId === event?.id).map((each) => each.status),
    ).toEqual([200, 200, 200]);
    await paidOnce(quoteId, estimateNumber, intent.paymentIntentId);
  });

  it('records it once and right when the webhook arrives before the browser hears back', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('webhook-first@example.com');
    stripe.configure({ webhookTiming: 'before' });
    const intent = await startPaying(estimateNumber, deposit);
    const confirmed = await browserConfirm(intent);
    expect(confirmed.status).toBe('succeeded');
    // No settled(): the webhook was handled before the confirm call answered.
    const event = eventOf('payment_intent.succeeded', intent.paymentIntentId);
    expect(stripe.deliveries.filter((each) => each.eventId === event?.id)).toMatchObject([
      { status: 200 },
    ]);
    await paidOnce(quoteId, estimateNumber, intent.paymentIntentId);
    await stripe.settled();
    await paidOnce(quoteId, estimateNumber, intent.paymentIntentId);
  });

  it('refuses an event with a bad signature or altered bytes, and records nothing', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('forged@example.com');
    stripe.setWebhookUrl(undefined); // the event is made, held back from the endpoint
    const intent = await startPaying(estimateNumber, deposit);
    await browserConfirm(intent);
    await stripe.settled();
    const event = eventOf('payment_intent.succeeded', intent.paymentIntentId);
    const payload = JSON.stringify(event, null, 2);
    const post = (body: string, signature: string) =>
      fetch(`${svc.url}/api/payments/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body,
      });
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_someone_else',
    });
    expect((await post(payload, otherSecret)).status).toBe(400);
    const rightSecret = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
    });
    const altered = payload.replace('"amount_received": 120000', '"amount_received": 1');
    expect(altered).not.toBe(payload);
    expect((await post(altered, rightSecret)).status).toBe(400);
    expect((await post(payload, '')).status).toBe(400);

    const view = await billing(quoteId);
    expect(view.ledger).toMatchObject([{ status: 'pending' }]);
    expect(view.invoices[0]).toMatchObject({ status: 'open', balanceDue: '1200.00' });
    expect(await receiptsOf(estimateNumber)).toEqual([]);
    const seen = await flow.query(sql`select id from quote.stripe_events where id = ${event?.id}`);
    expect(seen).toEqual([]);
    // The genuine delivery, signed by the local server, is still taken.
    stripe.setWebhookUrl(`${svc.url}/api/payments/stripe-webhook`);
    expect((await stripe.deliverAgain(event?.id ?? '')).status).toBe(200);
    await paidOnce(quoteId, estimateNumber, intent.paymentIntentId);
  });

  it('records a US bank account debit as one, once it settles', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('pays-by-bank@example.com');
    const intent = await startPaying(estimateNumber, deposit);
    expect((await browserConfirm(intent, BANK_ACCOUNT)).status).toBe('processing');
    await stripe.settled();
    expect(stripe.paymentIntents.get(intent.paymentIntentId)?.status).toBe('succeeded');
    const view = await billing(quoteId);
    expect(view.ledger).toMatchObject([
      { method: 'us_bank_account', status: 'paid', amount: '1200.00' },
    ]);
    expect(view.invoices[0]).toMatchObject({ status: 'paid', balanceDue: '0.00' });
    const [receipt] = await receiptsOf(estimateNumber);
    expect(receipt?.data).toMatchObject({ method: 'us_bank_account', amount: '1200.00' });
  });

  it('refuses more than the balance before asking Stripe for an intent', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('too-much@example.com');
    const before = intentCreations().length;
    const tooMuch = await createIntent(estimateNumber, deposit.number, 120_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'That is more than the balance due on this invoice ($1,200.00).',
    );
    expect(intentCreations()).toHaveLength(before);
    expect((await billing(quoteId)).ledger).toEqual([]);
  });
});

describe('refunding an online payment through Stripe', () => {
  it('refunds from the office; after the webhook one refund row and the balance back up', async () => {
    const { quoteId, estimateNumber, deposit } = await depositDue('refunded@example.com');
    const intent = await startPaying(estimateNumber, deposit);
    await browserConfirm(intent);
    await stripe.settled();
    const payment = (await billing(quoteId)).ledger[0];
    expect(payment).toMatchObject({ kind: 'payment', status: 'paid' });
    const refund = (amountCents: number) =>
      svc.app.inject({
        method: 'POST',
        url: `/api/payments/${payment?.id}/refund`,
        headers: flow.as(OFFICE),
        payload: { amountCents, reason: 'Part of the deposit returned' },
      });

    const first = await refund(50_000);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'refund', amount: '500.00', status: 'refunded' });
    await stripe.settled();
    const [made] = [...stripe.refunds.values()].filter(
      (each) => each.payment_intent === intent.paymentIntentId,
    );
    expect(made).toMatchObject({ amount: 50_000, status: 'succeeded' });
    const refundEvents = stripe.deliveries.filter(
      (each) =>
        (each.type === 'refund.created' || each.type === 'charge.refunded') &&
        each.payload.includes(intent.paymentIntentId),
    );
    expect(refundEvents.map((each) => [each.type, each.status]).sort()).toEqual([
      ['charge.refunded', 200],
      ['refund.created', 200],
    ]);
    const after = await billing(quoteId);
    expect(after.ledger.filter((entry) => entry.kind === 'refund')).toMatchObject([
      { amount: '500.00', status: 'refunded', method: 'card', recordedBy: OFFICE.displayName },
    ]);
    expect(after).toMatchObject({ paid: '700.00', balanceDue: '500.00' });
    expect(after.invoices[0]).toMatchObject({ status: 'open', balanceDue: '500.00' });

    // The webhook wins the race against the office's own call: still one row for that refund.
    stripe.configure({ webhookTiming: 'before' });
    const second = await refund(20_000);
    expect(second.statusCode).toBe(201);
    await stripe.settled();
    const last = await billing(quoteId);
    const refunds = last.ledger.filter((entry) => entry.kind === 'refund');
    expect(refunds.map((entry) => [entry.amount, entry.status, entry.recordedBy])).toEqual([
      ['500.00', 'refunded', OFFICE.displayName],
      ['200.00', 'refunded', STRIPE_ACTOR],
    ]);
    expect(second.json()).toMatchObject({ id: refunds[1]?.id, amount: '200.00' });
    expect(last).toMatchObject({ paid: '500.00', balanceDue: '700.00' });
    const told = await written<PaymentRefundedData>('quote.payment.refunded', estimateNumber);
    expect(told.map((each) => [each.data.amount, each.data.balanceDue])).toEqual([
      ['500.00', '500.00'],
      ['200.00', '700.00'],
    ]);
    expect(
      stripe.charges.get(stripe.paymentIntents.get(intent.paymentIntentId)?.latest_charge ?? ''),
    ).toMatchObject({ amount_refunded: 70_000 });
  });
});
