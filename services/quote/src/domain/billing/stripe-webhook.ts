import type { ServiceContext, Tx } from '@roofing/platform';
import type Stripe from 'stripe';
import {
  type PaymentGateway,
  type PaymentMethodType,
  paymentGatewayOf,
} from '../../payments/stripe-gateway.ts';
import {
  firstDelivery,
  invoicesOf,
  lockPaymentOfIntent,
  lockRefundOfStripe,
  paymentOfIntent,
  updateLedgerRow,
} from '../../store/billing.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { PaymentRow, QuoteRow } from '../../store/schema.ts';
import { ledgerSnapshot, moneyMoved, recordLedgerEntry } from './ledger.ts';
import { dollars } from './money.ts';
import { refundStatus } from './staff-payments.ts';

/** The ledger's and the audit log's name for what Stripe's signed webhook made real. */
export const STRIPE_ACTOR = 'Stripe webhook';

/**
 * A webhook delivery from Stripe: its signature verified (a bad one throws
 * WebhookSignatureError and nothing is recorded), then handled once per event id in one
 * transaction with everything it records, so a failure leaves it for Stripe's retry. Payments
 * are also recorded once per intent and refunds once per refund id, whichever event tells first
 * and whether the customer's browser came back before or after. Answers whether it was new.
 */
export async function handleStripeWebhook(
  ctx: ServiceContext,
  rawBody: Buffer,
  signature: string | undefined,
  correlationId: string,
): Promise<{ type: string; duplicate: boolean }> {
  const gateway = paymentGatewayOf(ctx);
  const event = gateway.verifyWebhook(rawBody, signature);
  // Asked of Stripe before the transaction (no lock held while it answers); a failure leaves
  // the event for Stripe's retry.
  const paidWith = await methodOfEvent(gateway, event);
  const duplicate = await ctx.db.transaction(async (tx) => {
    if (!(await firstDelivery(tx, event.id, event.type))) return true;
    const on = { ctx, tx, correlationId };
    switch (event.type) {
      case 'payment_intent.succeeded':
        await intentSettled(on, event.data.object, 'paid', paidWith);
        break;
      case 'payment_intent.payment_failed':
        await intentSettled(on, event.data.object, 'failed', paidWith);
        break;
      case 'charge.refunded':
        for (const refund of event.data.object.refunds?.data ?? []) await refundTold(on, refund);
        break;
      case 'refund.created':
      case 'refund.updated':
      case 'charge.refund.updated':
        await refundTold(on, event.data.object);
        break;
      default:
        break;
    }
    return false;
  });
  return { type: event.type, duplicate };
}

