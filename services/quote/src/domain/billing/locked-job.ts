import { notFound, type ServiceContext, type Tx } from '@roofing/platform';
import { quoteStore } from '../../store/quotes.ts';
import type { QuoteRow } from '../../store/schema.ts';

/**
 * The job of a quote id, locked for the rest of the transaction (each job's money and contract
 * are written one change at a time: two staff at once are checked against each other), or 404.
 */
export async function lockJobById(ctx: ServiceContext, tx: Tx, quoteId: number): Promise<QuoteRow> {
  const quote = await quoteStore(ctx.db).lockById(tx, quoteId);
  if (!quote) throw notFound('No quote with that id.');
  return quote;
}
