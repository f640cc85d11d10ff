import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  type PgSchema,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The outbox and inbox every service keeps in its own schema. Declared here once and included in
 * each service's drizzle schema so its migrations create them.
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
    (table) => [primaryKey({ columns: [table.consumer, table.eventId] })],
  );
}

export type OutboxTable = ReturnType<typeof outboxTable>;
export type InboxTable = ReturnType<typeof inboxTable>;
