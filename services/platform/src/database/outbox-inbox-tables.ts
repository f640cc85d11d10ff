import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  type PgSchema,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The tables behind reliable events, declared once and placed in a service's own schema by its
 * drizzle schema file: an outbox in a service that publishes, an inbox and a dead-letter table in
 * one that consumes. A service that does neither has none of them.
 */
export function outboxTable(schema: PgSchema) {
  return schema.table(
    'outbox',
    {
      id: uuid('id').primaryKey(),
      type: varchar('type', { length: 100 }).notNull(),
      envelope: jsonb('envelope').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
      /** A relay that took the row owns it until then; after that another may take it. */
      claimedUntil: timestamp('claimed_until', { withTimezone: true }),
      attempts: integer('attempts').notNull().default(0),
      lastError: text('last_error'),
    },
    (table) => [
      index('outbox_unpublished_idx').on(table.createdAt).where(sql`published_at is null`),
      index('outbox_published_idx').on(table.publishedAt),
    ],
  );
}

export function inboxTable(schema: PgSchema) {
  return schema.table(
    'inbox',
    {
      consumer: varchar('consumer', { length: 100 }).notNull(),
      eventId: uuid('event_id').notNull(),
      processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      primaryKey({ columns: [table.consumer, table.eventId] }),
      index('inbox_processed_idx').on(table.processedAt),
    ],
  );
}

/**
 * Events a consumer could not process: an unreadable payload, or a handler that kept failing for
 * the allowed number of deliveries. Parked with the error and acknowledged, so the stream moves
 * on; `replayedAt` is set when someone replays one.
 */
export function deadLetterTable(schema: PgSchema) {
  return schema.table(
    'dead_letters',
    {
      id: serial('id').primaryKey(),
      consumer: varchar('consumer', { length: 100 }).notNull(),
      eventId: varchar('event_id', { length: 100 }).notNull(),
      eventType: varchar('event_type', { length: 100 }).notNull(),
      envelope: jsonb('envelope').notNull(),
      reason: varchar('reason', { length: 30 }).notNull(),
      error: text('error').notNull(),
      deliveries: integer('deliveries').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      replayedAt: timestamp('replayed_at', { withTimezone: true }),
    },
    (table) => [index('dead_letters_open_idx').on(table.createdAt).where(sql`replayed_at is null`)],
  );
}

/**
 * Jobs a service owes (e-mails above all), written in the same transaction as the decision that
 * made them, before they are handed to the job queue. When the queue lives in Redis, a flushed,
 * failed-over or evicted Redis loses jobs: the sweeper finds owed rows whose job vanished and
 * enqueues them again; the worker marks a row done when its job succeeds.
 */
export function owedJobsTable(schema: PgSchema) {
  return schema.table(
    'owed_jobs',
    {
      /** The job's deterministic id (its name and business key). */
      id: varchar('id', { length: 200 }).primaryKey(),
      queue: varchar('queue', { length: 100 }).notNull(),
      /** The job's wire name (`name@version`). */
      name: varchar('name', { length: 100 }).notNull(),
      data: jsonb('data').notNull(),
      attempts: integer('attempts'),
      backoffMs: integer('backoff_ms'),
      /** Not to run before this (a delayed job). */
      runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      /** When the sweeper last looked at (or re-enqueued) the job. */
      checkedAt: timestamp('checked_at', { withTimezone: true }),
      requeues: integer('requeues').notNull().default(0),
      /** The job succeeded (or failed for good: see `failedReason`). */
      doneAt: timestamp('done_at', { withTimezone: true }),
      failedReason: text('failed_reason'),
    },
    (table) => [index('owed_jobs_open_idx').on(table.createdAt).where(sql`done_at is null`)],
  );
}

export type OutboxTable = ReturnType<typeof outboxTable>;
export type OwedJobsTable = ReturnType<typeof owedJobsTable>;
export type InboxTable = ReturnType<typeof inboxTable>;
export type DeadLetterTable = ReturnType<typeof deadLetterTable>;
