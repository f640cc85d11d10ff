import type { QuoteRequest } from '@roofing/contracts';
import type { Db, Tx } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { type QuoteRow, quotes } from './schema.ts';

/** The quote service's queries: routes and domain code call these, never build their own. */
export function quoteStore(db: Db) {
  // The lookup is the hottest read (track page, portal polling): its SQL is prepared once.
  const byNumber = db
    .select()
    .from(quotes)
    .where(eq(quotes.estimateNumber, sql.placeholder('number')))
    .limit(1)
    .prepare('quote_estimate_by_number');

  return {
    async findByEstimateNumber(estimateNumber: string): Promise<QuoteRow | undefined> {
      const [row] = await byNumber.execute({ number: estimateNumber });
      return row;
    },
    async insert(tx: Tx, request: QuoteRequest, estimateNumber: string): Promise<QuoteRow> {
      const [row] = await tx
        .insert(quotes)
        .values({ ...request, estimateNumber })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}
export type QuoteStore = ReturnType<typeof quoteStore>;
