import type { QuoteListQuery, QuoteRequest, TextConsent } from '@roofing/contracts';
import { type Db, insertOne, newestFirstPage, rowsById, type Tx } from '@roofing/platform';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { quotesChangedIn } from './read-scopes.ts';
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

  /** The filter of the staff list: a status, and a search over number, names, e-mail, city. */
  function listFilter(query: Pick<QuoteListQuery, 'search' | 'status'>): SQL | undefined {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(quotes.status, query.status));
    if (query.search) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const match = or(
        ilike(quotes.estimateNumber, pattern),
        ilike(quotes.firstName, pattern),
        ilike(quotes.lastName, pattern),
        ilike(sql`${quotes.firstName} || ' ' || ${quotes.lastName}`, pattern),
        ilike(quotes.email, pattern),
        ilike(quotes.city, pattern),
      );
      if (match) conditions.push(match);
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const byId = rowsById(db, quotes);

  return {
    /** One page of the staff list, newest first, and how many match in all. */
    async list(query: QuoteListQuery): Promise<{ rows: QuoteRow[]; total: number }> {
      return newestFirstPage(db, quotes, quotes, listFilter(query), query);
    },
    findById: byId.findById,
    async update(tx: Tx, id: number, values: Partial<QuoteRow>): Promise<QuoteRow | undefined> {
      quotesChangedIn(tx);
      return byId.update(tx, id, values);
    },
    /** Locks the row for the rest of the transaction (two staff editing at once queue up). */
    lockById: byId.lockById,
    lockByEstimateNumber(tx: Tx, estimateNumber: string): Promise<QuoteRow | undefined> {
      return byId.lockWhere(tx, eq(quotes.estimateNumber, estimateNumber));
    },
    /** The dashboard's numbers in one pass over the table. */
    async stats() {
      const [row] = await db
        .select({
          newThisWeek: sql<number>`count(*) filter (where ${quotes.createdAt} > now() - interval '7 days')::int`,
          // When the count next falls: the oldest of those turns eight days old.
          oldestNewThisWeekMs: sql<
            number | null
          >`(extract(epoch from min(${quotes.createdAt}) filter (where ${quotes.createdAt} > now() - interval '7 days')) * 1000)::float8`,
          awaitingEstimate: sql<number>`count(*) filter (where ${quotes.status} in ('quote_requested', 'site_visit_scheduled'))::int`,
          estimatesOut: sql<number>`count(*) filter (where ${quotes.status} = 'estimate_prepared')::int`,
          accepted: sql<number>`count(*) filter (where ${quotes.status} in ('accepted', 'in_progress', 'completed'))::int`,
          declined: sql<number>`count(*) filter (where ${quotes.status} = 'declined')::int`,
          pipelineValue: sql<string>`coalesce(sum(${quotes.estimateAmount}) filter (where ${quotes.status} in ('estimate_prepared', 'accepted', 'in_progress')), 0)::numeric(12,2)::text`,
        })
        .from(quotes);
      return row;
    },
    async findByEstimateNumber(estimateNumber: string): Promise<QuoteRow | undefined> {
      const [row] = await byNumber.execute({ number: estimateNumber });
      return row;
    },
    async insert(
      tx: Tx,
      request: Omit<QuoteRequest, 'textUpdates'> & { textConsent: TextConsent | null },
      estimateNumber: string,
    ): Promise<QuoteRow> {
      // Inside a savepoint, the caller names the change on the outer transaction too.
      quotesChangedIn(tx);
      return insertOne(tx, quotes, { ...request, estimateNumber });
    },
  };
}
export type QuoteStore = ReturnType<typeof quoteStore>;
