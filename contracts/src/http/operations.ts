import { z } from 'zod';
import { QUEUES } from '../queues.ts';

/*
 * The operations dashboard (issue 26, admins only): the job queues, dead letters among them, and
 * the event side (outboxes, parked events, JetStream consumers). One answer for both setups: the
 * database job queue embedded, BullMQ distributed (then with the bull-board link too).
 */

const count = z.number().int().nonnegative();

/** Every queue the workers use, by its wire name. */
export const QueueNameSchema = z.enum(Object.values(QUEUES) as [string, ...string[]]);

/** One job as the dashboard lists it. `at`: when it runs (waiting, delayed) or ended (done, failed). */
export const QueueJobSchema = z.object({
  id: z.string(),
  /** The job's wire name, `<name>@<version>`. */
  name: z.string(),
  attemptsMade: count,
  maxAttempts: count.nullable(),
  /** The last error (a failed job's reason; a retrying job's previous failure). */
  error: z.string().nullable(),
  at: z.string().nullable(),
});
export type QueueJob = z.infer<typeof QueueJobSchema>;

export const QueueCountsSchema = z.object({
  waiting: count,
  active: count,
  delayed: count,
  completed: count,
  failed: count,
});

export const QueueOverviewSchema = z.object({
  name: z.string(),
  counts: QueueCountsSchema,
  waiting: z.array(QueueJobSchema),
  active: z.array(QueueJobSchema),
  delayed: z.array(QueueJobSchema),
  /** The most recent completed jobs. */
  completed: z.array(QueueJobSchema),
  /** Dead letters: jobs that used up their attempts (or could never run), newest first. */
  failed: z.array(QueueJobSchema),
});
export type QueueOverview = z.infer<typeof QueueOverviewSchema>;

/** A service's outbox: events committed but not yet on the bus. */
export const OutboxBacklogSchema = z.object({
  service: z.string(),
  pending: count,
  /** The oldest pending event's age in seconds; null when nothing is pending. */
  oldestAgeSeconds: z.number().nonnegative().nullable(),
  /** The last publish error recorded on a pending event. */
  lastError: z.string().nullable(),
});

/** Events a service's consumers parked (never replayed yet): `npm run dead-letters` replays them. */
export const EventDeadLettersSchema = z.object({ service: z.string(), open: count });

/** A JetStream durable consumer (distributed only). */
export const EventConsumerSchema = z.object({
  name: z.string(),
  /** Messages in the stream the consumer has not been sent yet. */
  pending: count,
  /** Sent, not acknowledged yet. */
  ackPending: count,
  /** Sent more than once. */
  redelivered: count,
});

export const OperationsQueuesSchema = z.object({
  /** `database` embedded, `bullmq` distributed. */
  jobs: z.enum(['database', 'bullmq']),
  /** `in-process` embedded, `nats` distributed. */
  events: z.enum(['in-process', 'nats']),
  checkedAt: z.string(),
  queues: z.array(QueueOverviewSchema),
  outboxes: z.array(OutboxBacklogSchema),
  eventDeadLetters: z.array(EventDeadLettersSchema),
  /** Null embedded (no broker), or when the broker did not answer in time. */
  consumers: z.array(EventConsumerSchema).nullable(),
  /** Where bull-board is (distributed only). */
  boardPath: z.string().nullable(),
});
export type OperationsQueues = z.infer<typeof OperationsQueuesSchema>;

export const QueueJobParamsSchema = z.object({
  queue: QueueNameSchema,
  id: z.string().min(1).max(200),
});

/** The answer to a dead letter's retry: the job is waiting again. */
export const QueueJobRetriedSchema = z.object({
  queue: z.string(),
  id: z.string(),
  retried: z.literal(true),
});

/** The operations API's paths. */
export const OPERATIONS_PATHS = {
  queues: '/api/admin/queues',
  retry: '/api/admin/queues/:queue/jobs/:id/retry',
  /** bull-board's own pages and API (distributed), behind the same admin check. */
  board: '/api/admin/queue-board',
} as const;
