import { randomUUID } from 'node:crypto';
import {
  easternToday,
  type OfflinePaymentCreateSchema,
  type PaymentCreateSchema,
  type PaymentMethod,
  type RefundCreateSchema,
} from '@roofing/contracts';
import {
  AppError,
  notFound,
  type ServiceContext,
  type StaffIdentity,
  type Tx,
} from '@roofing/platform';
import type { z } from 'zod';
import { paymentGatewayOf } from '../../payments/stripe-gateway.ts';
import { invoicesOf, ledgerOf, lockRefundOfStripe, paymentById } from '../../store/billing.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { PaymentRow, QuoteRow } from '../../store/schema.ts';
import { recordLedgerEntry } from './ledger.ts';
import {
  invoiceBalanceCents,
  invoicePaidCents,
  isCompletedRefund,
  jobBalanceCents,
  jobMoney,
  netPaidCents,
} from './ledger-view.ts';
import { lockJobById } from './locked-job.ts';
import { toCents, usd } from './money.ts';

/** "That is more than the balance due on this invoice ($1,234.00)." */
export const moreThanDue = (what: 'invoice' | 'job', cents: number) =>
  new AppError('CONFLICT', `That is more than the balance due on this ${what} (${usd(cents)}).`);

/** A day as an instant: noon Eastern, so it reads as that day everywhere in the office. */
const onDay = (day: string) => new Date(`${day}T12:00:00-05:00`);

/**
 * Staff record money that came by hand (a check, an insurer's check, financing, cash, a transfer,
 * a card by phone), or a refund they made. A payment goes on the invoice named, else on the
 * oldest open invoice it fits, else on the job ahead of its invoices; it can never be more than
 * the invoice's balance or what is left of the job's price, nor a refund more than what was paid.
 */
export async function recordOfflinePayment(
  ctx: ServiceContext,
  quoteId: number,
  body: z.infer<typeof OfflinePaymentCreateSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<{ row: PaymentRow; invoiceNumber: string | null }> {
  checkReceivedOn(body.receivedOn);
  return ctx.db.transaction(async (tx) => {
    // The job's row is locked: two staff recording at once are checked against each other.
    const quote = await lockJobById(ctx, tx, quoteId);
    return recordOfflinePaymentIn(ctx, tx, quote, body, staff, correlationId);
  });
}

function checkReceivedOn(receivedOn: string | undefined) {
  if ((receivedOn ?? easternToday()) > easternToday()) {
    throw new AppError('VALIDATION_FAILED', 'The money cannot arrive in the future.', {
      receivedOn: 'Choose today or a day before',
    });
  }
}

/**
 * recordOfflinePayment's rules and writes inside the caller's transaction, on a job the caller
 * has locked (`lockJobById`): an insurer's check recorded with its claim uses this, so the
 * ledger row and the claim's row commit together, under the same rules.
 */
export async function recordOfflinePaymentIn(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  body: z.infer<typeof OfflinePaymentCreateSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<{ row: PaymentRow; invoiceNumber: string | null }> {
  checkReceivedOn(body.receivedOn);
  const jobInvoices = await invoicesOf(tx, quote.estimateNumber);
  const ledger = await ledgerOf(tx, quote.estimateNumber);
  const money = jobMoney(jobInvoices, ledger);
  let invoice = body.invoiceNumber
    ? jobInvoices.find((each) => each.number === body.invoiceNumber)
    : undefined;
  if (body.invoiceNumber && (!invoice || invoice.status === 'void')) {
    throw new AppError('VALIDATION_FAILED', 'Choose an invoice of this job.', {
      invoiceNumber: 'Choose an open or paid invoice of this job',
    });
  }
  if (body.kind === 'payment') {
    invoice ??= jobInvoices.find(
      (each) => each.status === 'open' && invoiceBalanceCents(each, money) >= body.amountCents,
    );
    // Money on the job as a whole may come before its invoice (a deposit check handed over at
    // the kitchen table): up to what the job is worth, its price or what was invoiced if more.
    const due = invoice
      ? invoiceBalanceCents(invoice, money)
      : Math.max(
          jobBalanceCents(jobInvoices, ledger),
          toCents(quote.estimateAmount ?? '0') - netPaidCents(ledger),
        );
    if (body.amountCents > due) throw moreThanDue(invoice ? 'invoice' : 'job', Math.max(0, due));
  } else {
    const paid = invoice ? invoicePaidCents(invoice, money) : netPaidCents(ledger);
    if (body.amountCents > paid) {
      throw new AppError(
        'CONFLICT',
        `That is more than was paid on this ${invoice ? 'invoice' : 'job'} (${usd(Math.max(0, paid))}).`,
      );
    }
  }
  const row = await recordLedgerEntry(
    ctx,
    tx,
    {
      quote,
      invoice: invoice ?? null,
      kind: body.kind,
      method: body.method,
      amountCents: body.amountCents,
      status: body.kind === 'payment' ? 'paid' : 'refunded',
      reference: body.reference ?? null,
      description: body.description ?? null,
      paidAt: body.receivedOn ? onDay(body.receivedOn) : new Date(),
    },
    staff.displayName,
    correlationId,
  );
  return { row, invoiceNumber: invoice?.number ?? null };
}

/** How the spec's older payment form names a method (it asks the kind of payment, not how). */
const LEGACY_METHOD = { insurance: 'insurer_check', financing: 'financing' } as const;

/**
 * The spec's POST /api/quotes/:id/payments: the same ledger, audited, with its receipt event when
 * paid; it names no invoice and is not held to the balance (older jobs were never invoiced).
 */
export async function recordLegacyPayment(
  ctx: ServiceContext,
  quoteId: number,
  body: z.infer<typeof PaymentCreateSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const quote = await lockJobById(ctx, tx, quoteId);
    return recordLedgerEntry(
      ctx,
      tx,
      {
        quote,
        invoice: null,
        kind: 'payment',
        method: LEGACY_METHOD[body.paymentType as keyof typeof LEGACY_METHOD] ?? 'check',
        amountCents: Math.round(body.amount * 100),
        status: body.status ?? 'paid',
        description: body.description ?? null,
        paymentType: body.paymentType,
      },
      staff.displayName,
      correlationId,
    );
  });
}

