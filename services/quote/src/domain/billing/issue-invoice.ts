import { randomUUID } from 'node:crypto';
import {
  easternToday,
  INVOICE_DUE_DAYS,
  type InvoiceKind,
  type InvoiceLine,
  invoiceIssued,
  invoiceSettled,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import {
  insertInvoice,
  invoicesOf,
  ledgerOf,
  lockInvoice,
  lockOpenInvoicesOfContract,
  nextInvoiceSequence,
  updateInvoice,
} from '../../store/billing.ts';
import { type ContractRow, type InvoiceRow, type QuoteRow, quotes } from '../../store/schema.ts';
import { customerOf } from '../estimate-view.ts';
import {
  addDays,
  jobMoney,
  lineAmountCents,
  NO_MONEY,
  netPaidCents,
  type StoredLine,
  toInvoice,
} from './ledger-view.ts';
import { dollars, percentOf, toCents } from './money.ts';
import { recordMoneyAudit } from './money-audit.ts';

export interface IssueInvoiceInput {
  quote: QuoteRow;
  contractId: number | null;
  kind: InvoiceKind;
  lines: InvoiceLine[];
  /** Percent, or null for no tax. */
  taxRatePercent: number | null;
  /** YYYY-MM-DD; absent: INVOICE_DUE_DAYS after today. */
  dueOn?: string | null;
  notes?: string | null;
}

/** INV-2026-0007: the year and the invoice's place in it (4 digits, more after 9999). */
export const invoiceNumber = (year: number, sequence: number) =>
  `INV-${year}-${String(sequence).padStart(4, '0')}`;

/**
 * Issues an invoice in the caller's transaction: its number (gap-free, in order, under
 * concurrency), lines, tax and total; the money audit line; `quote.invoice.issued` (e-mailed).
 */
export async function issueInvoice(
  ctx: ServiceContext,
  tx: Tx,
  input: IssueInvoiceInput,
  actor: string,
  correlationId: string = randomUUID(),
): Promise<InvoiceRow> {
  const issuedOn = easternToday();
  const dueOn = input.dueOn ?? addDays(issuedOn, INVOICE_DUE_DAYS);
  if (dueOn < issuedOn) {
    throw new AppError('VALIDATION_FAILED', 'The due date cannot be before today.', {
      dueOn: 'The due date cannot be before today',
    });
  }
  const lines: StoredLine[] = input.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
  }));
  const subtotal = lines.reduce((sum, line) => sum + lineAmountCents(line), 0);
  const tax = input.taxRatePercent ? percentOf(subtotal, input.taxRatePercent) : 0;
  if (subtotal + tax > 9_999_999_999) {
    throw new AppError('VALIDATION_FAILED', 'The invoice total is too large.', {
      lines: 'The invoice total is too large',
    });
  }
  const sequence = await nextInvoiceSequence(tx, Number(issuedOn.slice(0, 4)));
  const row = await insertInvoice(tx, {
    number: invoiceNumber(Number(issuedOn.slice(0, 4)), sequence),
    quoteId: input.quote.id,
    estimateNumber: input.quote.estimateNumber,
    contractId: input.contractId,
    kind: input.kind,
    status: 'open',
    lines,
    subtotal: dollars(subtotal),
    taxRatePercent: input.taxRatePercent ? input.taxRatePercent.toFixed(3) : null,
    tax: dollars(tax),
    total: dollars(subtotal + tax),
    issuedOn,
    dueOn,
    notes: input.notes ?? null,
    issuedBy: actor.slice(0, 100),
  });
  const view = toInvoice(row, NO_MONEY);
  await recordMoneyAudit(tx, {
    actor,
    estimateNumber: row.estimateNumber,
    entity: 'invoice',
    entityId: row.number,
    action: `${row.kind} invoice issued`,
    before: null,
    after: { number: row.number, kind: row.kind, total: row.total, tax: row.tax, dueOn },
  });
  await ctx.publish(
    tx,
    invoiceIssued,
    {
      ...customerOf(input.quote),
      invoiceId: row.id,
      number: view.number,
      kind: view.kind,
      lines: view.lines,
      subtotal: view.subtotal,
      tax: view.tax,
      total: view.total,
      balanceDue: view.balanceDue,
      issuedOn: view.issuedOn,
      dueOn: view.dueOn,
      notes: view.notes,
    },
    correlationId,
  );
  return row;
}

