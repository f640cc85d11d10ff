import type { TextConsent } from '@roofing/contracts';
import {
  deadLetterTable,
  inboxTable,
  outboxTable,
  owedJobsTable,
} from '@roofing/platform/database/outbox-inbox-tables';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
    /** The form's language (issue 24). */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    /** The consent to texts given on the form, with its proof; null when the box was not ticked. */
    textConsent: jsonb('text_consent').$type<TextConsent>(),
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

/**
 * Requests for a free thermal scan under the ColdShield refrigeration-roof offer. The public form
 * fills name to message; staff move the status on (contacted, scan_scheduled, converted, closed),
 * schedule the scan and estimate the savings. `followUpSent` is set once, by the follow-up job,
 * when nobody moved the lead on within 2 business days.
 */
export const coldshieldLeads = leadSchema.table(
  'coldshield_leads',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    message: text('message'),
    status: varchar('status', { length: 50 }).notNull().default('thermal_scan_requested'),
    /** Estimated yearly energy savings in dollars. */
    estimatedSavings: numeric('estimated_savings', { precision: 10, scale: 2 }),
    thermalScanScheduled: boolean('thermal_scan_scheduled').notNull().default(false),
    thermalScanDate: timestamp('thermal_scan_date', { withTimezone: true }),
    followUpSent: boolean('follow_up_sent').notNull().default(false),
    converted: boolean('converted').notNull().default(false),
    /** The form's language (issue 24): the lead's e-mails follow it. */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The office's list: newest first, optionally one status.
    index('coldshield_leads_status_created_idx').on(table.status, table.createdAt.desc()),
    index('coldshield_leads_created_idx').on(table.createdAt.desc()),
  ],
);
export type ColdshieldLeadRow = typeof coldshieldLeads.$inferSelect;

/**
 * The lead service publishes events (inspection requests, ColdShield leads) and consumes one: the
 * storm banner's switches (`quote.storm-banner.changed`).
 */
export const outbox = outboxTable(leadSchema);
export const inbox = inboxTable(leadSchema);
export const deadLetters = deadLetterTable(leadSchema);
/** The follow-up jobs this service owes, kept here as well as in Redis (see the platform). */
export const owedJobs = owedJobsTable(leadSchema);

/**
 * The storm banner as the quote service last announced it (`quote.storm-banner.changed`), one
 * row: while it is on, the office's list puts emergency inspection requests still pending first.
 */
export const stormBanner = leadSchema.table('storm_banner', {
  id: integer('id').primaryKey(),
  isOn: boolean('is_on').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
