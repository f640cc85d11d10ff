import { z } from 'zod';
import { defineEvent } from './define.ts';
import { QuoteCustomerSchema } from './event-customer.ts';
import { INSURER_PAYMENT_KINDS, SUPPLEMENT_STATUSES } from './http/claims.ts';
import { PhotoReportSchema } from './http/job-photos.ts';
import { INSPECTION_KINDS, PermitInspectionSchema, PermitSchema } from './http/permits.ts';

/*
 * The storm-season paperwork's events (issue 23): claims and supplements, permits and their
 * inspections, photo reports. Subjects are on the wire: never rename one.
 */

const ClaimFactsSchema = z.object({
  claimId: z.number().int(),
  carrier: z.string(),
  claimNumber: z.string(),
});

/** A claim was put on a job. */
export const claimOpened = defineEvent({
  type: 'quote.claim.opened',
  version: 1,
  schema: QuoteCustomerSchema.extend(ClaimFactsSchema.shape).extend({ openedBy: z.string() }),
});

/** The claim's facts, adjuster, deductible, carrier figures or scope lines changed. */
export const claimUpdated = defineEvent({
  type: 'quote.claim.updated',
  version: 1,
  schema: ClaimFactsSchema.extend({
    quoteId: z.number().int(),
    estimateNumber: z.string(),
    /** What changed: "facts", "carrier-scope", "our-scope". */
    part: z.enum(['facts', 'carrier-scope', 'our-scope']),
    updatedBy: z.string(),
  }),
});

/** A supplement moved: submitted to the carrier, or the carrier's decision recorded. */
export const supplementStatusChanged = defineEvent({
  type: 'quote.supplement.status-changed',
  version: 1,
  schema: ClaimFactsSchema.extend({
    quoteId: z.number().int(),
    estimateNumber: z.string(),
    supplementId: z.number().int(),
    number: z.number().int(),
    status: z.enum(SUPPLEMENT_STATUSES),
    requestedAmount: z.string(),
    approvedAmount: z.string().nullable(),
    on: z.string(),
    changedBy: z.string(),
  }),
});

/** An insurer check went into the job's ledger (quote.payment.received is published too). */
export const insurerPaymentRecorded = defineEvent({
  type: 'quote.claim.payment-recorded',
  version: 1,
  schema: ClaimFactsSchema.extend({
    quoteId: z.number().int(),
    estimateNumber: z.string(),
    paymentId: z.number().int(),
    kind: z.enum(INSURER_PAYMENT_KINDS),
    amount: z.string(),
    receivedOn: z.string(),
    depreciationToRecover: z.string(),
  }),
});

const PermitFactsSchema = PermitSchema.pick({
  jurisdiction: true,
  permitNumber: true,
}).extend({ permitId: z.number().int() });

/** The permit was applied for (the deposit clock's 30 days are met). */
export const permitApplied = defineEvent({
  type: 'quote.permit.applied',
  version: 1,
  schema: QuoteCustomerSchema.extend(PermitFactsSchema.shape).extend({ appliedOn: z.string() }),
});

/** The permit was issued: the homeowner is e-mailed; the 90 days to start run from here. */
export const permitIssued = defineEvent({
  type: 'quote.permit.issued',
  version: 1,
  schema: QuoteCustomerSchema.extend(PermitFactsSchema.shape).extend({
    issuedOn: z.string(),
    expiresOn: z.string().nullable(),
    workStartBy: z.string().nullable(),
  }),
});

/** An inspection was scheduled with the building department. */
export const inspectionScheduled = defineEvent({
  type: 'quote.inspection.scheduled',
  version: 1,
  schema: QuoteCustomerSchema.extend(PermitFactsSchema.shape).extend({
    inspectionId: z.number().int(),
    kind: z.enum(INSPECTION_KINDS),
    label: z.string(),
    scheduledOn: z.string(),
  }),
});

/** An inspection's result was recorded (pass, fail with notes, cancelled): the homeowner is e-mailed. */
export const inspectionRecorded = defineEvent({
  type: 'quote.inspection.recorded',
  version: 1,
  schema: QuoteCustomerSchema.extend(PermitFactsSchema.shape)
    .extend(
      PermitInspectionSchema.pick({
        kind: true,
        label: true,
        result: true,
        resultOn: true,
        notes: true,
        inspector: true,
      }).shape,
    )
    .extend({ inspectionId: z.number().int() }),
});

/** A photo report was sent to the homeowner's portal (and e-mailed). */
export const photoReportShared = defineEvent({
  type: 'quote.photo-report.shared',
  version: 1,
  schema: QuoteCustomerSchema.extend(
    PhotoReportSchema.pick({ title: true, inspectedOn: true, photoCount: true }).shape,
  ).extend({ reportId: z.number().int(), note: z.string().nullable(), sharedAt: z.string() }),
});

/** A photo was added to a job. */
export const jobPhotoAdded = defineEvent({
  type: 'quote.job-photo.added',
  version: 1,
  schema: z.object({
    quoteId: z.number().int(),
    estimateNumber: z.string(),
    photoId: z.number().int(),
    category: z.string(),
    uploadedBy: z.string(),
  }),
});

export const PAPERWORK_EVENTS = {
  claimOpened,
  claimUpdated,
  supplementStatusChanged,
  insurerPaymentRecorded,
  permitApplied,
  permitIssued,
  inspectionScheduled,
  inspectionRecorded,
  photoReportShared,
  jobPhotoAdded,
} as const;
export type PermitIssuedData = z.infer<typeof permitIssued.schema>;
export type InspectionRecordedData = z.infer<typeof inspectionRecorded.schema>;
export type PhotoReportSharedData = z.infer<typeof photoReportShared.schema>;
