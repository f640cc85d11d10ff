import type { Locale, TextConsent } from '@roofing/contracts';
import {
  deadLetterTable,
  inboxTable,
  outboxTable,
  owedJobsTable,
} from '@roofing/platform/database/outbox-inbox-tables';
import { sql } from 'drizzle-orm';
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Everything the quote service stores lives in the `quote` schema; no other service reads it. */
export const quoteSchema = pgSchema('quote');

export const quotes = quoteSchema.table(
  'quotes',
  {
    id: serial('id').primaryKey(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull().unique(),
    serviceType: varchar('service_type', { length: 50 }),
    propertyType: varchar('property_type', { length: 50 }).notNull(),
    currentRoofMaterial: varchar('current_roof_material', { length: 50 }),
    roofAge: integer('roof_age'),
    projectDescription: text('project_description'),
    isVeteran: boolean('is_veteran').notNull().default(false),
    isSenior: boolean('is_senior').notNull().default(false),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    streetAddress: varchar('street_address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull(),
    state: varchar('state', { length: 2 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    preferredDate: varchar('preferred_date', { length: 10 }),
    preferredTime: varchar('preferred_time', { length: 20 }),
    specialInstructions: text('special_instructions'),
    status: varchar('status', { length: 50 }).notNull().default('quote_requested'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
    estimateAmount: numeric('estimate_amount', { precision: 10, scale: 2 }),
    proposalNotes: text('proposal_notes'),
    customerResponse: varchar('customer_response', { length: 50 }),
    responseNotes: text('response_notes'),
    /** When the estimate was last made ready or revised: its 30 days to answer run from here. */
    estimatePreparedAt: timestamp('estimate_prepared_at', { withTimezone: true }),
    /** When staff first moved the request on from `quote_requested`: the callback time's end. */
    firstContactedAt: timestamp('first_contacted_at', { withTimezone: true }),
    /** The customer's language (en, es): every later e-mail, text and PDF uses it (issue 24). */
    language: varchar('language', { length: 5 }).$type<Locale>().notNull().default('en'),
    /** The consent to texts given on the form (time, address, words shown); null: none. */
    textConsent: jsonb('text_consent').$type<TextConsent>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The staff list: newest first, optionally one status.
    index('quotes_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('quotes_status_created_idx').on(table.status, table.createdAt.desc()),
    index('quotes_email_idx').on(sql`lower(${table.email})`),
  ],
);
export type QuoteRow = typeof quotes.$inferSelect;

/**
 * The record of each acceptance: when, from which address and browser, exactly what was accepted
 * (amount, notes) and a hash of that estimate version. Staff can see it; the customer gets it as
 * a receipt. Never updated.
 */
export const estimateAcceptances = quoteSchema.table('estimate_acceptances', {
  id: serial('id').primaryKey(),
  quoteId: integer('quote_id').notNull(),
  estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  ipAddress: varchar('ip_address', { length: 45 }).notNull(),
  userAgent: varchar('user_agent', { length: 300 }),
  estimateAmount: numeric('estimate_amount', { precision: 10, scale: 2 }).notNull(),
  proposalNotes: text('proposal_notes'),
  responseNotes: text('response_notes'),
  /** SHA-256 of the estimate version accepted (number, amount, notes, last change). */
  estimateHash: varchar('estimate_hash', { length: 64 }).notNull(),
  /** Where the answer came from: the track page, the portal, or the back office (`staff`). */
  channel: varchar('channel', { length: 20 }).notNull(),
  /**
   * A staff member who recorded the acceptance on the customer's behalf (say, by phone), named
   * from their server session; null when the customer accepted themselves. The address and
   * browser are then the staff member's, not the customer's.
   */
  recordedByUserId: integer('recorded_by_user_id'),
  recordedBy: varchar('recorded_by', { length: 100 }),
});
export type EstimateAcceptanceRow = typeof estimateAcceptances.$inferSelect;

// After the job (portal §3). customerId is the quote row the customer made: this product keeps
// each customer's details on their quote, not in a table of their own.

/** The job's ledger: payments and refunds, online (Stripe) or recorded by staff. */
export const payments = quoteSchema.table(
  'payments',
  {
    id: serial('id').primaryKey(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    customerName: varchar('customer_name', { length: 200 }).notNull(),
    customerEmail: varchar('customer_email', { length: 254 }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    paymentType: varchar('payment_type', { length: 20 }).notNull(),
    description: text('description'),
    /** Stripe's PaymentIntent, for a payment made online. */
    stripePaymentIntentId: varchar('stripe_payment_intent_id', { length: 100 }),
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    recordedBy: varchar('recorded_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The ledger (issue 22): payment or refund, how it came, which invoice it pays.
    kind: varchar('kind', { length: 10 }).notNull().default('payment'),
    method: varchar('method', { length: 20 }).notNull().default('check'),
    invoiceId: integer('invoice_id'),
    reference: varchar('reference', { length: 100 }),
    /** A refund: the payment it gives back. */
    refundOf: integer('refund_of'),
    /** Stripe's charge and refund ids, and the idempotency key the intent was created with. */
    stripeChargeId: varchar('stripe_charge_id', { length: 100 }),
    stripeRefundId: varchar('stripe_refund_id', { length: 100 }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
  },
  (table) => [
    index('payments_estimate_idx').on(table.estimateNumber),
    // An intent's payment and a refund are each recorded once, however often Stripe delivers.
    uniqueIndex('payments_intent_idx')
      .on(table.stripePaymentIntentId)
      .where(sql`kind = 'payment' and stripe_payment_intent_id is not null`),
    uniqueIndex('payments_stripe_refund_idx')
      .on(table.stripeRefundId)
      .where(sql`stripe_refund_id is not null`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** The warranties a completed job carries, created when it is marked complete. */
export const warranties = quoteSchema.table(
  'warranties',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id'),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    warrantyType: varchar('warranty_type', { length: 30 }).notNull(),
    /** Years. */
    warrantyLength: integer('warranty_length').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    terms: text('terms').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the job was re-opened after the completion that issued this warranty: it no longer
     * holds, and is kept for the record (a later completion issues new ones).
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    // One standing warranty of each type per job; voided ones stay beside it.
    uniqueIndex('warranties_estimate_type_idx')
      .on(table.estimateNumber, table.warrantyType)
      .where(sql`voided_at is null`),
  ],
);
export type WarrantyRow = typeof warranties.$inferSelect;

/** The customer's feedback on a completed job: one per job. */
export const customerFeedback = quoteSchema.table('customer_feedback', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id'),
  estimateNumber: varchar('estimate_number', { length: 20 }).notNull().unique(),
  overallRating: integer('overall_rating').notNull(),
  qualityRating: integer('quality_rating'),
  timelinessRating: integer('timeliness_rating'),
  communicationRating: integer('communication_rating'),
  wouldRecommend: boolean('would_recommend'),
  comments: text('comments'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FeedbackRow = typeof customerFeedback.$inferSelect;

/** Service a customer asks for after the job (a leak, storm damage, a warranty claim…). */
export const serviceRequests = quoteSchema.table(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id'),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    requestType: varchar('request_type', { length: 30 }).notNull(),
    priority: varchar('priority', { length: 10 }).notNull().default('medium'),
    description: text('description').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    /** The workforce service's employee, when one is assigned. */
    assignedEmployeeId: integer('assigned_employee_id'),
    resolutionNotes: text('resolution_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('service_requests_estimate_idx').on(table.estimateNumber)],
);
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/**
 * One-time codes e-mailed to open a verified portal session or to sign a contract: only a salted
 * hash is kept; a code lives 10 minutes, takes 5 tries and is used once (the newest of an
 * estimate and purpose counts: a portal code never signs, a signing code never opens the portal).
 */
export const portalCodes = quoteSchema.table(
  'portal_codes',
  {
    id: serial('id').primaryKey(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** What the code is for: 'portal' (open a verified session) or 'sign-contract'. */
    purpose: varchar('purpose', { length: 20 }).notNull().default('portal'),
  },
  (table) => [
    index('portal_codes_estimate_idx').on(table.estimateNumber, table.purpose, table.createdAt),
  ],
);

/** Verified portal sessions (by the hash of the id the cookie carries); sign-out ends one. */
export const portalSessions = quoteSchema.table(
  'portal_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    /** How it was opened: 'code' or 'link'. */
    openedBy: varchar('opened_by', { length: 10 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('portal_sessions_estimate_idx').on(table.estimateNumber)],
);

/** E-mailed link tokens already used (their hash): each opens a session once. */
export const portalLinkUses = quoteSchema.table('portal_link_uses', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the token would have expired anyway: the row may be deleted after it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The quote service publishes events (an outbox) and consumes one: instant quotes staff turn
 * into quote requests (an inbox and dead letters). Its worker's jobs (the signed contract's PDF,
 * the permit sweep) are recorded as owed, so a lost Redis loses none of them.
 */
export const outbox = outboxTable(quoteSchema);
export const inbox = inboxTable(quoteSchema);
export const deadLetters = deadLetterTable(quoteSchema);
export const owedJobs = owedJobsTable(quoteSchema);

export * from './billing-schema.ts';
export * from './paperwork-schema.ts';

/**
 * Storm mode (issue 26): every switch of the storm banner, never updated; the newest row is the
 * banner's state, and the rows say who switched it and when.
 */
export const stormBannerChanges = quoteSchema.table('storm_banner_changes', {
  id: serial('id').primaryKey(),
  isOn: boolean('is_on').notNull(),
  text: text('text'),
  textEs: text('text_es'),
  changedBy: varchar('changed_by', { length: 100 }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StormBannerChangeRow = typeof stormBannerChanges.$inferSelect;

/**
 * The status page's copy of the lead service's inspection requests (issue 26): one row per request
 * number, kept from `lead.inspection.requested` and `lead.inspection.status-changed` (never read
 * from the lead schema). `statusChangedAt` is the newest change applied (null: none yet, the
 * request's own `pending`), so an older change delivered late changes nothing and a request that
 * arrives after its change keeps the changed status.
 */
export const inspectionRequestsWaiting = quoteSchema.table(
  'inspection_requests_waiting',
  {
    requestNumber: varchar('request_number', { length: 20 }).primaryKey(),
    status: varchar('status', { length: 50 }).notNull(),
    urgencyLevel: varchar('urgency_level', { length: 20 }).notNull(),
    /** Null until the request's own event arrives (its change came first). */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  },
  (table) => [index('inspection_requests_waiting_status_idx').on(table.status)],
);

/**
 * When each of the quote service's copies of another service's records began (one row each,
 * written by the migration that made the copy). A copy counts only what was announced from then
 * on: a broker that replays its history to a new consumer would otherwise bring back requests the
 * office settled before their changes were announced.
 */
export const projectionStarts = quoteSchema.table('projection_starts', {
  name: varchar('name', { length: 60 }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
