import { bytea } from '@roofing/platform/database/bytea';
import { outboxTable } from '@roofing/platform/database/outbox-inbox-tables';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgSchema,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Everything the AI service stores lives in the `ai` schema. */
export const aiSchema = pgSchema('ai');

/**
 * Spoken audio, cached by a hash of voice and text: the welcome line is rendered once, a repeated
 * answer is served from here. A row is written `pending` by the web tier, filled by a `tts` job.
 */
export const speechClips = aiSchema.table('speech_clips', {
  /** SHA-256 (hex) of `voice \n text`. */
  key: varchar('key', { length: 64 }).primaryKey(),
  text: text('text').notNull(),
  voice: varchar('voice', { length: 40 }).notNull(),
  /** pending | ready | failed */
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  /** Which engine spoke it (openai, espeak-ng, espeak-ng-wasm). */
  engine: varchar('engine', { length: 40 }),
  contentType: varchar('content_type', { length: 50 }),
  audio: bytea('audio'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  lastServedAt: timestamp('last_served_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SpeechClipRow = typeof speechClips.$inferSelect;

/** One HTML document waiting to be printed to PDF by a `documents` job, then its PDF. */
export const pdfRenders = aiSchema.table(
  'pdf_renders',
  {
    id: uuid('id').primaryKey(),
    documentType: varchar('document_type', { length: 60 }).notNull(),
    /** The HTML as sanitised by the web tier (no script, no remote loads). */
    html: text('html').notNull(),
    /** pending | ready | failed */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    pdf: bytea('pdf'),
    pageCount: integer('page_count'),
    error: text('error'),
    /** The staff member who asked for it. */
    requestedBy: varchar('requested_by', { length: 50 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('pdf_renders_created_idx').on(table.createdAt)],
);
export type PdfRenderRow = typeof pdfRenders.$inferSelect;

/** Tokens spent on paid model calls, per call: the daily budget is checked against their sum. */
export const modelUsage = aiSchema.table(
  'model_usage',
  {
    id: serial('id').primaryKey(),
    /** The calendar day (UTC) the call was made. */
    day: date('day').notNull().default(sql`(now() at time zone 'utc')::date`),
    /** assistant, insights, documents, testing, speech */
    feature: varchar('feature', { length: 40 }).notNull(),
    model: varchar('model', { length: 80 }).notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('model_usage_day_idx').on(table.day)],
);

/** Events the AI service publishes (a generated employment test, for the workforce service). */
export const outbox = outboxTable(aiSchema);
