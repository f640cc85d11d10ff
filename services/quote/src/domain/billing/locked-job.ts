import {
  type Db,
  notFound,
  rowsById,
  type ServiceContext,
  type TableWithId,
  type Tx,
} from '@roofing/platform';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/**
 * A record kept on a job (its claim, its permit) and the job, locked in the order every writer of
 * the job takes them: the job first, then the record; 404 with `missing` when there is no such
 * record. Read inside the transaction (on PGlite a read beside it would wait for it).
 */
export async function lockJobRecord<T extends TableWithId & { quoteId: PgColumn }>(
  ctx: ServiceContext,
  tx: Tx,
  table: T,
  id: number,
  missing: string,
): Promise<{ quote: QuoteRow; row: T['$inferSelect'] }> {
  const rows = rowsById(tx as Db, table);
  const found = (await rows.findById(id)) as { quoteId: number } | undefined;
  if (!found) throw notFound(missing);
  const quote = await lockJobById(ctx, tx, found.quoteId);
  const row = await rows.lockById(tx, id);
  if (!row) throw notFound(missing);
  return { quote, row };
}
