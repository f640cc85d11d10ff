import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database/index.ts';
import { jobs } from './schema.ts';

/**
 * Milliseconds until a queue's next job falls due in the database queue: a delayed job, a retry,
 * or the lock of an active job whose worker may have died. Undefined when the queue holds none.
 * An idle worker sleeps until then instead of polling (issue 26).
 */
export async function nextDueMs(db: Db, queue: string): Promise<number | undefined> {
  const [row] = await db
    .select({
      ms: sql<number | null>`extract(epoch from min(
        case when ${jobs.state} = 'waiting' then ${jobs.runAt} else ${jobs.lockedUntil} end
      ) - now()) * 1000`,
    })
    .from(jobs)
    .where(and(eq(jobs.queue, queue), inArray(jobs.state, ['waiting', 'active'])));
  return row?.ms === null || row?.ms === undefined ? undefined : Number(row.ms);
}
