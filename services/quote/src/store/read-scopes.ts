import { changedOnCommit, type ServiceContext, type Tx } from '@roofing/platform';

/**
 * The read-version scopes of the quote service's polled reads (conditional-read.ts): each write
 * that changes what one of them answers names its scope changed, so a poll with the current ETag
 * is answered 304 before any query, and the first poll after a change gets the new answer.
 *
 * - `quotes`: the office's quote list and its dashboard tiles (the quotes table).
 * - `money`: the office's money numbers and receivables (invoices, payments and contracts
 *   of every job).
 * - `money:<estimate number>`: one job's money as its portal shows it.
 *
 * The stores name them on the writing transaction, so no caller can forget; a write outside a
 * transaction names them through the context once it is done (`moneyWritten`).
 */
export const QUOTES_SCOPE = 'quotes';
export const MONEY_SCOPE = 'money';
export const jobMoneyScope = (estimateNumber: string) => `money:${estimateNumber}`;

/** A quote row was inserted or changed in `tx`. */
export function quotesChangedIn(tx: Tx): void {
  changedOnCommit(tx, QUOTES_SCOPE);
}

/** An invoice, a ledger row or a contract of the job changed in `tx`. */
export function moneyChangedIn(tx: Tx, estimateNumber: string): void {
  changedOnCommit(tx, MONEY_SCOPE);
  changedOnCommit(tx, jobMoneyScope(estimateNumber));
}

/** The same, after a write made outside a transaction. */
export function moneyWritten(ctx: ServiceContext, estimateNumber: string): void {
  ctx.readVersions.changed(MONEY_SCOPE);
  ctx.readVersions.changed(jobMoneyScope(estimateNumber));
}
