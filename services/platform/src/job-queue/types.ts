import type { Tx } from '../database/index.ts';

export interface JobOptions {
  /** Deterministic id from the business key: a second enqueue with the same id is ignored. */
  id: string;
  /** Total attempts before the job ends in the failed state (default 6). */
  attempts?: number;
  /** First retry delay; each later retry doubles it (default 1000 ms). */
  backoffMs?: number;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /**
   * A transaction of the same database: the embedded queue (a table) enqueues inside it, so the
   * job commits with the decision that made it. BullMQ ignores it (its ids deduplicate instead).
   */
  tx?: Tx;
}

/**
 * Thrown by a handler for a job that can never succeed (its payload is invalid, its name unknown):
 * the job goes to the failed state at once instead of using up its retries.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export interface Job<T = unknown> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler = (job: Job) => Promise<void>;

export interface JobCounts {
  waiting: number;
  active: number;
  delayed: number;
  completed: number;
  failed: number;
}

export type JobState = 'waiting' | 'active' | 'delayed' | 'completed' | 'failed' | 'missing';

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  reason: string;
  failedAt: string;
}

export interface JobQueue {
  readonly kind: 'database' | 'bullmq';
  enqueue(queue: string, name: string, data: unknown, options: JobOptions): Promise<void>;
  /** Starts processing one queue in this process. */
  process(queue: string, handler: JobHandler, options?: { concurrency?: number }): Promise<void>;
  counts(queue: string): Promise<JobCounts>;
  /** Jobs that used up their attempts: kept, never dropped silently. */
  failed(queue: string): Promise<FailedJob[]>;
  /** Where one job is, or `missing` when the queue does not know it (never added, or lost). */
  state(queue: string, id: string): Promise<JobState>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const DEFAULT_ATTEMPTS = 6;
export const DEFAULT_BACKOFF_MS = 1000;
/** Bounded retention: finished jobs kept for deduplication and a look, then removed. */
export const KEEP_COMPLETED = { count: 1000, hours: 24 };
export const KEEP_FAILED = { count: 5000, hours: 24 * 30 };

/** Exponential backoff: base, 2×base, 4×base … for attempt 1, 2, 3 … */
export function backoffDelayMs(base: number, attemptsMade: number): number {
  return base * 2 ** Math.max(0, attemptsMade - 1);
}
