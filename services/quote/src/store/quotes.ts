import {
  INSTANT_QUOTE_NUMBER_PATTERN,
  type QuoteListQuery,
  type QuoteRequest,
  STORM_PRIORITY_REQUEST_STATUSES,
  STORM_PRIORITY_REQUEST_TYPES,
  type TextConsent,
} from '@roofing/contracts';
import { type Db, insertOne, newestFirstPage, rowsById, type Tx } from '@roofing/platform';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  min,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { QUOTES_SCOPE, quotesChangedIn } from './read-scopes.ts';
import { type QuoteRow, quotes, serviceRequests } from './schema.ts';

/** A quote of the office's list with when its oldest active leak came in (null: none, or calm). */
export type ListedQuoteRow = QuoteRow & { priorityRequestedAt: Date | null };

/** Service requests for an active leak: a leak or storm damage, still open or in progress. */
const activeLeak = () =>
  and(
    inArray(serviceRequests.requestType, [...STORM_PRIORITY_REQUEST_TYPES]),
    inArray(serviceRequests.status, [...STORM_PRIORITY_REQUEST_STATUSES]),
  );

/** The quote service's queries: routes and domain code call these, never build their own. */
export function quoteStore(db: Db) {
  // The lookup is the hottest read (track page, portal polling): its SQL is prepared once.
  const byNumber = db
    .select()
    .from(quotes)
    .where(eq(quotes.estimateNumber, sql.placeholder('number')))
    .limit(1)
    .prepare('quote_estimate_by_number');

  /**
   * The filter of the staff list: a status, and a search over number, names, e-mail, city (and an
   * instant quote's number, for the request it became).
   */
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
        // An instant quote's number finds the quote request it was converted into.
        INSTANT_QUOTE_NUMBER_PATTERN.test(query.search.trim().toUpperCase())
          ? ilike(
              quotes.projectDescription,
              `Converted from instant quote ${query.search.trim().toUpperCase()} %`,
            )
          : undefined,
      );
      if (match) conditions.push(match);
    }
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  const byId = rowsById(db, quotes, { readScope: QUOTES_SCOPE });

  return {
    /**
     * One page of the staff list and how many match in all: newest first, or, during a storm
     * (`storm`), the quotes with an active leak first (the oldest waiting request first), each
     * with when that request came in.
     */
    async list(
      query: QuoteListQuery,
      storm = false,
    ): Promise<{ rows: ListedQuoteRow[]; total: number }> {
      const where = listFilter(query);
      if (!storm) {
        const page = await newestFirstPage(db, quotes, quotes, where, query);
        return { ...page, rows: page.rows.map((row) => ({ ...row, priorityRequestedAt: null })) };
      }
      const waiting = db
        .select({
          estimateNumber: serviceRequests.estimateNumber,
          requestedAt: min(serviceRequests.createdAt).as('requested_at'),
        })
        .from(serviceRequests)
        .where(activeLeak())
        .groupBy(serviceRequests.estimateNumber)
        .as('waiting');
      const [rows, [totalRow]] = await Promise.all([
        db
          .select({ ...getTableColumns(quotes), priorityRequestedAt: waiting.requestedAt })
          .from(quotes)
          .leftJoin(waiting, eq(waiting.estimateNumber, quotes.estimateNumber))
          .where(where)
          .orderBy(
            sql`${waiting.requestedAt} asc nulls last`,
            desc(quotes.createdAt),
            desc(quotes.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(quotes).where(where),
      ]);
      return {
        rows: rows.map((row) => ({
          ...row,
          priorityRequestedAt: row.priorityRequestedAt ? new Date(row.priorityRequestedAt) : null,
        })),
        total: Number(totalRow?.n ?? 0),
      };
    },
    /** When the job's oldest active leak came in (null: none). */
    async oldestActiveLeak(estimateNumber: string): Promise<Date | null> {
      const [row] = await db
        .select({ requestedAt: min(serviceRequests.createdAt) })
        .from(serviceRequests)
        .where(and(eq(serviceRequests.estimateNumber, estimateNumber), activeLeak()));
      return row?.requestedAt ? new Date(row.requestedAt) : null;
    },
    findById: byId.findById,
    update: byId.update,
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
