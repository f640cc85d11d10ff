import { pgSchema, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Everything the lead service stores lives in the `lead` schema. */
export const leadSchema = pgSchema('lead');

export const servedZipCodes = leadSchema.table('served_zip_codes', {
  zipCode: varchar('zip_code', { length: 5 }).primaryKey(),
  area: varchar('area', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
