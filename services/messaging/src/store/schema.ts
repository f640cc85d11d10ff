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

/** Messaging publishes (contact messages) and consumes (quote requests): all three. */
export const outbox = outboxTable(messagingSchema);
export const inbox = inboxTable(messagingSchema);
export const deadLetters = deadLetterTable(messagingSchema);
/** The e-mail jobs this service owes, kept here as well as in Redis (see the platform). */
export const owedJobs = owedJobsTable(messagingSchema);
