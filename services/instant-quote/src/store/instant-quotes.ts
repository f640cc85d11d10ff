import type { InstantQuoteListQuery } from '@roofing/contracts';
import {
  changedOnCommit,
  type Db,
  insertOne,
  newestFirstPage,
  rowsById,
  type Tx,
} from '@roofing/platform';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type InstantQuoteRow, instantQuotes } from './schema.ts';

export type NewInstantQuote = typeof instantQuotes.$inferInsert;

/**
 * The read-version scope of the office's instant-quote list (conditional-read.ts): every insert
 * and update names it changed on its transaction, so the polled list answers 304 until then.
 */
export const INSTANT_QUOTES_SCOPE = 'instant-quotes';

/** The instant-quote service's queries. */
export function instantQuoteStore(db: Db) {
  // The public lookup is the hot read (the Track Quote mode): prepared once.
  const byNumber = db
    .select()
    .from(instantQuotes)
    .where(eq(instantQuotes.estimateNumber, sql.placeholder('number')))
    .limit(1)
    .prepare('instant_quote_by_number');

  function listFilter(query: InstantQuoteListQuery): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(instantQuotes.status, query.status));
    if (query.needsReview !== undefined)
      conditions.push(eq(instantQuotes.needsReview, query.needsReview));
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const byId = rowsById(db, instantQuotes, { readScope: INSTANT_QUOTES_SCOPE });

  return {
    async insert(tx: Tx, values: NewInstantQuote): Promise<InstantQuoteRow> {
      changedOnCommit(tx, INSTANT_QUOTES_SCOPE);
      return insertOne(tx, instantQuotes, values);
    },
    async findByNumber(estimateNumber: string): Promise<InstantQuoteRow | undefined> {
      const [row] = await byNumber.execute({ number: estimateNumber });
      return row;
    },
    /** Locks the row for the rest of the transaction (two conversions at once queue up). */
    lockByNumber(tx: Tx, estimateNumber: string): Promise<InstantQuoteRow | undefined> {
      return byId.lockWhere(tx, eq(instantQuotes.estimateNumber, estimateNumber));
    },
    update: byId.update,
    /** One page of the office's list, newest first, and how many match in all. */
    async list(query: InstantQuoteListQuery): Promise<{ rows: InstantQuoteRow[]; total: number }> {
      const where = listFilter(query);
      return newestFirstPage(db, instantQuotes, instantQuotes, where, query);
    },
  };
}
export type InstantQuoteStore = ReturnType<typeof instantQuoteStore>;