/**
 * The deposit invoice of a contract the customer just signed (in the signing transaction): one
 * line for the contract's deposit, due in 14 days. None when the deposit is $0.00.
 */
export async function issueDepositInvoice(
  ctx: ServiceContext,
  tx: Tx,
  contract: ContractRow,
  actor: string,
  correlationId: string = randomUUID(),
): Promise<InvoiceRow | null> {
  const deposit = toCents(contract.depositAmount);
  if (deposit <= 0) return null;
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, contract.quoteId)).limit(1);
  if (!quote) throw new Error(`contract ${contract.id} names no quote`);
  return issueInvoice(
    ctx,
    tx,
    {
      quote,
      contractId: contract.id,
      kind: 'deposit',
      lines: [
        {
          description: `Deposit under contract ${contract.estimateNumber}-V${contract.version}`,
          quantity: 1,
          unitPriceCents: deposit,
        },
      ],
      taxRatePercent: null,
    },
    actor,
    correlationId,
  );
}

/** Voids one open invoice (locked by the caller): audit line and `quote.invoice.settled` void. */
async function voidLocked(
  ctx: ServiceContext,
  tx: Tx,
  invoice: InvoiceRow,
  actor: string,
  correlationId: string,
): Promise<InvoiceRow> {
  const now = new Date();
  const row = await updateInvoice(tx, invoice.id, { status: 'void', voidedAt: now });
  if (!row) throw notFound('No such invoice.');
  await recordMoneyAudit(tx, {
    actor,
    estimateNumber: row.estimateNumber,
    entity: 'invoice',
    entityId: row.number,
    action: 'invoice voided',
    before: { status: invoice.status, total: invoice.total },
    after: { status: 'void', total: row.total },
  });
  await ctx.publish(
    tx,
    invoiceSettled,
    {
      invoiceId: row.id,
      number: row.number,
      estimateNumber: row.estimateNumber,
      how: 'void',
      settledAt: now.toISOString(),
    },
    correlationId,
  );
  return row;
}

/** A cancelled contract's open invoices are void (in the cancelling transaction). */
export async function voidOpenInvoices(
  ctx: ServiceContext,
  tx: Tx,
  contractId: number,
  actor: string,
  correlationId: string = randomUUID(),
): Promise<InvoiceRow[]> {
  const open = await lockOpenInvoicesOfContract(tx, contractId);
  const voided: InvoiceRow[] = [];
  for (const invoice of open) voided.push(await voidLocked(ctx, tx, invoice, actor, correlationId));
  return voided;
}

/** Staff void an open invoice nothing has been paid on (money paid is refunded first). */
export async function voidInvoice(
  ctx: ServiceContext,
  number: string,
  actor: string,
  correlationId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, number);
    if (!invoice) throw notFound('No such invoice.');
    if (invoice.status !== 'open') {
      throw new AppError(
        'CONFLICT',
        `${invoice.number} is ${invoice.status}: only an open invoice can be voided.`,
      );
    }
    const ledger = await ledgerOf(tx, invoice.estimateNumber);
    // Money recorded on this invoice is refunded first; money paid on the job stays the job's.
    if (netPaidCents(ledger, invoice.id) !== 0) {
      throw new AppError(
        'CONFLICT',
        `Money was paid on ${invoice.number}: refund it before voiding the invoice.`,
      );
    }
    const voided = await voidLocked(ctx, tx, invoice, actor, correlationId);
    return toInvoice(voided, jobMoney(await invoicesOf(tx, invoice.estimateNumber), ledger));
  });
}
