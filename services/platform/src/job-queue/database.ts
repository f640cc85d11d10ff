import { fileURLToPath } from 'node:url';
import { and, asc, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../database/index.ts';
import type { Logger } from '../logger.ts';
import { nextDueMs } from './next-due.ts';
import { jobs } from './schema.ts';
import {
  backoffDelayMs,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  type JobCounts,
  type JobHandler,
  type JobQueue,
  type JobState,
  KEEP_COMPLETED,
  KEEP_FAILED,
  PermanentJobError,
} from './types.ts';

export const JOB_QUEUE_MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

/** How long a worker owns a job it took; a job still active after that is taken again. */
const LOCK_SECONDS = 120;
/** How often an idle worker looks at its queue right after work or a wake-up. */
const POLL_MS = 200;
/**
 * Without notifications, the longest wait between looks once a queue has stayed empty: the wait
 * doubles from POLL_MS on every empty look, and enqueues in this process wake the worker at once.
 */
const IDLE_POLL_MAX_MS = 3_000;
/**
 * With notifications (the usual case): every enqueue NOTIFYs JOBS_CHANNEL as its transaction
 * commits, in whichever process, so an empty queue is looked at only when the next job falls due
 * (a delayed job, a retry, an expired lock) or, as a safety net, this often (issue 26).
 */
const SAFETY_LOOK_MS = 30_000;
/** The channel enqueues notify, with the queue's name as payload. */
export const JOBS_CHANNEL = 'platform_jobs';

/**
 * Tells every worker of `queue` on this database to look now: sent inside a transaction it is
 * heard when that commits (a rollback tells no one). Enqueue and retry send it; so must anything
 * that makes a job due by hand (a test moving a delayed job forward).
 */
export async function wakeQueue(db: { execute(query: SQL): Promise<unknown> }, queue: string) {
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${queue})`);
}
/** The longest delay setTimeout takes (2^31 - 1 ms); a longer one fires at once, with a warning. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The job queue of the embedded setup, kept in the database (platform.jobs) so a restart loses
 * nothing: waiting and retrying jobs survive, and a job that was running when the process died
 * is taken again once its lock expires. Same contract as BullMQ: ids deduplicate, failures retry
 * with exponential backoff, a job that runs out of attempts stays in the failed state.
 */
export function createDatabaseJobQueue(
  db: Db,
  logger: Logger,
  options: {
    /** Notifications from the database (Database.listen); without them the queue polls. */
    listen?: Database['listen'];
    /** The safety-net look's interval while notifications work (default 30 s). */
    safetyLookMs?: number;
  } = {},
): JobQueue {
  const safetyLookMs = options.safetyLookMs ?? SAFETY_LOOK_MS;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const wakers = new Map<string, () => void>();
  let closed = false;
  /** Listening on JOBS_CHANNEL (started with the first processed queue). */
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;
  function listenOnce() {
    const listen = options.listen;
    listening ??= listen
      ? listen(JOBS_CHANNEL, (queue) => {
          if (queue !== undefined) wakers.get(queue)?.();
          else for (const wake of wakers.values()) wake(); // some may have been missed
        }).catch((error) => {
          logger.warn({ err: error }, 'no job notifications; the queue polls instead');
          return undefined;
        })
      : Promise.resolve(undefined);
    return listening;
  }

  async function claim(queue: string, limit: number) {
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.queue, queue),
          or(
            and(eq(jobs.state, 'waiting'), lt(jobs.runAt, sql`now()`)),
            and(eq(jobs.state, 'active'), lt(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return (
      db
        .update(jobs)
        .set({
          state: 'active',
          attemptsMade: sql`${jobs.attemptsMade} + 1`,
          lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
        })
        // `= any(array(…))`, not `in (…)`: PostgreSQL may run an IN subquery more than once (a
        // semi-join rescanned), and with SKIP LOCKED each run can pick other rows, so more than
        // `limit` jobs were claimed (4 at a concurrency of 3, seen from a mail server's side).
        // An array subquery is evaluated once.
        .where(and(eq(jobs.queue, queue), sql`${jobs.id} = any(array(${due}))`))
        .returning()
    );
  }

  async function run(queue: string, handler: JobHandler, job: typeof jobs.$inferSelect) {
    const key = and(eq(jobs.queue, queue), eq(jobs.id, job.id));
    try {
      await handler({ id: job.id, name: job.name, data: job.data, attempt: job.attemptsMade });
      await db
        .update(jobs)
        .set({ state: 'completed', finishedAt: new Date(), lockedUntil: null, lastError: null })
        .where(key);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const correlationId = (job.data as { correlationId?: unknown } | null)?.correlationId;
      if (job.attemptsMade >= job.maxAttempts || error instanceof PermanentJobError) {
        logger.error({ err: error, queue, jobId: job.id, correlationId }, 'job failed for good');
        await db
          .update(jobs)
          .set({ state: 'failed', finishedAt: new Date(), lockedUntil: null, lastError: reason })
          .where(key);
        return;
      }
      const delay = backoffDelayMs(job.backoffMs, job.attemptsMade);
      logger.warn(
        {
          err: error,
          queue,
          jobId: job.id,
          correlationId,
          attempt: job.attemptsMade,
          retryInMs: delay,
        },
        'job failed; will retry',
      );
      await db
        .update(jobs)
        .set({
          state: 'waiting',
          lockedUntil: null,
          lastError: reason,
          runAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(key);
      schedule(queue, delay);
    }
  }

  function schedule(queue: string, delay: number) {
    if (closed) return;
    // A timer only wakes the poller early (the row's run_at decides); Node cannot wait more than
    // about 24.8 days at once (an overdue reminder waits weeks), and the poll covers the rest.
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        wakers.get(queue)?.();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
    timers.add(timer);
  }

  return {
    kind: 'database',
    async enqueue(queue, name, data, options) {
      if (closed) throw new Error('job queue is closed');
      const target = options.tx ?? db;
      await target
        .insert(jobs)
        .values({
          queue,
          id: options.id,
          name,
          data: data as object,
          maxAttempts: options.attempts ?? DEFAULT_ATTEMPTS,
          backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
          runAt: options.delayMs
            ? sql`now() + make_interval(secs => ${options.delayMs / 1000})`
            : undefined,
        })
        .onConflictDoNothing();
      // Every worker on this database hears of it once the transaction commits (not before).
      await wakeQueue(target, queue);
      // Woken at once (a job enqueued inside a transaction is seen once that commits), or when due.
      if (options.delayMs) schedule(queue, options.delayMs);
      else queueMicrotask(() => wakers.get(queue)?.());
    },
    async process(queue, handler, options) {
      const concurrency = options?.concurrency ?? 5;
      const notified = (await listenOnce()) !== undefined;
      let active = 0;
      let polling = false;
      let again = false;
      /** Whether the last look found jobs to run (the next look then comes soon). */
      let busy = false;
      const poll = async () => {
        if (closed) return;
        if (polling) {
          again = true;
          return;
        }
        polling = true;
        try {
          do {
            again = false;
            const free = concurrency - active;
            if (free <= 0) break;
            const claimed = await claim(queue, free);
            if (claimed.length > 0) busy = true;
            for (const job of claimed) {
              active++;
              const task = run(queue, handler, job)
                .catch((error) =>
                  logger.error({ err: error, queue, jobId: job.id }, 'job bookkeeping failed'),
                )
                .finally(() => {
                  active--;
                  running.delete(task);
                  void poll();
                });
              running.add(task);
            }
            if (claimed.length === free) again = true;
          } while (again && !closed);
        } catch (error) {
          logger.warn({ err: error, queue }, 'could not read the job queue; retrying');
        } finally {
          polling = false;
        }
      };
      // The next look: soon while there is work. Once the queue is empty, with notifications when
      // the next job falls due or after SAFETY_LOOK_MS; without, less and less often (POLL_MS
      // doubling up to IDLE_POLL_MAX_MS).
      let wait = POLL_MS;
      let next: NodeJS.Timeout | undefined;
      const tick = () => {
        if (closed) return;
        busy = active > 0;
        void poll().finally(async () => {
          if (closed) return;
          if (busy) wait = POLL_MS;
          else if (!notified) wait = Math.min(IDLE_POLL_MAX_MS, wait * 2);
          else {
            const due = await nextDueMs(db, queue).catch(() => undefined);
            wait =
              due === undefined ? safetyLookMs : Math.min(safetyLookMs, Math.max(20, due + 20));
          }
          if (closed) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (next === timer) next = undefined;
            tick();
          }, wait);
          if (next) {
            clearTimeout(next);
            timers.delete(next);
          }
          next = timer;
          timers.add(timer);
        });
      };
      wakers.set(queue, () => {
        // Work may be on its way: look now (without notifications, keep looking often a while).
        wait = POLL_MS / 2;
        if (next) {
          clearTimeout(next);
          timers.delete(next);
          next = undefined;
        }
        tick();
      });
      tick();
      // Finished jobs are kept for a while (ids deduplicate late repeats), then pruned.
      await db
        .delete(jobs)
        .where(
          and(
            eq(jobs.queue, queue),
            or(
              and(
                eq(jobs.state, 'completed'),
                lt(jobs.finishedAt, sql`now() - make_interval(hours => ${KEEP_COMPLETED.hours})`),
              ),
              and(
                eq(jobs.state, 'failed'),
                lt(jobs.finishedAt, sql`now() - make_interval(hours => ${KEEP_FAILED.hours})`),
              ),
            ),
          ),
        );
    },
    async counts(queue) {
      const rows = await db
        .select({ state: jobs.state, runAt: jobs.runAt, n: count() })
        .from(jobs)
        .where(eq(jobs.queue, queue))
        .groupBy(jobs.state, jobs.runAt);
      const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
      const now = Date.now();
      for (const row of rows) {
        const state = row.state === 'waiting' && row.runAt.getTime() > now ? 'delayed' : row.state;
        if (state in counts) counts[state as keyof JobCounts] += Number(row.n);
      }
      return counts;
    },
    async failed(queue) {
      const rows = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, queue), eq(jobs.state, 'failed')))
        .orderBy(desc(jobs.finishedAt))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        attempts: row.attemptsMade,
        reason: row.lastError ?? '',
        failedAt: row.finishedAt?.toISOString() ?? '',
      }));
    },
    async state(queue, id) {
      const [row] = await db
        .select({ state: jobs.state, runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.queue, queue), eq(jobs.id, id)))
        .limit(1);
      if (!row) return 'missing';
      if (row.state === 'waiting' && row.runAt.getTime() > Date.now()) return 'delayed';
      return row.state as JobState;
    },
    async ping() {
      return !closed;
    },
    async close() {
      closed = true;
      await (await listening)?.().catch(() => {});
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Let running jobs finish (and record it) so no e-mail is cut in half.
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => setTimeout(resolve, 5000).unref()),
      ]);
    },
  };
}
