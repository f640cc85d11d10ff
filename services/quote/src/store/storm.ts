import type { Db, Tx } from '@roofing/platform';
import { desc, sql } from 'drizzle-orm';
import { WAITING_INSPECTION_STATUS } from './inspection-requests-waiting.ts';
import { quotesChangedIn } from './read-scopes.ts';
import {
  inspectionRequestsWaiting,
  quotes,
  serviceRequests,
  stormBannerChanges,
} from './schema.ts';

/** Storm mode's rows: the banner's switches and the status page's figures. */
export function stormStore(db: Db) {
  return {
    /** The newest switch: the banner as it stands (undefined: never switched). */
    async latest(reader: Db | Tx = db) {
      const [row] = await reader
        .select()
        .from(stormBannerChanges)
        .orderBy(desc(stormBannerChanges.changedAt), desc(stormBannerChanges.id))
        .limit(1);
      return row;
    },
    /** A switch; the office's quote list is ordered by it, so its read version moves too. */
    async insert(tx: Tx, values: typeof stormBannerChanges.$inferInsert) {
      const [row] = await tx.insert(stormBannerChanges).values(values).returning();
      if (!row) throw new Error('storm banner change not stored');
      quotesChangedIn(tx);
      return row;
    },
    /**
     * Requests waiting for the office (quotes never contacted, service requests still open,
     * inspection requests still pending in the copy kept from the lead service's events) and the
     * median minutes from request to first contact over the recent window.
     */
    async figures(windowDays: number) {
      const since = sql`now() - make_interval(days => ${windowDays})`;
      const [waitingQuotes, callback, open, inspections] = await Promise.all([
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(quotes)
          .where(sql`${quotes.status} = 'quote_requested'`),
        db
          .select({
            sample: sql<number>`count(*)::int`,
            medianSeconds: sql<
              number | null
            >`percentile_cont(0.5) within group (order by extract(epoch from ${quotes.firstContactedAt} - ${quotes.createdAt}))::float8`,
          })
          .from(quotes)
          .where(sql`${quotes.firstContactedAt} is not null and ${quotes.createdAt} >= ${since}`),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(serviceRequests)
          .where(sql`${serviceRequests.status} = 'open'`),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(inspectionRequestsWaiting)
          .where(sql`${inspectionRequestsWaiting.status} = ${WAITING_INSPECTION_STATUS}`),
      ]);
      return {
        quotes: waitingQuotes[0]?.count ?? 0,
        serviceRequests: open[0]?.count ?? 0,
        inspectionRequests: inspections[0]?.count ?? 0,
        sample: callback[0]?.sample ?? 0,
        medianSeconds: callback[0]?.medianSeconds ?? null,
      };
    },
  };
}
export type StormStore = ReturnType<typeof stormStore>;
