import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { firstRow, lockFirstRow } from './first-row.ts';
import { moneyChangedIn } from './read-scopes.ts';
import {
  type ContractRow,
  contracts,
  depositTerms,
  type InvoiceRow,
  invoiceNumbers,
  invoices,
  type PaymentRow,
  payments,
  quotes,
  stripeEvents,
} from './schema.ts';

/** The invoices, ledger and deposit terms of each job: the billing domain's queries. */

/**
 * The next invoice number of `year`, taken in the caller's transaction: the year's counter row
 * stays locked until it commits, so two invoices at once get consecutive numbers and a rolled
 * back one gives its number back (gap-free).
 */
export async function nextInvoiceSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceNumbers.year,
      set: { last: sql`${invoiceNumbers.last} + 1` },
    })
    .returning({ last: invoiceNumbers.last });
  if (!row) throw new Error('invoice number counter returned no row');
  return row.last;
}

export async function insertInvoice(
  tx: Tx,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  moneyChangedIn(tx, values.estimateNumber);
  return insertOne(tx, invoices, values);
}

export async function updateInvoice(
  tx: Tx,
  id: number,
  change: Partial<typeof invoices.$inferInsert>,
): Promise<InvoiceRow | undefined> {
  const [row] = await tx.update(invoices).set(change).where(eq(invoices.id, id)).returning();
  if (row) moneyChangedIn(tx, row.estimateNumber);
  return row;
}

/** A job's invoices, oldest first. */
export function invoicesOf(db: Db, estimateNumber: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.estimateNumber, estimateNumber))
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
}

export const invoiceByNumber = (db: Db, number: string): Promise<InvoiceRow | undefined> =>
  firstRow(db, invoices, eq(invoices.number, number));

/** One invoice by its number, locked for the rest of the transaction. */
export const lockInvoice = (tx: Tx, number: string): Promise<InvoiceRow | undefined> =>
  lockFirstRow(tx, invoices, eq(invoices.number, number));

/** A contract's open invoices, locked for the rest of the transaction. */
export function lockOpenInvoicesOfContract(tx: Tx, contractId: number): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.status, 'open')))
    .orderBy(asc(invoices.id))
    .for('update');
}

/** Every invoice not void (receivables and stats read them whole; a roofer has hundreds). */
export function standingInvoices(db: Db): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.status, ['open', 'paid']));
}

/** A job's ledger (payments and refunds), oldest first. */
export function ledgerOf(db: Db, estimateNumber: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.estimateNumber, estimateNumber))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/** Every settled ledger row (paid payments, completed refunds), for the office's totals. */
export function settledLedger(db: Db): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(inArray(payments.status, ['paid', 'refunded']));
}

export const paymentById = (db: Db, id: number): Promise<PaymentRow | undefined> =>
  firstRow(db, payments, eq(payments.id, id));

const ofIntent = (intentId: string) =>
  and(eq(payments.kind, 'payment'), eq(payments.stripePaymentIntentId, intentId));

/** The payment of a Stripe PaymentIntent (one per intent), unlocked. */
export const paymentOfIntent = (db: Db, intentId: string): Promise<PaymentRow | undefined> =>
  firstRow(db, payments, ofIntent(intentId));

/** The payment of a Stripe PaymentIntent (one per intent), locked. */
export const lockPaymentOfIntent = (tx: Tx, intentId: string): Promise<PaymentRow | undefined> =>
  lockFirstRow(tx, payments, ofIntent(intentId));

/** The refund row of a Stripe refund id, locked. */
export const lockRefundOfStripe = (tx: Tx, refundId: string): Promise<PaymentRow | undefined> =>
  lockFirstRow(tx, payments, eq(payments.stripeRefundId, refundId));

export async function insertLedgerRow(
  tx: Tx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  moneyChangedIn(tx, values.estimateNumber);
  return insertOne(tx, payments, values);
}

/**
 * An online attempt, pending; nothing when the webhook already recorded its intent. Written
 * outside a transaction: the caller names the job's money changed (`moneyWritten`).
 */
export async function insertPendingPayment(db: Db, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values).onConflictDoNothing();
}

export async function updateLedgerRow(
  tx: Tx,
  id: number,
  change: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(change).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`ledger row ${id} vanished`);
  moneyChangedIn(tx, row.estimateNumber);
  return row;
}

/** What the office's lists need of a contract (not its document or signatures). */
export type ContractFacts = Pick<
  ContractRow,
  'estimateNumber' | 'version' | 'status' | 'contractPrice' | 'permitApplyBy' | 'workStartBy'
>;

/** Every job's newest contract, by estimate number. */
export async function newestContracts(db: Db): Promise<Map<string, ContractFacts>> {
  const rows = await db
    .select({
      estimateNumber: contracts.estimateNumber,
      version: contracts.version,
      status: contracts.status,
      contractPrice: contracts.contractPrice,
      permitApplyBy: contracts.permitApplyBy,
      workStartBy: contracts.workStartBy,
    })
    .from(contracts)
    .orderBy(asc(contracts.version));
  return new Map(rows.map((row) => [row.estimateNumber, row]));
}

export async function saveDepositTerms(tx: Tx, values: typeof depositTerms.$inferInsert) {
  await tx
    .insert(depositTerms)
    .values(values)
    .onConflictDoUpdate({
      target: depositTerms.quoteId,
      set: {
        kind: values.kind,
        percent: values.percent ?? null,
        amount: values.amount ?? null,
        setBy: values.setBy,
        updatedAt: new Date(),
      },
    });
}

/** The customers' names of these jobs. */
export async function customerNames(db: Db, estimateNumbers: string[]) {
  if (estimateNumbers.length === 0) return new Map<string, { id: number; name: string }>();
  const rows = await db
    .select({
      id: quotes.id,
      estimateNumber: quotes.estimateNumber,
      firstName: quotes.firstName,
      lastName: quotes.lastName,
    })
    .from(quotes)
    .where(inArray(quotes.estimateNumber, estimateNumbers));
  return new Map(
    rows.map((row) => [
      row.estimateNumber,
      { id: row.id, name: `${row.firstName} ${row.lastName}` },
    ]),
  );
}

/** Records a Stripe event's id; false when it was already handled (a repeated delivery). */
export async function firstDelivery(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id, type: type.slice(0, 60) })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}
