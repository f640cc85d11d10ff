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
    if (isPaidPayment(row)) cents += toCents(row.amount);
    else if (isCompletedRefund(row)) cents -= toCents(row.amount);
  }
  return cents;
}

/** What an invoice still asks for: its total less what was paid on it (never below zero). */
export function invoiceBalanceCents(invoice: InvoiceRow, ledger: PaymentRow[]): number {
  if (invoice.status === 'void') return 0;
  return Math.max(0, toCents(invoice.total) - netPaidCents(ledger, invoice.id));
}

/** The job's balance: what was invoiced (not void) less what was paid net of refunds. */
export function jobBalanceCents(invoiceRows: InvoiceRow[], ledger: PaymentRow[]): number {
  const invoiced = invoiceRows
    .filter((invoice) => invoice.status !== 'void')
    .reduce((sum, invoice) => sum + toCents(invoice.total), 0);
  return invoiced - netPaidCents(ledger);
}

export function toInvoice(row: InvoiceRow, ledger: PaymentRow[], today = easternToday()): Invoice {
  const paid = row.status === 'void' ? 0 : netPaidCents(ledger, row.id);
  const balance = invoiceBalanceCents(row, ledger);
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
