import type {
  InstantQuoteMaterial,
  OfficePricedMaterial,
  RoofMeasurement,
} from '@roofing/contracts';
import { outboxTable } from '@roofing/platform/database/outbox-inbox-tables';
import {
  boolean,
  date,
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
    /** The material priced (issue 25): shingle for quotes made before there was a choice. */
    material: varchar('material', { length: 20 })
      .$type<InstantQuoteMaterial>()
      .notNull()
      .default('shingle'),
    /**
     * The Eastern day the price used took effect (the price book's entry; shingle's published
     * price for quotes made before the price book: the day they were made).
     */
    priceEffectiveFrom: date('price_effective_from', { mode: 'string' }).notNull(),
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

/**
 * The instant quote's price book (issue 25): a price per square for tile, metal and flat from an
 * Eastern calendar day on. The price in force on a day is the entry with the latest
 * `effective_from` on or before it (the latest set wins a tie); entries are never changed or
 * deleted, so the history stays. Shingle is not here: its price is the spec's published constant
 * (`INSTANT_QUOTE.pricePerSquare`). The opening list is seeded by migration 0002 (its sources are
 * named there).
 */
export const roofPrices = instantQuoteSchema.table(
  'roof_prices',
  {
    id: serial('id').primaryKey(),
    material: varchar('material', { length: 20 }).$type<OfficePricedMaterial>().notNull(),
    pricePerSquare: integer('price_per_square').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** The staff member's name, or null for the opening list. */
    setBy: varchar('set_by', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('roof_prices_material_from_idx').on(
      table.material,
      table.effectiveFrom.desc(),
      table.id.desc(),
    ),
  ],
);
export type RoofPriceRow = typeof roofPrices.$inferSelect;

/** The service publishes events (generated, conversion requested) and consumes none. */
export const outbox = outboxTable(instantQuoteSchema);
