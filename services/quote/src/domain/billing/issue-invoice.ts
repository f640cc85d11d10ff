import type { ServiceContext, Tx } from '@roofing/platform';
import type { ContractRow, InvoiceRow } from '../../store/billing-schema.ts';

/*
 * PLACEHOLDER: the ledger helper owns this file (invoice numbering, lines, tax, the
 * quote.invoice.issued and quote.invoice.settled events) and replaces it at merge. Until then
 * these issue and void nothing: the contract flow calls them where the real ones belong.
 */

/** Issues the contract's deposit invoice, in the signing transaction. */
export async function issueDepositInvoice(
  _ctx: ServiceContext,
  _tx: Tx,
  _contract: ContractRow,
  _actor: string,
): Promise<InvoiceRow | undefined> {
  return undefined;
}

/** Voids the contract's open invoices, in the cancelling transaction. */
export async function voidOpenInvoices(
  _ctx: ServiceContext,
  _tx: Tx,
  _contractId: number,
  _actor: string,
): Promise<void> {}
