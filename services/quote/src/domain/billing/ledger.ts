import {
  easternToday,
  invoiceSettled,
  type PaymentMethod,
  paymentReceived,
  paymentRefunded,
} from '@roofing/contracts';
import type { ServiceContext, Tx } from '@roofing/platform';
import {
  insertLedgerRow,
  invoicesOf,
  ledgerOf,
  lockInvoice,
  updateInvoice,
} from '../../store/billing.ts';
import type { InvoiceRow, PaymentRow, QuoteRow } from '../../store/schema.ts';
import { depositReceived } from '../contracts/permit-dates.ts';
import { customerOf } from '../estimate-view.ts';
import { invoiceBalanceCents, type JobMoney, jobBalanceCents, jobMoney } from './ledger-view.ts';
import { dollars } from './money.ts';
import { recordMoneyAudit } from './money-audit.ts';

/** One new line of the ledger. */
export interface LedgerWrite {
  quote: QuoteRow;
  invoice: InvoiceRow | null;
  kind: 'payment' | 'refund';
  method: PaymentMethod;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
  reference?: string | null;
  description?: string | null;
  /** When the money moved (a check received last Friday); absent: now, once it has. */
  paidAt?: Date | null;
  refundOf?: number | null;
  stripePaymentIntentId?: string | null;
  stripeChargeId?: string | null;
  stripeRefundId?: string | null;
  idempotencyKey?: string | null;
  /** The spec's older column: deposit, progress, final, insurance, financing. */
  paymentType?: string;
}

/** The spec's `payment_type` of a new row, from its invoice and method. */
function paymentTypeOf(write: LedgerWrite): string {
  if (write.paymentType) return write.paymentType;
  if (write.invoice) return write.invoice.kind;
  if (write.method === 'insurer_check') return 'insurance';
  if (write.method === 'financing') return 'financing';
  return 'progress';
}

/** A ledger row as the audit log keeps it. */
export const ledgerSnapshot = (row: PaymentRow) => ({
  kind: row.kind,
  method: row.method,
  amount: row.amount,
  status: row.status,
  invoiceId: row.invoiceId,
  reference: row.reference,
  stripePaymentIntentId: row.stripePaymentIntentId,
  stripeRefundId: row.stripeRefundId,
});

/** Writes a line of the ledger and everything that follows from it (see `moneyMoved`). */
export async function recordLedgerEntry(
  ctx: ServiceContext,
  tx: Tx,
  write: LedgerWrite,
  actor: string,
  correlationId: string,
): Promise<PaymentRow> {
  const moved = write.status === 'paid' || write.status === 'refunded';
  const row = await insertLedgerRow(tx, {
    estimateNumber: write.quote.estimateNumber,
    customerName: `${write.quote.firstName} ${write.quote.lastName}`.slice(0, 200),
    customerEmail: write.quote.email,
    amount: dollars(write.amountCents),
    paymentType: paymentTypeOf(write),
    description: write.description ?? null,
    stripePaymentIntentId: write.stripePaymentIntentId ?? null,
    status: write.status,
    paidAt: moved ? (write.paidAt ?? new Date()) : null,
    recordedBy: actor.slice(0, 100),
    kind: write.kind,
    method: write.method,
    invoiceId: write.invoice?.id ?? null,
    reference: write.reference ?? null,
    refundOf: write.refundOf ?? null,
    stripeChargeId: write.stripeChargeId ?? null,
    stripeRefundId: write.stripeRefundId ?? null,
    idempotencyKey: write.idempotencyKey ?? null,
  });
  await moneyMoved(ctx, tx, write.quote, row, null, actor, correlationId);
  return row;
}

/**
 * After a ledger row was written or changed (`before` its earlier state): the audit line, its
 * invoice settled (paid) or re-opened (a refund), and the event the customer's receipt comes
 * from, once the money has actually moved.
 */
