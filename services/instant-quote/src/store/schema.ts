import type { RoofMeasurement } from '@roofing/contracts';
import { outboxTable } from '@roofing/platform/database/outbox-inbox-tables';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Everything the instant-quote service stores lives in the `instant_quote` schema. */
export const instantQuoteSchema = pgSchema('instant_quote');

/** What is kept of a satellite measurement: the result and the outlines it was measured from. */
export type StoredMeasurement = RoofMeasurement & { outlines: Array<Array<[number, number]>> };

/**
 * Instant shingle-roof quotes (public-site §3): priced at once from a size entered by hand or
 * measured from a satellite outline (`measurement`). Money in whole dollars. `needsReview` marks
 * the ones the office checks before calling; staff converting one to a quote request sets status
 * `converted`.
 */
export const instantQuotes = instantQuoteSchema.table(
  'instant_quotes',
  {
    id: serial('id').primaryKey(),
    /** IQ-123456-789: random, never sequential. */
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull().unique(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 30 }),
    address: varchar('address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 2 }).notNull().default('FL'),
    zipCode: varchar('zip_code', { length: 10 }),
    roofSquares: integer('roof_squares').notNull(),
    pricePerSquare: integer('price_per_square').notNull().default(550),
    totalPrice: integer('total_price').notNull(),
    roofType: varchar('roof_type', { length: 50 }).notNull().default('Shingle'),
    status: varchar('status', { length: 50 }).notNull().default('quote_generated'),
    notes: text('notes'),
    measurement: jsonb('measurement').$type<StoredMeasurement>(),
    needsReview: boolean('needs_review').notNull().default(false),
    /** The form's language (issue 24): the quote's e-mail follows it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The office's list: newest first, optionally one status or only those to review.
    index('instant_quotes_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('instant_quotes_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);
export type InstantQuoteRow = typeof instantQuotes.$inferSelect;

/** The service publishes events (generated, conversion requested) and consumes none. */
export const outbox = outboxTable(instantQuoteSchema);
