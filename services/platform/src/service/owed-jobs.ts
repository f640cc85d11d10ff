import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../database/index.ts';
import type { OwedJobsTable } from '../database/outbox-inbox-tables.ts';
import type { JobOptions, JobQueue } from '../job-queue/types.ts';
import type { Logger } from '../logger.ts';

export interface OwedJob {
  queue: string;
  name: string;
  data: unknown;
  options: JobOptions;
}

/** Records a job as owed (once: the same id again changes nothing). */
export async function recordOwedJob(db: Db | Tx, table: OwedJobsTable, job: OwedJob) {
  await db
    .insert(table)
    .values({
      id: job.options.id,
      queue: job.queue,
      name: job.name,
      data: job.data,
      attempts: job.options.attempts ?? null,
      backoffMs: job.options.backoffMs ?? null,
      runAfter: new Date(Date.now() + (job.options.delayMs ?? 0)),
    })
    .onConflictDoNothing();
}

/**
 * Jobs that succeeded, settled in one statement (the queue processor gathers the jobs that end
 * side by side: one round trip and one commit for all of them).
 */
export async function settleOwedJobs(db: Db, table: OwedJobsTable, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(table)
    .set({ doneAt: sql`now()`, failedReason: null })
    .where(and(inArray(table.id, ids), isNull(table.doneAt)));
}

/** The job ran to its end: succeeded, or (with a reason) failed for good. */
export async function settleOwedJob(
  db: Db,
  table: OwedJobsTable,
  id: string,
  failedReason?: string,
) {
  await db
    .update(table)
    .set({ doneAt: sql`now()`, failedReason: failedReason?.slice(0, 2000) ?? null })
    .where(and(eq(table.id, id), isNull(table.doneAt)));
}

export interface SweepResult {
  checked: number;
  requeued: number;
  settled: number;
}

/**
 * Looks at owed jobs older than `graceMs` that are not done, a batch at a time (replicas take
 * different rows): a job the queue no longer knows is enqueued again under its own id; one the
 * queue finished is settled here (its worker died before it could say so). Jobs still waiting or
 * running are left alone until the next look.
 */
export async function sweepOwedJobs(options: {
  db: Db;
  table: OwedJobsTable;
  jobs: JobQueue;
  logger: Logger;
  graceMs: number;
  batch?: number;
}): Promise<SweepResult> {
  const { db, table, jobs, logger, graceMs } = options;
  const result: SweepResult = { checked: 0, requeued: 0, settled: 0 };
  const due = sql`now() - make_interval(secs => ${graceMs / 1000})`;
  await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(table)
      .where(
        and(
          isNull(table.doneAt),
          lt(table.runAfter, due),
          or(isNull(table.checkedAt), lt(table.checkedAt, due)),
        ),
      )
      .orderBy(asc(table.createdAt))
      .limit(options.batch ?? 200)
      .for('update', { skipLocked: true });
    for (const row of rows) {
      result.checked++;
      const state = await jobs.state(row.queue, row.id);
      if (state === 'completed' || state === 'failed') {
        await tx
          .update(table)
          .set({
            doneAt: sql`now()`,
            checkedAt: sql`now()`,
            failedReason:
              state === 'failed' ? 'failed in the job queue (see its failed list)' : null,
          })
          .where(eq(table.id, row.id));
        result.settled++;
        continue;
      }
      if (state === 'missing') {
        await jobs.enqueue(row.queue, row.name, row.data, {
          id: row.id,
          attempts: row.attempts ?? undefined,
          backoffMs: row.backoffMs ?? undefined,
        });
        logger.warn(
          { jobId: row.id, queue: row.queue, owedSince: row.createdAt },
          'owed job was missing from the queue: enqueued again',
        );
        result.requeued++;
      }
      await tx
        .update(table)
        .set({
          checkedAt: sql`now()`,
          requeues: state === 'missing' ? sql`${table.requeues} + 1` : table.requeues,
        })
        .where(eq(table.id, row.id));
    }
  });
  return result;
}

/** Settled owed jobs older than the retention are deleted. */
export async function pruneOwedJobs(db: Db, table: OwedJobsTable, retentionHours: number) {
  await db
    .delete(table)
    .where(lt(table.doneAt, sql`now() - make_interval(hours => ${retentionHours})`));
}
