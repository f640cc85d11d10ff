import { z } from 'zod';
import { centsField } from './billing.ts';
import {
  calendarDate,
  emailField,
  isoDateTime,
  multiLineText,
  optionalMultiLineText,
  optionalSingleLineText,
  phoneField,
  rowId,
  rowIdParam,
  singleLineText,
} from './fields.ts';

/*
 * Insurance claims on a job (issue 23), owned by the quote service under /api/claims: the claim's
 * facts, the adjuster, the deductible and the carrier's figures; the carrier's scope lines beside
 * ours; supplements with their lines, reasons, evidence and decisions; insurer payments (into the
 * job's one ledger); and the claim packet PDF for the adjuster. Money in answers is a string of
 * dollars and cents ("4500.00"); requests that carry money send whole cents. The claim's totals
 * are computed by the server from its figures, lines, supplements and payments, never typed.
 */

export const CAUSES_OF_LOSS = ['wind', 'hail', 'named-storm', 'water'] as const;
export type CauseOfLoss = (typeof CAUSES_OF_LOSS)[number];
export const CAUSE_OF_LOSS_LABELS: Record<CauseOfLoss, string> = {
  wind: 'Wind',
  hail: 'Hail',
  'named-storm': 'Named storm',
  water: 'Water',
};

/** A flat dollar deductible, or a percentage of the dwelling (Coverage A) limit (hurricane). */
export const DEDUCTIBLE_KINDS = ['amount', 'percent'] as const;
export type DeductibleKind = (typeof DEDUCTIBLE_KINDS)[number];

export const SUPPLEMENT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'partly-approved',
  'denied',
] as const;
export type SupplementStatus = (typeof SUPPLEMENT_STATUSES)[number];
export const SUPPLEMENT_STATUS_LABELS: Record<SupplementStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted to the carrier',
  approved: 'Approved',
  'partly-approved': 'Approved in part',
  denied: 'Denied',
};

/** Whose scope a line belongs to: the carrier's estimate, or ours. */
export const SCOPE_SIDES = ['carrier', 'ours'] as const;
export type ScopeSide = (typeof SCOPE_SIDES)[number];

/** Units an Xactimate-style line uses: squares, linear feet, square feet, each, hours. */
export const SCOPE_UNITS = ['SQ', 'LF', 'SF', 'EA', 'HR'] as const;

/** What an insurer check pays for (the depreciation still to recover falls as these arrive). */
export const INSURER_PAYMENT_KINDS = ['acv', 'depreciation', 'supplement', 'other'] as const;
export type InsurerPaymentKind = (typeof INSURER_PAYMENT_KINDS)[number];
export const INSURER_PAYMENT_KIND_LABELS: Record<InsurerPaymentKind, string> = {
  acv: 'Actual cash value (first check)',
  depreciation: 'Recoverable depreciation released',
  supplement: 'Supplement payment',
  other: 'Other',
};

export const ClaimIdParamSchema = z.object({ id: rowIdParam });
export const SupplementParamSchema = z.object({ id: rowIdParam, supplementId: rowIdParam });

/** Optional whole cents (a figure not known yet is null). */
const optionalCents = (label: string) => centsField(label).nullish();

/** One scope line as sent: the total is computed (quantity × unit price, to the cent). */
export const ScopeLineInputSchema = z.object({
  description: singleLineText('Description', 300),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .positive('Quantity must be more than 0')
    .max(1_000_000, 'Quantity is too large')
    .refine((value) => Math.round(value * 100) === value * 100, 'Quantity has at most 2 decimals'),
  unit: z.enum(SCOPE_UNITS, { error: 'Choose a unit' }),
  unitPriceCents: centsField('Unit price'),
});
export type ScopeLineInput = z.infer<typeof ScopeLineInputSchema>;

export const ScopeLineSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unit: z.enum(SCOPE_UNITS),
  unitPrice: z.string(),
  total: z.string(),
});
export type ScopeLine = z.infer<typeof ScopeLineSchema>;