/**
 * Staff refund an online payment through Stripe: never more than is left of it. Stripe is asked
 * first (with an idempotency key of its own); the refund row is then written, unless the webhook
 * was quicker and already did.
 */
export async function refundOnlinePayment(
  ctx: ServiceContext,
  paymentId: number,
  body: z.infer<typeof RefundCreateSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<PaymentRow> {
  const payment = await paymentById(ctx.db, paymentId);
  if (payment?.kind !== 'payment') throw notFound('No such payment.');
  if (payment.status !== 'paid' || !payment.stripePaymentIntentId) {
    throw new AppError(
      'CONFLICT',
      'Only a paid online payment is refunded through Stripe; record any other refund as an offline refund.',
    );
  }
  const ledger = await ledgerOf(ctx.db, payment.estimateNumber);
  const refunded = ledger
    .filter(
      (row) => row.refundOf === payment.id && (isCompletedRefund(row) || row.status === 'pending'),
    )
    .reduce((sum, row) => sum + toCents(row.amount), 0);
  const left = toCents(payment.amount) - refunded;
  if (body.amountCents > left) {
    throw new AppError(
      'CONFLICT',
      `That is more than is left to refund on this payment (${usd(left)}).`,
    );
  }
  const idempotencyKey = randomUUID();
  const refund = await paymentGatewayOf(ctx).refund({
    paymentIntentId: payment.stripePaymentIntentId,
    amountCents: body.amountCents,
    idempotencyKey,
    metadata: { estimateNumber: payment.estimateNumber, paymentId: String(payment.id) },
  });
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteStore(ctx.db).lockByEstimateNumber(tx, payment.estimateNumber);
    if (!quote) throw notFound('No quote with that id.');
    const known = await lockRefundOfStripe(tx, refund.id);
    if (known) return known;
    const jobInvoices = await invoicesOf(tx, quote.estimateNumber);
    return recordLedgerEntry(
      ctx,
      tx,
      {
        quote,
        invoice: jobInvoices.find((each) => each.id === payment.invoiceId) ?? null,
        kind: 'refund',
        method: payment.method as PaymentMethod,
        amountCents: body.amountCents,
        status: refundStatus(refund.status),
        description: body.reason,
        refundOf: payment.id,
        stripePaymentIntentId: payment.stripePaymentIntentId,
        stripeRefundId: refund.id,
        idempotencyKey,
      },
      staff.displayName,
      correlationId,
    );
  });
}

/** Stripe's refund status as the ledger's. */
export const refundStatus = (status: string | null | undefined) =>
  status === 'succeeded'
    ? 'refunded'
    : status === 'failed' || status === 'canceled'
      ? 'failed'
      : 'pending';
