import { easternToday, type Invoice, type LedgerEntry } from '@roofing/contracts';
import type { InvoiceRow, PaymentRow } from '../../store/schema.ts';
import { dollars, toCents } from './money.ts';

/** A line as stored on an invoice (jsonb): whole cents per unit. */
export interface StoredLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export const lineAmountCents = (line: StoredLine) =>
  Math.round(line.quantity * line.unitPriceCents);

/** A payment that counts: money that arrived. */
export const isPaidPayment = (row: PaymentRow) => row.kind === 'payment' && row.status === 'paid';
/** A refund that counts: money that went back. */
export const isCompletedRefund = (row: PaymentRow) =>
  row.kind === 'refund' && row.status === 'refunded';

/** Payments less refunds, in cents: of one invoice when `invoiceId` is given, else of them all. */
export function netPaidCents(ledger: PaymentRow[], invoiceId?: number): number {
  let cents = 0;
  for (const row of ledger) {
    if (invoiceId !== undefined && row.invoiceId !== invoiceId) continue;
    cents += signedCents(row);
  }
  return cents;
}

/** A ledger row's effect on what was paid: + a payment made, − a refund made, 0 otherwise. */
function signedCents(row: PaymentRow): number {
  if (isPaidPayment(row)) return toCents(row.amount);
  if (isCompletedRefund(row)) return -toCents(row.amount);
  return 0;
}

/** What was paid on each standing invoice of one job, in cents (see `jobMoney`). */
export interface JobMoney {
  paid: ReadonlyMap<number, number>;
}
/** Nothing paid on anything (a new invoice). */
export const NO_MONEY: JobMoney = { paid: new Map() };

/**
 * What was paid on each invoice of a job: the payments less refunds recorded on it, and money
 * paid on the job as a whole (no invoice named, paid on an invoice since voided, or paid beyond
 * an invoice's total) applied to the open invoices, the one due first first. So one check for
 * two invoices settles both, and a job's invoices never ask for money the job has paid.
 */
export function jobMoney(invoices: InvoiceRow[], ledger: PaymentRow[]): JobMoney {
  const standing = invoices
    .filter((invoice) => invoice.status !== 'void')
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id - b.id);
  const direct = new Map<number, number>();
  let pool = 0;
  for (const row of ledger) {
    const cents = signedCents(row);
    const own = row.invoiceId !== null && standing.some((invoice) => invoice.id === row.invoiceId);
    if (own && row.invoiceId !== null)
      direct.set(row.invoiceId, (direct.get(row.invoiceId) ?? 0) + cents);
    else pool += cents;
  }
  const paid = new Map<number, number>();
  for (const invoice of standing) {
    const total = toCents(invoice.total);
    const own = direct.get(invoice.id) ?? 0;
    // Paid beyond its total: the rest is the job's, for the other invoices.
    if (own > total) pool += own - total;
    paid.set(invoice.id, Math.min(own, total));
  }
  for (const invoice of pool > 0 ? standing : [...standing].reverse()) {
    if (pool === 0) break;
    const now = paid.get(invoice.id) ?? 0;
    const room = pool > 0 ? toCents(invoice.total) - now : -Math.max(0, now);
    const moved = pool > 0 ? Math.min(pool, room) : Math.max(pool, room);
    paid.set(invoice.id, now + moved);
    pool -= moved;
  }
  for (const [id, cents] of paid) paid.set(id, Math.max(0, cents));
  return { paid };
}

/** What was paid on an invoice (0 on a void one). */
export const invoicePaidCents = (invoice: InvoiceRow, money: JobMoney) =>
  invoice.status === 'void' ? 0 : (money.paid.get(invoice.id) ?? 0);

/** What an invoice still asks for: its total less what was paid on it (never below zero). */
export function invoiceBalanceCents(invoice: InvoiceRow, money: JobMoney): number {
  if (invoice.status === 'void') return 0;
  return Math.max(0, toCents(invoice.total) - invoicePaidCents(invoice, money));
}

/** The job's balance: what was invoiced (not void) less what was paid net of refunds. */
export function jobBalanceCents(invoiceRows: InvoiceRow[], ledger: PaymentRow[]): number {
  const invoiced = invoiceRows
    .filter((invoice) => invoice.status !== 'void')
    .reduce((sum, invoice) => sum + toCents(invoice.total), 0);
  return invoiced - netPaidCents(ledger);
}

export function toInvoice(row: InvoiceRow, money: JobMoney, today = easternToday()): Invoice {
  const paid = invoicePaidCents(row, money);
  const balance = invoiceBalanceCents(row, money);
  return {
    id: row.id,
    number: row.number,
    quoteId: row.quoteId,
    estimateNumber: row.estimateNumber,
    contractId: row.contractId,
    kind: row.kind as Invoice['kind'],
    status: row.status as Invoice['status'],
    lines: (row.lines as StoredLine[]).map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: dollars(line.unitPriceCents),
      amount: dollars(lineAmountCents(line)),
    })),
    subtotal: row.subtotal,
    taxRatePercent: row.taxRatePercent,
    tax: row.tax,
    total: row.total,
    paid: dollars(paid),
    balanceDue: dollars(balance),
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    overdue: row.status === 'open' && balance > 0 && row.dueOn < today,
    notes: row.notes,
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
  };
}

export function toLedgerEntry(row: PaymentRow, invoiceNumbers: Map<number, string>): LedgerEntry {
  return {
    id: row.id,
    estimateNumber: row.estimateNumber,
    invoiceNumber: row.invoiceId ? (invoiceNumbers.get(row.invoiceId) ?? null) : null,
    kind: row.kind as LedgerEntry['kind'],
    method: row.method as LedgerEntry['method'],
    amount: row.amount,
    status: row.status as LedgerEntry['status'],
    reference: row.reference,
    description: row.description,
    stripePaymentIntentId: row.stripePaymentIntentId,
    recordedBy: row.recordedBy,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Invoice id → number, for the ledger's entries. */
export const invoiceNumberMap = (rows: InvoiceRow[]) =>
  new Map(rows.map((row) => [row.id, row.number]));

/** A day `days` after a calendar day (YYYY-MM-DD). */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (calendar days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
