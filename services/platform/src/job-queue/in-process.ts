import type { Logger } from '../logger.ts';
import {
  backoffDelayMs,
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  type FailedJob,
  type JobCounts,
  type JobHandler,
  type JobQueue,
} from './types.ts';

interface Entry {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  backoffMs: number;
  attemptsMade: number;
  state: 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';
  reason?: string;
  failedAt?: string;
}

const KEEP_COMPLETED = 1000;

/**
 * A queue inside the process with BullMQ's semantics: ids deduplicate, failures retry with
 * exponential backoff, and a job that runs out of attempts stays in the failed list.
 */
export function createInProcessJobQueue(logger: Logger): JobQueue {
  const queues = new Map<
    string,
    {
      entries: Map<string, Entry>;
      handler?: JobHandler;
      concurrency: number;
      active: number;
      pending: string[];
    }
  >();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function queueOf(name: string) {
    let queue = queues.get(name);
    if (!queue) {
      queue = { entries: new Map(), concurrency: 1, active: 0, pending: [] };
      queues.set(name, queue);
    }
    return queue;
  }

  function pump(queueName: string) {
    const queue = queueOf(queueName);
    const handler = queue.handler;
    if (!handler || closed) return;
    while (queue.active < queue.concurrency && queue.pending.length > 0) {
      const id = queue.pending.shift() as string;
      const entry = queue.entries.get(id);
      if (entry?.state !== 'waiting') continue;
      entry.state = 'active';
      entry.attemptsMade++;
      queue.active++;
      handler({ id: entry.id, name: entry.name, data: entry.data, attempt: entry.attemptsMade })
        .then(() => {
          entry.state = 'completed';
          trimCompleted(queue.entries);
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          if (entry.attemptsMade >= entry.attempts) {
            entry.state = 'failed';
            entry.reason = reason;
            entry.failedAt = new Date().toISOString();
            logger.error({ err: error, queue: queueName, jobId: entry.id }, 'job failed for good');
            return;
          }
          entry.state = 'delayed';
          const delay = backoffDelayMs(entry.backoffMs, entry.attemptsMade);
          logger.warn(
            {
              err: error,
              queue: queueName,
              jobId: entry.id,
              attempt: entry.attemptsMade,
              retryInMs: delay,
            },
            'job failed; will retry',
          );
          const timer = setTimeout(() => {
            timers.delete(timer);
            entry.state = 'waiting';
            queue.pending.push(entry.id);
            pump(queueName);
          }, delay);
          timers.add(timer);
        })
        .finally(() => {
          queue.active--;
          pump(queueName);
        });
    }
  }

  function trimCompleted(entries: Map<string, Entry>) {
    if (entries.size <= KEEP_COMPLETED) return;
    for (const [id, entry] of entries) {
      if (entries.size <= KEEP_COMPLETED) break;
      if (entry.state === 'completed') entries.delete(id);
    }
  }

  return {
    kind: 'in-process',
    async enqueue(queueName, name, data, options) {
      if (closed) throw new Error('job queue is closed');
      const queue = queueOf(queueName);
      if (queue.entries.has(options.id)) return;
      queue.entries.set(options.id, {
        id: options.id,
        name,
        data,
        attempts: options.attempts ?? DEFAULT_ATTEMPTS,
        backoffMs: options.backoffMs ?? DEFAULT_BACKOFF_MS,
        attemptsMade: 0,
        state: 'waiting',
      });
      queue.pending.push(options.id);
      queueMicrotask(() => pump(queueName));
    },
    async process(queueName, handler, options) {
      const queue = queueOf(queueName);
      queue.handler = handler;
      queue.concurrency = options?.concurrency ?? 5;
      pump(queueName);
    },
    async counts(queueName) {
      const counts: JobCounts = { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 };
      for (const entry of queueOf(queueName).entries.values()) counts[entry.state]++;
      return counts;
    },
    async failed(queueName) {
      const failed: FailedJob[] = [];
      for (const entry of queueOf(queueName).entries.values()) {
        if (entry.state === 'failed') {
          failed.push({
            id: entry.id,
            name: entry.name,
            attempts: entry.attemptsMade,
            reason: entry.reason ?? '',
            failedAt: entry.failedAt ?? '',
          });
        }
      }
      return failed;
    },
    async ping() {
      return !closed;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Let running jobs finish so no e-mail is cut in half.
      const deadline = Date.now() + 5000;
      while ([...queues.values()].some((queue) => queue.active > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
