import { bytea } from '@roofing/platform/database/bytea';
import { sql } from 'drizzle-orm';
import {
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
 * The storm-season paperwork of a job (issue 23): its insurance claim (scope lines, supplements,
 * evidence, insurer checks, packets), its building permit and inspections, and its photos and
 * photo reports. Every row names the job (quote) it belongs to. Money is decimal(10,2) dollars.
 */
const quoteSchema = pgSchema('quote');

/** One insurance claim per job. */
export const claims = quoteSchema.table(
  'claims',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    carrier: varchar('carrier', { length: 120 }).notNull(),
    policyNumber: varchar('policy_number', { length: 60 }).notNull(),
    claimNumber: varchar('claim_number', { length: 60 }).notNull(),
    dateOfLoss: date('date_of_loss').notNull(),
    causeOfLoss: varchar('cause_of_loss', { length: 20 }).notNull(),
    stormName: varchar('storm_name', { length: 60 }),
    adjusterName: varchar('adjuster_name', { length: 120 }),
    adjusterPhone: varchar('adjuster_phone', { length: 30 }),
    adjusterEmail: varchar('adjuster_email', { length: 254 }),
    adjusterCompany: varchar('adjuster_company', { length: 120 }),
    /** Eastern wall-clock "2026-10-14T09:30". */
    adjusterInspectionAt: varchar('adjuster_inspection_at', { length: 16 }),
    deductibleKind: varchar('deductible_kind', { length: 10 }).notNull(),
    deductiblePercent: numeric('deductible_percent', { precision: 5, scale: 2 }),
    dwellingLimit: numeric('dwelling_limit', { precision: 12, scale: 2 }),
    /** The deductible's dollar figure (computed from the limit for a percentage deductible). */
    deductibleAmount: numeric('deductible_amount', { precision: 10, scale: 2 }).notNull(),
    rcv: numeric('rcv', { precision: 10, scale: 2 }),
    acv: numeric('acv', { precision: 10, scale: 2 }),
    recoverableDepreciation: numeric('recoverable_depreciation', { precision: 10, scale: 2 }),
    overheadAndProfit: numeric('overhead_and_profit', { precision: 10, scale: 2 }),
    notes: text('notes'),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('claims_quote_idx').on(table.quoteId),
    index('claims_created_idx').on(table.createdAt.desc(), table.id.desc()),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;

/** A supplement: extra scope asked of the carrier, with its reason and decision. */
export const claimSupplements = quoteSchema.table(
  'claim_supplements',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    number: integer('number').notNull(),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    submittedOn: date('submitted_on'),
    decidedOn: date('decided_on'),
    approvedAmount: numeric('approved_amount', { precision: 10, scale: 2 }),
    decisionNote: text('decision_note'),
    /** Job photo ids offered as evidence, in order. */
    photoIds: jsonb('photo_ids').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('claim_supplements_number_idx').on(table.claimId, table.number)],
);
export type ClaimSupplementRow = typeof claimSupplements.$inferSelect;

/** Scope lines: the carrier's and ours (supplementId null), and each supplement's. */
export const claimLines = quoteSchema.table(
  'claim_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    /** 'carrier' | 'ours' | 'supplement' */
    side: varchar('side', { length: 12 }).notNull(),
    supplementId: integer('supplement_id'),
    position: integer('position').notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2 }).notNull(),
    unit: varchar('unit', { length: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [index('claim_lines_claim_idx').on(table.claimId, table.side, table.position)],
);
export type ClaimLineRow = typeof claimLines.$inferSelect;

/** Documents attached to a supplement as evidence (PDFs and images), stored once. */
export const claimDocuments = quoteSchema.table(
  'claim_documents',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    supplementId: integer('supplement_id'),
    filename: varchar('filename', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    data: bytea('data').notNull(),
    bytes: integer('bytes').notNull(),
    uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_documents_claim_idx').on(table.claimId)],
);

/** An insurer check: which ledger payment it made and what it paid for. */
export const claimPayments = quoteSchema.table(
  'claim_payments',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    /** The row in the job's ledger (payments). */
    paymentId: integer('payment_id').notNull().unique(),
    kind: varchar('kind', { length: 20 }).notNull(),
    receivedOn: date('received_on').notNull(),
    checkNumber: varchar('check_number', { length: 40 }),
    payees: varchar('payees', { length: 200 }),
  },
  (table) => [index('claim_payments_claim_idx').on(table.claimId)],
);

/** Claim packets printed for the adjuster, kept as printed. */
export const claimPackets = quoteSchema.table(
  'claim_packets',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    supplementId: integer('supplement_id'),
    pdf: bytea('pdf').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    pageCount: integer('page_count').notNull(),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('claim_packets_claim_idx').on(table.claimId)],
);

