import {
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** The platform's own tables: the job queue of the embedded setup (BullMQ replaces it). */
export const platformSchema = pgSchema('platform');

export const jobs = platformSchema.table(
  'jobs',
  {
    queue: varchar('queue', { length: 100 }).notNull(),
    id: varchar('id', { length: 200 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    data: jsonb('data').notNull(),
    /** waiting | active | completed | failed */
    state: varchar('state', { length: 20 }).notNull().default('waiting'),
    attemptsMade: integer('attempts_made').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    backoffMs: integer('backoff_ms').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that took the job owns it until then; after that the job counts as stalled. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.queue, table.id] }),
    index('jobs_due_idx').on(table.queue, table.state, table.runAt),
  ],
);
