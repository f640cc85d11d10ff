import { outboxTable } from '@roofing/platform/database/outbox-inbox-tables';
import {
  boolean,
  date,
  index,
  pgSchema,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/** Everything the lead service stores lives in the `lead` schema. */
export const leadSchema = pgSchema('lead');

export const servedZipCodes = leadSchema.table('served_zip_codes', {
  zipCode: varchar('zip_code', { length: 5 }).primaryKey(),
  area: varchar('area', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Roof inspections homeowners asked for on the site. The public request fills the customer's
 * fields; the office later assigns an inspector, schedules and completes it (status, assignedTo,
 * scheduledDate, completedDate, inspectionNotes, followUpRequired).
 */
export const inspectionRequests = leadSchema.table(
  'inspection_requests',
  {
    id: serial('id').primaryKey(),
    /** What the homeowner quotes on the phone: INS- and 6 characters (no sequential ids). */
    requestNumber: varchar('request_number', { length: 20 }).notNull().unique(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 30 }).notNull(),
    propertyAddress: varchar('property_address', { length: 300 }).notNull(),
    inspectionType: varchar('inspection_type', { length: 50 }).notNull(),
    urgencyLevel: varchar('urgency_level', { length: 20 }).notNull(),
    description: text('description').notNull(),
    preferredDate: date('preferred_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 50 }).notNull().default('pending'),
    /** The inspector (staff member) it is assigned to. */
    assignedTo: varchar('assigned_to', { length: 100 }),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    completedDate: timestamp('completed_date', { withTimezone: true }),
    inspectionNotes: text('inspection_notes'),
    followUpRequired: boolean('follow_up_required').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The office's list: newest first, optionally one status.
    index('inspection_requests_status_created_idx').on(table.status, table.createdAt.desc()),
    index('inspection_requests_created_idx').on(table.createdAt.desc()),
  ],
);
export type InspectionRequestRow = typeof inspectionRequests.$inferSelect;

/** The lead service publishes events (inspection requests) and consumes none: an outbox only. */
export const outbox = outboxTable(leadSchema);