/** One building permit per job. */
export const permits = quoteSchema.table(
  'permits',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    jurisdiction: varchar('jurisdiction', { length: 120 }).notNull(),
    jurisdictionSource: varchar('jurisdiction_source', { length: 5 }).notNull(),
    permitNumber: varchar('permit_number', { length: 60 }),
    appliedOn: date('applied_on'),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    fees: numeric('fees', { precision: 10, scale: 2 }),
    workStartedOn: date('work_started_on'),
    nocRecordedOn: date('noc_recorded_on'),
    nocInstrumentNumber: varchar('noc_instrument_number', { length: 40 }),
    notes: text('notes'),
    /** The stage the board files it under (kept with every change, so the board is one query). */
    stage: varchar('stage', { length: 20 }).notNull().default('to-apply'),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('permits_quote_idx').on(table.quoteId),
    index('permits_stage_idx').on(table.stage, table.jurisdiction),
  ],
);
export type PermitRow = typeof permits.$inferSelect;

/** The permit's inspections; a re-inspection is a new row naming the failed one. */
export const permitInspections = quoteSchema.table(
  'permit_inspections',
  {
    id: serial('id').primaryKey(),
    permitId: integer('permit_id').notNull(),
    kind: varchar('kind', { length: 10 }).notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    scheduledOn: date('scheduled_on').notNull(),
    inspector: varchar('inspector', { length: 120 }),
    result: varchar('result', { length: 10 }).notNull().default('scheduled'),
    resultOn: date('result_on'),
    notes: text('notes'),
    reinspectionOf: integer('reinspection_of'),
    recordedBy: varchar('recorded_by', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('permit_inspections_permit_idx').on(table.permitId, table.scheduledOn)],
);
export type PermitInspectionRow = typeof permitInspections.$inferSelect;

/** Photos of a job: the cleaned picture, its thumbnail, and marks kept as data beside it. */
export const jobPhotos = quoteSchema.table(
  'job_photos',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    /** The browser's key for this file: a retried upload finds the photo already stored. */
    uploadKey: varchar('upload_key', { length: 36 }).notNull(),
    category: varchar('category', { length: 12 }).notNull(),
    caption: varchar('caption', { length: 300 }),
    marks: jsonb('marks').notNull().default(sql`'[]'::jsonb`),
    contentType: varchar('content_type', { length: 30 }).notNull(),
    data: bytea('data').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('job_photos_upload_key_idx').on(table.quoteId, table.uploadKey),
    index('job_photos_quote_idx').on(table.quoteId, table.uploadedAt),
  ],
);
export type JobPhotoRow = typeof jobPhotos.$inferSelect;

/** Photo inspection reports: the PDF as printed, and when it was shared with the homeowner. */
export const photoReports = quoteSchema.table(
  'photo_reports',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    inspectedOn: date('inspected_on').notNull(),
    roofSummary: text('roof_summary').notNull(),
    findings: text('findings').notNull(),
    recommendations: text('recommendations').notNull(),
    photoIds: jsonb('photo_ids').$type<number[]>().notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    pageCount: integer('page_count').notNull(),
    createdBy: varchar('created_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    shareNote: text('share_note'),
  },
  (table) => [index('photo_reports_quote_idx').on(table.quoteId, table.createdAt)],
);
export type PhotoReportRow = typeof photoReports.$inferSelect;
