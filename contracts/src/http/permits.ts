import { z } from 'zod';
import { centsField } from './billing.ts';
import {
  calendarDate,
  isoDateTime,
  optionalMultiLineText,
  optionalSingleLineText,
  PageQuerySchema,
  rowIdParam,
  singleLineText,
} from './fields.ts';

/*
 * A job's building permit and its inspections (issue 23), owned by the quote service under
 * /api/permits. The permit's applied and issued dates drive the Florida deposit clock kept on the
 * signed contract (s. 489.126: apply within 30 days of a deposit over 10 %, start within 90 days
 * of issue); recording them here records them there, in one transaction.
 */

/** Florida's Notice of Commencement is required above this direct contract price (s. 713.02(5)). */
export const NOTICE_OF_COMMENCEMENT_THRESHOLD_DOLLARS = 2500;

/** The stages of the office's permits board, in order. */
export const PERMIT_STAGES = [
  'to-apply',
  'applied',
  'issued',
  'dry-in-passed',
  'final-passed',
] as const;
export type PermitStage = (typeof PERMIT_STAGES)[number];
export const PERMIT_STAGE_LABELS: Record<PermitStage, string> = {
  'to-apply': 'To apply',
  applied: 'Applied',
  issued: 'Issued',
  'dry-in-passed': 'Dry-in passed',
  'final-passed': 'Final passed',
};

/** The inspections a re-roof permit calls for: the dry-in (underlayment) and the final, at least. */
export const INSPECTION_KINDS = ['dry-in', 'final', 'other'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export const INSPECTION_KIND_LABELS: Record<InspectionKind, string> = {
  'dry-in': 'Roof dry-in (underlayment) inspection',
  final: 'Final roof inspection',
  other: 'Other inspection',
};
export const INSPECTION_RESULTS = ['scheduled', 'pass', 'fail', 'cancelled'] as const;
export type InspectionResult = (typeof INSPECTION_RESULTS)[number];

export const PermitIdParamSchema = z.object({ id: rowIdParam });
export const InspectionParamSchema = z.object({ id: rowIdParam, inspectionId: rowIdParam });

/** POST /api/permits/quote/:quoteId (staff) opens the job's permit; PUT /api/permits/:id edits it. */
export const PermitInputSchema = z.object({
  /** The building department (derived from the ZIP when omitted on creation; editable). */
  jurisdiction: optionalSingleLineText('Jurisdiction', 120),
  permitNumber: optionalSingleLineText('Permit number', 60),
  appliedOn: calendarDate('Applied on').nullish(),
  issuedOn: calendarDate('Issued on').nullish(),
  expiresOn: calendarDate('Expires on').nullish(),
  feesCents: centsField('Permit fees').nullish(),
  /** Work started on the roof (the deposit clock's 90 days end here). */
  workStartedOn: calendarDate('Work started on').nullish(),
  nocRecordedOn: calendarDate('Notice of Commencement recorded on').nullish(),
  nocInstrumentNumber: optionalSingleLineText('Instrument number', 40),
  notes: optionalMultiLineText('Notes', 4000),
});
export type PermitInput = z.input<typeof PermitInputSchema>;

/** POST /api/permits/:id/inspections (staff): schedule an inspection (or a re-inspection). */
export const InspectionCreateSchema = z.object({
  kind: z.enum(INSPECTION_KINDS, { error: 'Choose the inspection' }),
  /** For `other`: what it is ("Sheathing nailing inspection"). */
  label: optionalSingleLineText('Inspection name', 120),
  scheduledOn: calendarDate('Scheduled on'),
  inspector: optionalSingleLineText('Inspector', 120),
  /** A re-inspection names the failed inspection it follows. */
  reinspectionOf: z.number().int().positive().nullish(),
});
export type InspectionCreate = z.input<typeof InspectionCreateSchema>;

/** POST /api/permits/:id/inspections/:inspectionId/result (staff): pass, or fail with notes. */
export const InspectionResultInputSchema = z
  .object({
    result: z.enum(['pass', 'fail', 'cancelled'], { error: 'Choose the result' }),
    on: calendarDate('Result date').optional(),
    inspector: optionalSingleLineText('Inspector', 120),
    notes: optionalMultiLineText('Notes', 2000),
  })
  .superRefine((input, issue) => {
    if (input.result === 'fail' && !input.notes) {
      issue.addIssue({ code: 'custom', path: ['notes'], message: 'Say what the inspector failed' });
    }
  });
export type InspectionResultInput = z.input<typeof InspectionResultInputSchema>;

export const PermitInspectionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INSPECTION_KINDS),
  label: z.string(),
  scheduledOn: z.string(),
  inspector: z.string().nullable(),
  result: z.enum(INSPECTION_RESULTS),
  resultOn: z.string().nullable(),
  notes: z.string().nullable(),
  reinspectionOf: z.number().int().nullable(),
});
export type PermitInspection = z.infer<typeof PermitInspectionSchema>;

