import { jobWireName, type QueueName } from '@roofing/contracts';
import type { OwedJobsTable } from '../database/outbox-inbox-tables.ts';
import { createWriteBatcher } from '../database/write-batcher.ts';
import { type JobHandler, PermanentJobError } from '../job-queue/types.ts';
import type { JobHandlerDefinition, ServiceContext } from './define.ts';
import { settleOwedJob, settleOwedJobs } from './owed-jobs.ts';

/**
 * One processor per queue: it finds the handler by the job's name and version, validates the
 * payload with the job's schema, runs the handler, and times it. A job nobody handles, or whose
 * payload is invalid, fails at once and stays visible in the failed list.
 *
 * A succeeded job's owed row is settled in a statement shared with the other jobs of this queue
 * ending at the same time (createWriteBatcher): one round trip per several jobs under load. The
 * job is not reported done before its row is, as before; a settlement lost with the process is
 * found by the sweeper, which asks the queue (completed: settled; gone: run again, and a run of a
 * job whose e-mails are all marked sent sends nothing).
 */
export function queueProcessor(
  queue: QueueName,
  handlers: JobHandlerDefinition[],
  ctx: ServiceContext,
  /** The service's owed jobs, when they are recorded (BullMQ): settled as each job ends. */
  owedJobs?: OwedJobsTable,
): JobHandler {
  const byName = new Map(handlers.map((handler) => [jobWireName(handler.job), handler]));
  const settled = owedJobs
    ? createWriteBatcher((ids: string[]) => settleOwedJobs(ctx.db, owedJobs, ids))
    : undefined;
  return async (job) => {
    const handler = byName.get(job.name);
    const labels = { queue, job: job.name };
    const stop = ctx.metrics.jobDuration.startTimer(labels);
    try {
      if (!handler) throw new PermanentJobError(`no handler for job ${job.name} in ${ctx.name}`);
      const parsed = handler.job.schema.safeParse(job.data);
      if (!parsed.success) {
        throw new PermanentJobError(`invalid payload for ${job.name}: ${parsed.error.message}`);
      }
      await handler.handle({ data: parsed.data, job, ctx });
      await settled?.write(job.id);
      stop({ outcome: 'completed' });
    } catch (error) {
      const permanent = error instanceof PermanentJobError;
      stop({ outcome: permanent ? 'rejected' : 'failed' });
      if (permanent && owedJobs) {
        await settleOwedJob(ctx.db, owedJobs, job.id, error.message).catch(() => {});
      }
      throw error;
    }
  };
}

/** The handlers of a service grouped by the queue they run on. */
export function handlersByQueue(handlers: JobHandlerDefinition[]) {
  const groups = new Map<QueueName, JobHandlerDefinition[]>();
  for (const handler of handlers) {
    const list = groups.get(handler.job.queue) ?? [];
    list.push(handler);
    groups.set(handler.job.queue, list);
  }
  return groups;
}
