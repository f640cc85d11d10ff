import type { TextConsent } from '@roofing/contracts';
import { bytea } from '@roofing/platform/database/bytea';
import {
  deadLetterTable,
  inboxTable,
  outboxTable,
  owedJobsTable,
} from '@roofing/platform/database/outbox-inbox-tables';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Everything the messaging service stores lives in the `messaging` schema. */
export const messagingSchema = pgSchema('messaging');

export const contacts = messagingSchema.table('contacts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 50 }),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The form's language (issue 24). */
  language: varchar('language', { length: 2 }).notNull().default('en'),
  /** The consent to texts given on the form, with its proof; null when the box was not ticked. */
  textConsent: jsonb('text_consent').$type<TextConsent>(),
  /** When a staff member marked it answered (null: still to answer), and who. */
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: varchar('answered_by', { length: 100 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const projectMessages = messagingSchema.table(
  'project_messages',
  {
    id: serial('id').primaryKey(),
    /** What the screens and the API call the message: random, so it tells nothing of the others. */
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    senderType: varchar('sender_type', { length: 20 }).notNull(),
    senderName: varchar('sender_name', { length: 100 }).notNull(),
    senderEmail: varchar('sender_email', { length: 254 }),
    messageContent: text('message_content').notNull(),
    imageUrl: text('image_url'),
    isRead: boolean('is_read').notNull().default(false),
    messageType: varchar('message_type', { length: 20 }).notNull().default('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who posted a team message (the customer sees only the team name). */
    postedBy: varchar('posted_by', { length: 100 }),
    /** A customer's reply that arrived by text (SMS), threaded in by the inbound webhook. */
    viaText: boolean('via_text').notNull().default(false),
  },
  (table) => [index('project_messages_estimate_idx').on(table.estimateNumber, table.createdAt)],
);

/**
 * Each estimate's customer, as the quote service announced it (`quote.quote.requested`): the
 * messaging service's own copy, so a message knows who the customer is without asking.
 */
export const estimateCustomers = messagingSchema.table('estimate_customers', {
  estimateNumber: varchar('estimate_number', { length: 20 }).primaryKey(),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull(),
  /** The customer's language (issue 24), from the quote request: the team-message e-mails use it. */
  language: varchar('language', { length: 2 }).notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded message images, metadata stripped, kept in the database so every replica serves them. */
export const messageImages = messagingSchema.table(
  'message_images',
  {
    id: uuid('id').primaryKey(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    contentType: varchar('content_type', { length: 50 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    /** A small WebP of the first frame for the conversation; null for images stored before it. */
    thumbnail: bytea('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_images_estimate_idx').on(table.estimateNumber, table.createdAt)],
);

/**
 * One e-mail owed to a customer about team messages: messages posted while it is not yet claimed
 * by its job join it (`messageCount`); once claimed, the next one waits 10 minutes from the claim.
 */
export const projectMessageDigests = messagingSchema.table(
  'project_message_digests',
  {
    id: serial('id').primaryKey(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    messageCount: integer('message_count').notNull().default(1),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_message_digests_estimate_idx').on(table.estimateNumber, table.id)],
);

export const projectDocuments = messagingSchema.table('project_documents', {
  id: serial('id').primaryKey(),
  estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
  documentType: varchar('document_type', { length: 50 }).notNull(),
  documentName: varchar('document_name', { length: 200 }).notNull(),
  documentUrl: text('document_url').notNull(),
  uploadedBy: varchar('uploaded_by', { length: 100 }),
  uploadedByType: varchar('uploaded_by_type', { length: 20 }),
  isPublic: boolean('is_public').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every message we send someone. `dedupeKey` names the business step (event id + recipient), so a
 * retried job or a redelivered event finds the step already done and does not send twice.
 */
export const customerNotifications = messagingSchema.table('customer_notifications', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id'),
  estimateNumber: varchar('estimate_number', { length: 20 }),
  notificationType: varchar('notification_type', { length: 50 }).notNull(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  /** The mailbox the recipient reaches (see domain/mailbox.ts): what the per-mailbox caps count. */
  recipientKey: varchar('recipient_key', { length: 254 }),
  title: varchar('title', { length: 200 }).notNull(),
  message: text('message').notNull(),
  deliveryMethod: varchar('delivery_method', { length: 20 }).notNull().default('email'),
  delivered: boolean('delivered').notNull().default(false),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  dedupeKey: varchar('dedupe_key', { length: 120 }).notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each estimate stands for the follow-up reminders (from `quote.estimate.prepared` and
 * `quote.estimate.responded`): a reminder is still owed only while the estimate it was scheduled
 * for is the current one (`preparedAt`) and unanswered since (`answeredAt`: the customer's answer,
 * or staff moving the status on from estimate_prepared).
 */
export const estimateFollowups = messagingSchema.table('estimate_followups', {
  estimateNumber: varchar('estimate_number', { length: 20 }).primaryKey(),
  preparedAt: timestamp('prepared_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where each invoice stands for its overdue reminders (from `quote.invoice.issued`,
 * `quote.payment.received` / `refunded` and `quote.invoice.settled`): a reminder is owed only
 * while the invoice is not settled (paid or void) and the payments recorded against it since it
 * was issued leave something to pay. Events may arrive out of order: each fills in its own columns.
 */
export const invoiceFollowups = messagingSchema.table('invoice_followups', {
  invoiceNumber: varchar('invoice_number', { length: 20 }).primaryKey(),
  estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
  /** Null until the issue is recorded (a payment or settlement arrived first). */
  dueOn: date('due_on', { mode: 'string' }),
  balanceAtIssueCents: bigint('balance_at_issue_cents', { mode: 'number' }),
  /** Payments less refunds recorded against the invoice since (quote.payment.*). */
  paidSinceCents: bigint('paid_since_cents', { mode: 'number' }).notNull().default(0),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  settledHow: varchar('settled_how', { length: 10 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Texts (SMS, issue 24) -------------------------------------------------------------------------

/**
 * Everyone who may be texted, by phone (E.164): the consent that allows it (when it was given,
 * from which address, the disclosure's words as shown, in which language, on which form, for which
 * estimate) and whether they opted out (STOP) since. Texts go only to a number with a consent and
 * no opt-out; a later consent on a form does not undo a STOP (only START from the phone does).
 */
export const textSubscribers = messagingSchema.table('text_subscribers', {
  phone: varchar('phone', { length: 16 }).primaryKey(),
  /** The language texts and keyword answers are written in. */
  language: varchar('language', { length: 2 }).notNull().default('en'),
  /** The consent (null: none given, e.g. a STOP from a number we never had consent for). */
  consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
  consentIpAddress: varchar('consent_ip_address', { length: 64 }),
  consentDisclosure: text('consent_disclosure'),
  consentLanguage: varchar('consent_language', { length: 2 }),
  consentVersion: varchar('consent_version', { length: 20 }),
  /** Which form: quote, contact, inspection-request. */
  consentSource: varchar('consent_source', { length: 30 }),
  /** The phone as typed on the form. */
  consentPhone: varchar('consent_phone', { length: 30 }),
  /** The estimate (or inspection request) the consent was given with, when any. */
  estimateNumber: varchar('estimate_number', { length: 20 }),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  resumedAt: timestamp('resumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every text sent or received (the log the office sees): outbound texts are recorded first, then
 * sent by a job on the `sms` queue (status queued → sent → delivered | failed; or held for quiet
 * hours, or refused because the number opted out); inbound texts are recorded as `received`.
 * `dedupeKey` names the business step (event id + step), so a redelivered event texts once.
 */
export const texts = messagingSchema.table(
  'texts',
  {
    id: serial('id').primaryKey(),
    direction: varchar('direction', { length: 10 }).notNull().default('outbound'),
    /** The other party (E.164): the recipient of an outbound text, the sender of an inbound one. */
    phone: varchar('phone', { length: 16 }).notNull(),
    body: text('body').notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }),
    /** The team message this text carries (an office answer), when it is one. */
    projectMessageId: integer('project_message_id'),
    status: varchar('status', { length: 20 }).notNull(),
    /** Exempt from quiet hours (one-time codes, office alerts); never from STOP. */
    anyHour: boolean('any_hour').notNull().default(false),
    providerSid: varchar('provider_sid', { length: 64 }),
    /** Twilio's error code (21610, 30003 …) or the refusal's reason. */
    errorCode: varchar('error_code', { length: 30 }),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    dedupeKey: varchar('dedupe_key', { length: 120 }).unique(),
    correlationId: varchar('correlation_id', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('texts_phone_idx').on(table.phone, table.createdAt),
    index('texts_provider_sid_idx').on(table.providerSid),
    index('texts_project_message_idx').on(table.projectMessageId),
  ],
);

/**
 * Each estimate's site visit as the texts know it (from the status and reschedule events): the
 * day-before reminder is sent only if the visit it was scheduled for is still the current one.
 */
export const textVisits = messagingSchema.table('text_visits', {
  estimateNumber: varchar('estimate_number', { length: 20 }).primaryKey(),
  scheduledDate: timestamp('scheduled_date', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Messaging publishes (contact messages) and consumes (quote requests): all three. */
export const outbox = outboxTable(messagingSchema);
export const inbox = inboxTable(messagingSchema);
export const deadLetters = deadLetterTable(messagingSchema);
/** The e-mail jobs this service owes, kept here as well as in Redis (see the platform). */
export const owedJobs = owedJobsTable(messagingSchema);

/**
 * The storm banner as the quote service last announced it (`quote.storm-banner.changed`), one
 * row: acknowledgement e-mails rendered while it is on carry its text (issue 26).
 */
export const stormBanner = messagingSchema.table('storm_banner', {
  id: integer('id').primaryKey(),
  isOn: boolean('is_on').notNull(),
  text: text('text'),
  textEs: text('text_es'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
