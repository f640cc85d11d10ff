import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  type JobQueue,
  KEEP_COMPLETED,
  KEEP_FAILED,
  PermanentJobError,
} from './types.ts';

const LOCK_DURATION_MS = 10_000;
const STALLED_CHECK_MS = 5_000;
/**
 * How long (seconds) an idle worker's blocking read waits before it is sent again (BullMQ's
 * default is 5). A job added wakes the read at once (its marker), and a delayed job or a retry
 * caps the wait at its due time (BullMQ: 10 s at most), so this only spaces out the empty reads of
 * an idle queue (issue 26). It is also the longest a read stuck after a Redis reconnection can
 * hold up the worker before BullMQ's watchdog resets it.
 */
const DRAIN_DELAY_SECONDS = 30;

/** BullMQ on Redis. Queues and workers are created on first use; all keys live under `prefix`. */
export function createBullmqJobQueue(options: {
  url: string;
  prefix: string;
  logger: Logger;
}): JobQueue {
  const { logger, prefix } = options;
  // Workers block on Redis: they need maxRetriesPerRequest null. Producers fail fast instead.
  const producerConnection = new Redis(options.url, {
    maxRetriesPerRequest: 3,
    lazyConnect: false,
  });
  producerConnection.on('error', (error) =>
    logger.debug({ err: error }, 'redis producer connection error'),
  );
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const workerConnections: Redis[] = [];

  function queueOf(name: string): Queue {
    let queue = queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: producerConnection, prefix });
      queue.on('error', (error) => logger.warn({ err: error, queue: name }, 'queue error'));
      queues.set(name, queue);
    }
    return queue;
  }

  return {
    kind: 'bullmq',
    async enqueue(queueName, name, data, jobOptions) {
      await queueOf(queueName).add(name, data, {
        jobId: jobOptions.id,
        attempts: jobOptions.attempts ?? DEFAULT_ATTEMPTS,
        backoff: { type: 'exponential', delay: jobOptions.backoffMs ?? DEFAULT_BACKOFF_MS },
        delay: jobOptions.delayMs,
        removeOnComplete: { count: KEEP_COMPLETED.count, age: KEEP_COMPLETED.hours * 3600 },
        removeOnFail: { count: KEEP_FAILED.count, age: KEEP_FAILED.hours * 3600 },
      });
    },
    async process(queueName, handler, processOptions) {
      const connection = new Redis(options.url, { maxRetriesPerRequest: null });
      workerConnections.push(connection);
      const worker = new Worker(
        queueName,
        async (job) => {
          try {
            await handler({
              id: job.id ?? '',
              name: job.name,
              data: job.data,
              attempt: job.attemptsMade + 1,
            });
          } catch (error) {
            if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message);
            throw error;
          }
        },
        {
          connection,
          prefix,
          concurrency: processOptions?.concurrency ?? 5,
          // A worker killed mid-job holds its lock this long at most; the stalled check then hands
          // the job to another worker within seconds, not a minute. A running job renews its lock
          // every lockDuration / 2.
          lockDuration: LOCK_DURATION_MS,
          stalledInterval: STALLED_CHECK_MS,
          drainDelay: DRAIN_DELAY_SECONDS,
        },
      );
      worker.on('failed', (job, error) => {
        const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
        logger[final ? 'error' : 'warn'](
          {
            err: error,
            queue: queueName,
            jobId: job?.id,
            attempt: job?.attemptsMade,
            correlationId: (job?.data as { correlationId?: unknown } | undefined)?.correlationId,
          },
          final ? 'job failed for good' : 'job failed; will retry',
        );
      });
      worker.on('error', (error) => logger.warn({ err: error, queue: queueName }, 'worker error'));
      workers.push(worker);
      await worker.waitUntilReady();
    },
    async counts(queueName) {
      const counts = await queueOf(queueName).getJobCounts(
        'waiting',
        'active',
        'delayed',
        'completed',
        'failed',
      );
      return {
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        completed: counts.completed ?? 0,
        failed: counts.failed ?? 0,
      };
    },
    async failed(queueName) {
      const jobs = await queueOf(queueName).getFailed(0, 99);
      return jobs.map((job) => ({
        id: job.id ?? '',
        name: job.name,
        attempts: job.attemptsMade,
        reason: job.failedReason,
        failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : '',
      }));
    },
    async state(queueName, id) {
      const state = await queueOf(queueName).getJobState(id);
      switch (state) {
        case 'completed':
        case 'failed':
        case 'active':
        case 'delayed':
          return state;
        case 'unknown':
          return 'missing';
        default:
          // waiting, prioritized, waiting-children: it will run.
          return 'waiting';
      }
    },
    async ping() {
      try {
        return (await producerConnection.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      producerConnection.disconnect();
      for (const connection of workerConnections) connection.disconnect();
    },
  };
}