export async function moneyMoved(
  ctx: ServiceContext,
  tx: Tx,
  quote: QuoteRow,
  row: PaymentRow,
  before: ReturnType<typeof ledgerSnapshot> | null,
  actor: string,
  correlationId: string,
): Promise<void> {
  await recordMoneyAudit(tx, {
    actor,
    estimateNumber: row.estimateNumber,
    entity: 'payment',
    entityId: row.id,
    action: `${row.kind} ${before ? `${before.status} → ` : ''}${row.status}`,
    before,
    after: ledgerSnapshot(row),
  });
  const ledger = await ledgerOf(tx, row.estimateNumber);
  const jobInvoices = await invoicesOf(tx, row.estimateNumber);
  const invoice = row.invoiceId ? jobInvoices.find((each) => each.id === row.invoiceId) : undefined;
  // Money on the job as a whole may settle (or a refund re-open) any of its invoices.
  const money = jobMoney(jobInvoices, ledger);
  for (const each of jobInvoices) {
    if (each.status !== 'void') {
      await settleInvoice(ctx, tx, each, money, row.paidAt, actor, correlationId);
    }
  }
  const newlyMoved = before?.status !== row.status;
  const balanceDue = dollars(jobBalanceCents(jobInvoices, ledger));
  const at = (row.paidAt ?? new Date()).toISOString();
  if (row.kind === 'payment' && row.status === 'paid' && newlyMoved) {
    await ctx.publish(
      tx,
      paymentReceived,
      {
        ...customerOf(quote),
        paymentId: row.id,
        invoiceNumber: invoice?.number ?? null,
        method: row.method as PaymentMethod,
        amount: row.amount,
        reference: row.reference,
        paidAt: at,
        balanceDue,
      },
      correlationId,
    );
  }
  if (row.kind === 'refund' && row.status === 'refunded' && newlyMoved) {
    await ctx.publish(
      tx,
      paymentRefunded,
      {
        ...customerOf(quote),
        refundId: row.id,
        invoiceNumber: invoice?.number ?? null,
        method: row.method as PaymentMethod,
        amount: row.amount,
        refundedAt: at,
        balanceDue,
      },
      correlationId,
    );
  }
}

/**
 * An invoice whose balance reached zero is paid (`quote.invoice.settled`, its reminders stop; a
 * deposit starts the permit clock); a paid one a refund left owing is open again.
 */
async function settleInvoice(
  ctx: ServiceContext,
  tx: Tx,
  unlocked: InvoiceRow,
  money: JobMoney,
  /** When the money that settles it moved (a check received last week): the deposit's day. */
  movedAt: Date | null,
  actor: string,
  correlationId: string,
): Promise<void> {
  const invoice = await lockInvoice(tx, unlocked.number);
  if (!invoice || invoice.status === 'void') return;
  const balance = invoiceBalanceCents(invoice, money);
  if (invoice.status === 'open' && balance === 0) {
    const now = new Date();
    await updateInvoice(tx, invoice.id, { status: 'paid', paidAt: now });
    await recordMoneyAudit(tx, {
      actor,
      estimateNumber: invoice.estimateNumber,
      entity: 'invoice',
      entityId: invoice.number,
      action: 'invoice paid',
      before: { status: 'open', total: invoice.total },
      after: { status: 'paid', total: invoice.total, paidAt: now.toISOString() },
    });
    await ctx.publish(
      tx,
      invoiceSettled,
      {
        invoiceId: invoice.id,
        number: invoice.number,
        estimateNumber: invoice.estimateNumber,
        how: 'paid',
        settledAt: now.toISOString(),
      },
      correlationId,
    );
    if (invoice.kind === 'deposit') {
      // s. 489.126 counts from the day the deposit was received, not the day it was recorded.
      await depositReceived(ctx, tx, invoice.estimateNumber, easternToday(movedAt ?? now));
    }
  } else if (invoice.status === 'paid' && balance > 0) {
    await updateInvoice(tx, invoice.id, { status: 'open', paidAt: null });
    await recordMoneyAudit(tx, {
      actor,
      estimateNumber: invoice.estimateNumber,
      entity: 'invoice',
      entityId: invoice.number,
      action: 'invoice reopened',
      before: { status: 'paid', balanceDue: '0.00' },
      after: { status: 'open', balanceDue: dollars(balance) },
    });
  }
}