interface Handling {
  ctx: ServiceContext;
  tx: Tx;
  correlationId: string;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Card or bank account (ACH), from the event when it tells: an expanded charge, the error of a
 * failed attempt, or the only type the intent allowed. Undefined when it does not.
 */
function methodInEvent(intent: Stripe.PaymentIntent): PaymentMethodType | undefined {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const legacy = (intent as { charges?: { data?: Stripe.Charge[] } }).charges?.data?.[0];
  const type =
    charge?.payment_method_details?.type ??
    legacy?.payment_method_details?.type ??
    intent.last_payment_error?.payment_method?.type ??
    (intent.payment_method_types.length === 1 ? intent.payment_method_types[0] : undefined);
  if (type === undefined) return undefined;
  return type === 'us_bank_account' ? 'us_bank_account' : 'card';
}

/**
 * How an intent of ours was paid. Stripe's webhook names the intent's charge by id only and every
 * type it allowed, so when the event does not tell, Stripe is asked (its charge says); an intent
 * with no charge yet was a card attempt.
 */
async function methodOfEvent(
  gateway: PaymentGateway,
  event: Stripe.Event,
): Promise<PaymentMethodType> {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return 'card';
  const intent = event.data.object;
  if (!intent.metadata?.estimateNumber) return 'card'; // not one of ours
  const told = methodInEvent(intent);
  if (told) return told;
  if (!intent.latest_charge) return 'card';
  return (await gateway.paymentMethodType(intent.id)) ?? 'card';
}

/** The job of an estimate number, locked (each job's money is written one change at a time). */
const lockJob = (on: Handling, estimateNumber: string) =>
  quoteStore(on.ctx.db).lockByEstimateNumber(on.tx, estimateNumber);

/** A ledger row Stripe moved on (pending → paid, failed, refunded): changed, then audited. */
async function changeLedgerRow(
  on: Handling,
  quote: QuoteRow,
  existing: PaymentRow,
  change: Parameters<typeof updateLedgerRow>[2],
) {
  const row = await updateLedgerRow(on.tx, existing.id, change);
  const before = ledgerSnapshot(existing);
  await moneyMoved(on.ctx, on.tx, quote, row, before, STRIPE_ACTOR, on.correlationId);
}

/** payment_intent.succeeded / payment_failed: the intent's one ledger row, paid or failed. */
async function intentSettled(
  on: Handling,
  intent: Stripe.PaymentIntent,
  status: 'paid' | 'failed',
  method: PaymentMethodType,
) {
  const estimateNumber = intent.metadata?.estimateNumber;
  if (!estimateNumber) return; // not one of ours (another integration on the account)
  const quote = await lockJob(on, estimateNumber);
  if (!quote) return;
  const existing = await lockPaymentOfIntent(on.tx, intent.id);
  if (existing?.status === 'paid' || existing?.status === status) return;
  const amountCents = status === 'paid' ? intent.amount_received || intent.amount : intent.amount;
  const change = {
    status,
    method,
    amount: dollars(amountCents),
    stripeChargeId: idOf(intent.latest_charge),
    paidAt: status === 'paid' ? new Date() : null,
  };
  if (existing) {
    await changeLedgerRow(on, quote, existing, change);
    return;
  }
  const invoices = await invoicesOf(on.tx, estimateNumber);
  await recordLedgerEntry(
    on.ctx,
    on.tx,
    {
      quote,
      invoice: invoices.find((each) => each.number === intent.metadata.invoiceNumber) ?? null,
      kind: 'payment',
      method: change.method,
      amountCents,
      status,
      description: intent.description,
      stripePaymentIntentId: intent.id,
      stripeChargeId: change.stripeChargeId,
    },
    STRIPE_ACTOR,
    on.correlationId,
  );
}

/** A refund Stripe tells of (made here or in Stripe's dashboard): one ledger row per refund id. */
async function refundTold(on: Handling, refund: Stripe.Refund) {
  const intentId = idOf(refund.payment_intent);
  if (!intentId) return;
  const unlocked = await paymentOfIntent(on.tx, intentId);
  if (!unlocked) return; // a payment this ledger never had
  const quote = await lockJob(on, unlocked.estimateNumber);
  const payment = await lockPaymentOfIntent(on.tx, intentId);
  if (!quote || !payment) return;
  const status = refundStatus(refund.status);
  const existing = await lockRefundOfStripe(on.tx, refund.id);
  if (existing) {
    if (existing.status === status || existing.status === 'refunded') return;
    await changeLedgerRow(on, quote, existing, {
      status,
      paidAt: status === 'refunded' ? new Date() : null,
    });
    return;
  }
  await recordRefundRow(on, quote, payment, refund, status);
}

async function recordRefundRow(
  on: Handling,
  quote: QuoteRow,
  payment: PaymentRow,
  refund: Stripe.Refund,
  status: ReturnType<typeof refundStatus>,
) {
  const invoices = await invoicesOf(on.tx, quote.estimateNumber);
  await recordLedgerEntry(
    on.ctx,
    on.tx,
    {
      quote,
      invoice: invoices.find((each) => each.id === payment.invoiceId) ?? null,
      kind: 'refund',
      method: payment.method as 'card' | 'us_bank_account',
      amountCents: refund.amount,
      status,
      description: refund.reason ? `Refund (${refund.reason.replaceAll('_', ' ')})` : 'Refund',
      refundOf: payment.id,
      stripePaymentIntentId: payment.stripePaymentIntentId,
      stripeChargeId: idOf(refund.charge),
      stripeRefundId: refund.id,
    },
    STRIPE_ACTOR,
    on.correlationId,
  );
}