/** POST /api/claims/quote/:quoteId and PUT /api/claims/:id (staff). */
export const ClaimInputSchema = z
  .object({
    carrier: singleLineText('Insurance carrier', 120),
    policyNumber: singleLineText('Policy number', 60),
    claimNumber: singleLineText('Claim number', 60),
    dateOfLoss: calendarDate('Date of loss'),
    causeOfLoss: z.enum(CAUSES_OF_LOSS, { error: 'Choose the cause of loss' }),
    /** Required when the cause is a named storm ("Hurricane Milton"). */
    stormName: optionalSingleLineText('Storm name', 60),
    adjusterName: optionalSingleLineText('Adjuster name', 120),
    adjusterPhone: phoneField.nullish(),
    adjusterEmail: emailField.nullish(),
    adjusterCompany: optionalSingleLineText('Adjuster company', 120),
    /** The adjuster's inspection, Eastern wall-clock time "2026-10-14T09:30". */
    adjusterInspectionAt: z
      .string()
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        'Inspection date and time must be a date and a time',
      )
      .nullish(),
    deductibleKind: z.enum(DEDUCTIBLE_KINDS, { error: 'Choose how the deductible is set' }),
    /** A percentage deductible: the percent (e.g. 2) and the dwelling limit it applies to. */
    deductiblePercent: z
      .number({ error: 'Deductible percent must be a number' })
      .positive('Deductible percent must be more than 0')
      .max(10, 'Deductible percent is at most 10')
      .nullish(),
    dwellingLimitCents: optionalCents('Dwelling limit'),
    /** A flat deductible's dollar figure (a percentage one is computed from the limit). */
    deductibleAmountCents: optionalCents('Deductible'),
    rcvCents: optionalCents('Replacement cost value (RCV)'),
    acvCents: optionalCents('Actual cash value (ACV)'),
    recoverableDepreciationCents: optionalCents('Recoverable depreciation'),
    overheadAndProfitCents: optionalCents('Overhead and profit'),
    notes: optionalMultiLineText('Notes', 4000),
  })
  .superRefine((claim, issue) => {
    if (claim.causeOfLoss === 'named-storm' && !claim.stormName) {
      issue.addIssue({ code: 'custom', path: ['stormName'], message: 'Name the storm' });
    }
    if (claim.deductibleKind === 'percent') {
      if (claim.deductiblePercent == null)
        issue.addIssue({
          code: 'custom',
          path: ['deductiblePercent'],
          message: 'Enter the deductible percent',
        });
      if (claim.dwellingLimitCents == null)
        issue.addIssue({
          code: 'custom',
          path: ['dwellingLimitCents'],
          message: 'Enter the dwelling limit the percentage applies to',
        });
    } else if (claim.deductibleAmountCents == null) {
      issue.addIssue({
        code: 'custom',
        path: ['deductibleAmountCents'],
        message: 'Enter the deductible',
      });
    }
  });
export type ClaimInput = z.input<typeof ClaimInputSchema>;

/** PUT /api/claims/:id/scope/:side (staff): that side's lines, replaced as a whole. */
export const ScopeLinesInputSchema = z.object({
  lines: z.array(ScopeLineInputSchema).max(200, 'At most 200 lines'),
});
export const ScopeSideParamSchema = z.object({ id: rowIdParam, side: z.enum(SCOPE_SIDES) });

/** POST /api/claims/:id/supplements and PUT /api/claims/:id/supplements/:supplementId (draft only). */
export const SupplementInputSchema = z.object({
  reason: multiLineText('Reason', 2000),
  lines: z.array(ScopeLineInputSchema).min(1, 'Add at least one line').max(100),
  /** Job photos (GET /api/job-photos/quote/:quoteId) offered as evidence. */
  photoIds: z.array(rowId()).max(40, 'At most 40 photos').default([]),
});
export type SupplementInput = z.input<typeof SupplementInputSchema>;

/** POST /api/claims/:id/supplements/:supplementId/status (staff): submit, or record the decision. */
export const SupplementStatusInputSchema = z
  .object({
    status: z.enum(['submitted', 'approved', 'partly-approved', 'denied']),
    /** The day it was sent, or the day of the carrier's decision (default: today, Eastern). */
    on: calendarDate('Date').optional(),
    /** Required for a partial approval; an approval takes the requested amount when omitted. */
    approvedAmountCents: centsField('Approved amount').nullish(),
    note: optionalMultiLineText('Note', 2000),
  })
  .superRefine((input, issue) => {
    if (input.status === 'partly-approved' && input.approvedAmountCents == null) {
      issue.addIssue({
        code: 'custom',
        path: ['approvedAmountCents'],
        message: 'Enter the amount the carrier approved',
      });
    }
  });

/** A document attached to a supplement as evidence (a PDF or image the carrier sent or we made). */
export const ClaimDocumentSchema = z.object({
  id: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  uploadedAt: isoDateTime,
});

export const SupplementSchema = z.object({
  id: z.number().int(),
  /** 1, 2, 3… within the claim ("Supplement 2"). */
  number: z.number().int(),
  reason: z.string(),
  lines: z.array(ScopeLineSchema),
  requestedAmount: z.string(),
  status: z.enum(SUPPLEMENT_STATUSES),
  submittedOn: z.string().nullable(),
  decidedOn: z.string().nullable(),
  approvedAmount: z.string().nullable(),
  decisionNote: z.string().nullable(),
  photoIds: z.array(z.number().int()),
  documents: z.array(ClaimDocumentSchema),
  createdAt: isoDateTime,
});
export type Supplement = z.infer<typeof SupplementSchema>;

