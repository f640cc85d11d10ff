import { bytea } from '@roofing/platform/database/bytea';
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

/*
 * The money-and-signature half of a job (issue 22): contracts and their signatures, invoices,
 * Stripe's payment attempts and webhook deliveries, and the money audit log. The ledger itself
 * is the spec's `payments` table (schema.ts), extended by migration 0010.
 */
const quoteSchema = pgSchema('quote');

/**
 * A contract made from an accepted estimate. One row per version: a corrected contract is a new
 * version and voids the one before. The document as issued (`html`) and, once countersigned, the
 * signed PDF are stored once and never rewritten.
 */
export const contracts = quoteSchema.table(
  'contracts',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    version: integer('version').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('sent'),
    contractPrice: numeric('contract_price', { precision: 10, scale: 2 }).notNull(),
    depositAmount: numeric('deposit_amount', { precision: 10, scale: 2 }).notNull(),
    /** The estimate version it was made from (estimateVersionHash). */
    estimateHash: varchar('estimate_hash', { length: 64 }).notNull(),
    /** The contract document as issued, and its SHA-256. */
    html: text('html').notNull(),
    documentHash: varchar('document_hash', { length: 64 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    // The customer's signature.
    signerName: varchar('signer_name', { length: 200 }),
    signatureImage: bytea('signature_image'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerIp: varchar('signer_ip', { length: 45 }),
    signerUserAgent: varchar('signer_user_agent', { length: 300 }),
    signerVerifiedBy: varchar('signer_verified_by', { length: 200 }),
    // The office's countersignature.
    countersignerName: varchar('countersigner_name', { length: 200 }),
    countersignerUserId: integer('countersigner_user_id'),
    countersignatureImage: bytea('countersignature_image'),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    countersignerIp: varchar('countersigner_ip', { length: 45 }),
    countersignerUserAgent: varchar('countersigner_user_agent', { length: 300 }),
    countersignerVerifiedBy: varchar('countersigner_verified_by', { length: 200 }),
    /** The fully signed PDF (both signatures and the certificate page): written once. */
    signedPdf: bytea('signed_pdf'),
    signedPdfSha256: varchar('signed_pdf_sha256', { length: 64 }),
    signedPdfPages: integer('signed_pdf_pages'),
    signedPdfStoredAt: timestamp('signed_pdf_stored_at', { withTimezone: true }),
    /** The last day to cancel (3 business days after the customer signed). */
    cancelBy: date('cancel_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    cancelIp: varchar('cancel_ip', { length: 45 }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    // Florida's deposit rule (s. 489.126): tracked when the deposit is more than 10 % of the price.
    depositOverTenPercent: boolean('deposit_over_ten_percent').notNull().default(false),
    depositReceivedOn: date('deposit_received_on'),
    permitApplyBy: date('permit_apply_by'),
    permitAppliedOn: date('permit_applied_on'),
    permitIssuedOn: date('permit_issued_on'),
    workStartBy: date('work_start_by'),
    workStartedOn: date('work_started_on'),
    /** When the office was warned of each date (once each). */
    permitApplyWarnedAt: timestamp('permit_apply_warned_at', { withTimezone: true }),
    workStartWarnedAt: timestamp('work_start_warned_at', { withTimezone: true }),
    // Florida's insurance-claim and emergency rules (docs/florida-rules.md), fixed at issue.
    /** The job had an insurance claim when this version was issued: the insurance terms apply. */
    insuranceFunded: boolean('insurance_funded').notNull().default(false),
    /** The Governor's declaration the contract was entered into under (s. 489.147(6)), if any. */
    emergencyDeclaration: varchar('emergency_declaration', { length: 200 }),
    emergencyDeclaredOn: date('emergency_declared_on'),
    /** The official start date clause: the day, and the work that starts that day. */
    officialStartDate: date('official_start_date'),
    officialStartWork: varchar('official_start_work', { length: 300 }),
  },
  (table) => [
    uniqueIndex('contracts_estimate_version_idx').on(table.estimateNumber, table.version),
    // At most one standing (not voided, not cancelled) contract per job.
    uniqueIndex('contracts_estimate_current_idx')
      .on(table.estimateNumber)
      .where(sql`status not in ('voided', 'cancelled')`),
    index('contracts_quote_idx').on(table.quoteId),
  ],
);
export type ContractRow = typeof contracts.$inferSelect;

/** The last invoice number used in each year: INV-<year>-<n>, gap-free under concurrency. */
export const invoiceNumbers = quoteSchema.table('invoice_numbers', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Invoices: deposit (on signing), progress (staff raise) and final (at completion). */
export const invoices = quoteSchema.table(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 20 }).notNull().unique(),
    quoteId: integer('quote_id').notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    contractId: integer('contract_id'),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    /** [{ description, quantity, unitPriceCents }] */
    lines: jsonb('lines').notNull(),
    subtotal: numeric('subtotal', { precision: 10, scale: 2 }).notNull(),
    taxRatePercent: numeric('tax_rate_percent', { precision: 5, scale: 3 }),
    tax: numeric('tax', { precision: 10, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    issuedOn: date('issued_on').notNull(),
    dueOn: date('due_on').notNull(),
    notes: text('notes'),
    issuedBy: varchar('issued_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_estimate_idx').on(table.estimateNumber),
    // One standing deposit invoice per contract.
    uniqueIndex('invoices_deposit_contract_idx')
      .on(table.contractId)
      .where(sql`kind = 'deposit' and status <> 'void'`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** An estimate's deposit terms (staff set them; absent: the settings' default percent). */
export const depositTerms = quoteSchema.table('deposit_terms', {
  quoteId: integer('quote_id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull(),
  percent: numeric('percent', { precision: 5, scale: 2 }),
  amount: numeric('amount', { precision: 10, scale: 2 }),
  setBy: varchar('set_by', { length: 100 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook deliveries already handled (by event id): each is recorded once. */
export const stripeEvents = quoteSchema.table('stripe_events', {
  id: varchar('id', { length: 100 }).primaryKey(),
  type: varchar('type', { length: 60 }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every money change: who, when, what, before → after. Admins read it; never updated. */
export const moneyAudit = quoteSchema.table(
  'money_audit',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: varchar('actor', { length: 120 }).notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }),
    entity: varchar('entity', { length: 20 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('money_audit_at_idx').on(table.at.desc(), table.id.desc())],
);