/** The deposit clock (s. 489.126) as the permit shows it: null dates when the rule does not apply. */
export const DepositClockSchema = z.object({
  applies: z.boolean(),
  depositReceivedOn: z.string().nullable(),
  permitApplyBy: z.string().nullable(),
  workStartBy: z.string().nullable(),
  /** A date within 7 days or past, not yet met: the board and the permit page warn. */
  warnings: z.array(
    z.object({
      deadline: z.enum(['permit-application', 'work-start']),
      dueOn: z.string(),
      daysLeft: z.number().int(),
    }),
  ),
});
export type DepositClock = z.infer<typeof DepositClockSchema>;

export const PermitSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  customerName: z.string(),
  propertyAddress: z.string(),
  jurisdiction: z.string(),
  /** `zip`: derived from the property's ZIP; `staff`: set by hand. */
  jurisdictionSource: z.enum(['zip', 'staff']),
  permitNumber: z.string().nullable(),
  appliedOn: z.string().nullable(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  fees: z.string().nullable(),
  workStartedOn: z.string().nullable(),
  noticeOfCommencement: z.object({
    /** The contract price is over $2,500 (s. 713.13). */
    required: z.boolean(),
    recordedOn: z.string().nullable(),
    instrumentNumber: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  stage: z.enum(PERMIT_STAGES),
  /** A deadline passed unmet, the permit expired, or an inspection date passed without a result. */
  overdue: z.boolean(),
  overdueReasons: z.array(z.string()),
  inspections: z.array(PermitInspectionSchema),
  depositClock: DepositClockSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Permit = z.infer<typeof PermitSchema>;

/** GET /api/permits (staff): the permits board, overdue first, then by stage. */
export const PermitBoardQuerySchema = PageQuerySchema.extend({
  stage: z.enum(PERMIT_STAGES).optional(),
  jurisdiction: z.string().trim().max(120).optional(),
  /** Closed permits (final passed) are left out unless asked for. */
  includeClosed: z.enum(['true', 'false']).default('false'),
});
export const PermitBoardItemSchema = PermitSchema.omit({ inspections: true, notes: true }).extend({
  nextInspection: PermitInspectionSchema.nullable(),
});
export type PermitBoardItem = z.infer<typeof PermitBoardItemSchema>;

/** GET /api/permits/jurisdictions (staff): the board's filter, with how many open permits each. */
export const JurisdictionCountSchema = z.object({
  jurisdiction: z.string(),
  open: z.number().int(),
});

/** The portal's timeline of the permit (GET /api/permits/portal). */
export const PORTAL_PERMIT_STEPS = ['applied', 'issued', 'dry-in-passed', 'final-passed'] as const;
export const PortalPermitSchema = z.object({
  jurisdiction: z.string(),
  permitNumber: z.string().nullable(),
  steps: z.array(
    z.object({
      step: z.enum(PORTAL_PERMIT_STEPS),
      label: z.string(),
      /** The day it happened; null while it has not. */
      on: z.string().nullable(),
      /** A scheduled inspection's day, shown while the step waits on it. */
      scheduledOn: z.string().nullable(),
    }),
  ),
  inspections: z.array(PermitInspectionSchema.omit({ reinspectionOf: true })),
  /** The deposit clock's dates the customer is owed (s. 489.126). */
  depositClock: DepositClockSchema.omit({ warnings: true }),
});
export type PortalPermit = z.infer<typeof PortalPermitSchema>;

/** A jurisdiction name typed by staff. */
export const jurisdictionField = singleLineText('Jurisdiction', 120);