/** An insurer check recorded on the claim: the ledger entry it made and what it paid for. */
export const InsurerPaymentSchema = z.object({
  paymentId: z.number().int(),
  kind: z.enum(INSURER_PAYMENT_KINDS),
  amount: z.string(),
  receivedOn: z.string(),
  checkNumber: z.string().nullable(),
  /** The names on a two-party check ("Maria Lopez and Shorefront Roofing"). */
  payees: z.string().nullable(),
});

/** Computed, never typed. */
export const ClaimTotalsSchema = z.object({
  /** The carrier's RCV (or the sum of its scope lines while no RCV is entered). */
  carrierApproved: z.string(),
  supplementsRequested: z.string(),
  supplementsApproved: z.string(),
  /** carrierApproved + supplementsApproved. */
  totalApproved: z.string(),
  /** The deductible in dollars (the percent of the dwelling limit when so set). */
  deductible: z.string(),
  /** What the insurer owes in all: totalApproved − deductible. */
  insurerOwes: z.string(),
  insurerPaid: z.string(),
  /** insurerOwes − insurerPaid, never below zero. */
  insurerStillToPay: z.string(),
  /** Recoverable depreciation not yet released (minus depreciation checks received). */
  depreciationToRecover: z.string(),
  /** Our scope minus the carrier's (what a supplement may still ask for). */
  scopeDifference: z.string(),
  ourScope: z.string(),
  carrierScope: z.string(),
});
export type ClaimTotals = z.infer<typeof ClaimTotalsSchema>;

export const ClaimSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  customerName: z.string(),
  propertyAddress: z.string(),
  carrier: z.string(),
  policyNumber: z.string(),
  claimNumber: z.string(),
  dateOfLoss: z.string(),
  causeOfLoss: z.enum(CAUSES_OF_LOSS),
  stormName: z.string().nullable(),
  adjuster: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    company: z.string().nullable(),
    /** Eastern wall-clock "2026-10-14T09:30". */
    inspectionAt: z.string().nullable(),
  }),
  deductibleKind: z.enum(DEDUCTIBLE_KINDS),
  deductiblePercent: z.number().nullable(),
  dwellingLimit: z.string().nullable(),
  deductibleAmount: z.string(),
  rcv: z.string().nullable(),
  acv: z.string().nullable(),
  recoverableDepreciation: z.string().nullable(),
  overheadAndProfit: z.string().nullable(),
  notes: z.string().nullable(),
  carrierLines: z.array(ScopeLineSchema),
  ourLines: z.array(ScopeLineSchema),
  supplements: z.array(SupplementSchema),
  payments: z.array(InsurerPaymentSchema),
  totals: ClaimTotalsSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Claim = z.infer<typeof ClaimSchema>;

/** GET /api/claims (staff): one page of claims, newest first. */
export const ClaimListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100).optional(),
});
export const ClaimListItemSchema = ClaimSchema.pick({
  id: true,
  quoteId: true,
  estimateNumber: true,
  customerName: true,
  carrier: true,
  claimNumber: true,
  causeOfLoss: true,
  stormName: true,
  dateOfLoss: true,
  totals: true,
}).extend({ openSupplements: z.number().int() });
export type ClaimListItem = z.infer<typeof ClaimListItemSchema>;

/** POST /api/claims/:id/payments (staff): an insurer check, recorded into the job's ledger. */
export const InsurerPaymentInputSchema = z.object({
  kind: z.enum(INSURER_PAYMENT_KINDS, { error: 'Choose what the check pays for' }),
  amountCents: centsField('Amount'),
  receivedOn: calendarDate('Received on'),
  checkNumber: optionalSingleLineText('Check number', 40),
  payees: optionalSingleLineText('Payees on the check', 200),
});
export type InsurerPaymentInput = z.input<typeof InsurerPaymentInputSchema>;

/** POST /api/claims/:id/packet (staff): the claim packet PDF for the adjuster. */
export const ClaimPacketInputSchema = z.object({
  /** The supplement the packet presents (its lines and reasons); omitted: the claim alone. */
  supplementId: rowId().nullish(),
  /** The job photos to include, in order, with their captions and marks. */
  photoIds: z.array(rowId()).max(40, 'At most 40 photos').default([]),
  /** A photo report (job photos) to attach at the end. */
  photoReportId: rowId().nullish(),
  coverLetter: optionalMultiLineText('Cover letter', 6000),
});
export type ClaimPacketInput = z.input<typeof ClaimPacketInputSchema>;

export const ClaimPacketSchema = z.object({
  id: z.number().int(),
  claimId: z.number().int(),
  supplementId: z.number().int().nullable(),
  sha256: z.string(),
  pageCount: z.number().int(),
  createdAt: isoDateTime,
  createdBy: z.string(),
});
export type ClaimPacket = z.infer<typeof ClaimPacketSchema>;
