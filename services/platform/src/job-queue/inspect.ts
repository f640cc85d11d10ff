import { type Job as BullJob, Queue } from 'bullmq';
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Db } from '../database/index.ts';
import type { Logger } from '../logger.ts';
import { wakeQueue } from './database.ts';
import { jobs } from './schema.ts';
import type { JobCounts } from './types.ts';

/** One job as the operations dashboard shows it. */
export interface InspectedJob {
  id: string;
  name: string;
  attemptsMade: number;
  maxAttempts: number | null;
  error: string | null;
  /** When it runs (waiting, delayed), started (active) or ended (completed, failed). */
  at: string | null;
}

export interface QueueInspection {
  name: string;
  counts: JobCounts;
  waiting: InspectedJob[];
  active: InspectedJob[];
  delayed: InspectedJob[];
  completed: InspectedJob[];
  failed: InspectedJob[];
}

/**
 * A read-mostly view of the job queues for operations (issue 26), apart from the queue the
 * workers use: it lists each state's jobs and puts a dead letter (a failed job) back to wait.
 */
export interface JobQueueInspector {
  readonly kind: 'database' | 'bullmq';
  inspect(queue: string, limit: number): Promise<QueueInspection>;
  /** A failed job back to waiting with its attempts reset; false when no such failed job. */
  retry(queue: string, id: string): Promise<boolean>;
  /** BullMQ's queues (for bull-board); empty for the database queue. */
  bullQueues(): Queue[];
  close(): Promise<void>;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The embedded queue: rows of platform.jobs. */
export function databaseQueueInspector(db: Db): JobQueueInspector {
  type Row = typeof jobs.$inferSelect;
  const shown = (row: Row, at: Date | null): InspectedJob => ({
    id: row.id,
    name: row.name,
    attemptsMade: row.attemptsMade,
    maxAttempts: row.maxAttempts,
    error: row.lastError,
    at: iso(at),
  });
  const due = sql`now()`;
  return {
    kind: 'database',
    async inspect(queue, limit) {
      const inQueue = eq(jobs.queue, queue);
      const rows = await db
        .select({
          state: jobs.state,
          delayed: sql<boolean>`(${jobs.state} = 'waiting' and ${jobs.runAt} > now())`,
          n: count(),
        })
        .from(jobs)
        .where(inQueue)
        .groupBy(jobs.state, sql`2`);
      const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
      for (const row of rows) {
        const state = row.delayed ? 'delayed' : row.state;
        if (state in counts) counts[state as keyof JobCounts] += Number(row.n);
      }
      const list = (where: ReturnType<typeof and>, order: ReturnType<typeof asc>) =>
        db.select().from(jobs).where(where).orderBy(order).limit(limit);
      const [waiting, active, delayed, completed, failed] = await Promise.all([
        list(and(inQueue, eq(jobs.state, 'waiting'), lte(jobs.runAt, due)), asc(jobs.runAt)),
        list(and(inQueue, eq(jobs.state, 'active')), asc(jobs.lockedUntil)),
        list(and(inQueue, eq(jobs.state, 'waiting'), gt(jobs.runAt, due)), asc(jobs.runAt)),
        list(and(inQueue, eq(jobs.state, 'completed')), desc(jobs.finishedAt)),
        list(and(inQueue, eq(jobs.state, 'failed')), desc(jobs.finishedAt)),
      ]);
      return {
        name: queue,
        counts,
        waiting: waiting.map((row) => shown(row, row.runAt)),
        active: active.map((row) => shown(row, row.lockedUntil)),
        delayed: delayed.map((row) => shown(row, row.runAt)),
        completed: completed.map((row) => ({ ...shown(row, row.finishedAt), error: null })),
        failed: failed.map((row) => shown(row, row.finishedAt)),
      };
    },
    async retry(queue, id) {
      const retried = await db
        .update(jobs)
        .set({
          state: 'waiting',
          attemptsMade: 0,
          runAt: sql`now()`,
          finishedAt: null,
          lockedUntil: null,
        })
        .where(and(eq(jobs.queue, queue), eq(jobs.id, id), eq(jobs.state, 'failed')))
        .returning({ id: jobs.id });
      // Tell the queue's workers, as an enqueue does (database.ts): an idle worker sleeps until
      // its next due job, up to its safety look (30 s), and would not see a retried job sooner.
      if (retried.length > 0) await wakeQueue(db, queue);
      return retried.length > 0;
    },
    bullQueues: () => [],
    async close() {},
  };
}

/** The distributed queue: BullMQ's own reads on Redis, under the workers' prefix. */
export function bullmqQueueInspector(options: {
  url: string;
  prefix: string;
  queues: readonly string[];
  logger: Logger;
}): JobQueueInspector {
  const connection = new Redis(options.url, { maxRetriesPerRequest: 3 });
  connection.on('error', (error) => options.logger.debug({ err: error }, 'redis inspector error'));
  const queues = new Map(
    options.queues.map((name) => [name, new Queue(name, { connection, prefix: options.prefix })]),
  );
  const queueOf = (name: string) => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`unknown queue ${name}`);
    return queue;
  };
  const at = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);
  const shown = (job: BullJob, when: number | undefined): InspectedJob => ({
    id: job.id ?? '',
    name: job.name,
    attemptsMade: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? null,
    error: job.failedReason || null,
    at: at(when),
  });
  return {
    kind: 'bullmq',
    async inspect(name, limit) {
      const queue = queueOf(name);
      const last = limit - 1;
      const [counts, waiting, active, delayed, completed, failed] = await Promise.all([
        queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed'),
        queue.getWaiting(0, last),
        queue.getActive(0, last),
        queue.getDelayed(0, last),
        queue.getCompleted(0, last),
        queue.getFailed(0, last),
      ]);
      return {
        name,
        counts: {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          completed: counts.completed ?? 0,
          failed: counts.failed ?? 0,
        },
        waiting: waiting.map((job) => shown(job, job.timestamp)),
        active: active.map((job) => shown(job, job.processedOn)),
        delayed: delayed.map((job) => shown(job, job.timestamp + (job.opts.delay ?? 0))),
        completed: completed.map((job) => ({ ...shown(job, job.finishedOn), error: null })),
        failed: failed.map((job) => shown(job, job.finishedOn)),
      };
    },
    async retry(name, id) {
      const job = await queueOf(name).getJob(id);
      if (!job || !(await job.isFailed())) return false;
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    },
    bullQueues: () => [...queues.values()],
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
