import { z } from 'zod';
import { INSPECTION_TYPES, PROMISES } from '../company.ts';
import { EASTERN_TIME_ZONE, easternToday } from '../eastern-time.ts';
import { localeField } from '../locale-schema.ts';
import { COLDSHIELD_OFFER } from '../offer-terms.ts';
import { textUpdatesField } from '../text-consent.ts';
import {
  DISALLOWED_CHARACTERS_MESSAGE,
  emailField,
  INVISIBLE_CHARACTERS_MESSAGE,
  isInvisibleFree,
  isoDateTime,
  isSingleLineSafe,
  multiLineText,
  optionalMultiLineText,
  optionalSingleLineText,
  PageQuerySchema,
  phoneField,
  singleLineText,
} from './fields.ts';
import { visitDateTime } from './visit-time.ts';

/** POST /api/validate-service-area — the ZIP availability form (the web app trims the input). */
export const ServiceAreaCheckRequestSchema = z.object({
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .min(1, 'ZIP code is required')
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code, like 32250'),
});
export type ServiceAreaCheckRequest = z.input<typeof ServiceAreaCheckRequestSchema>;

export const ServiceAreaCheckResponseSchema = z.object({
  isServiceable: z.boolean(),
  message: z.string(),
  /** The served place the ZIP belongs to, when served. */
  area: z.string().nullable(),
});
export type ServiceAreaCheckResponse = z.infer<typeof ServiceAreaCheckResponseSchema>;

/** How soon the homeowner needs us; the label says the time frame each level means. */
export const URGENCY_LEVELS = [
  { value: 'routine', label: 'Routine (1-2 weeks)' },
  { value: 'urgent', label: 'Urgent (3-5 days)' },
  { value: 'emergency', label: 'Emergency (24-48 hours)' },
] as const;

type InspectionType = (typeof INSPECTION_TYPES)[number]['value'];
type UrgencyLevel = (typeof URGENCY_LEVELS)[number]['value'];
export const INSPECTION_TYPE_VALUES = INSPECTION_TYPES.map((option) => option.value) as [
  InspectionType,
  ...InspectionType[],
];
export const URGENCY_LEVEL_VALUES = URGENCY_LEVELS.map((option) => option.value) as [
  UrgencyLevel,
  ...UrgencyLevel[],
];
export type { InspectionType, UrgencyLevel };

/** The business runs on North Florida time: "today" and "in the past" are decided there. */
export const BUSINESS_TIME_ZONE = EASTERN_TIME_ZONE;

/** The calendar date (YYYY-MM-DD) it is at `now` in the business's time zone. */
export function businessToday(now: Date = new Date()): string {
  return easternToday(now);
}

const requiredChoice = <T extends [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined ||
      issue.input === null ||
      (typeof issue.input === 'string' && issue.input.trim() === '')
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

/**
 * POST /api/inspection-requests — the Schedule an Inspection form. Every field is required; the
 * preferred date may be today or later, "today" taken in Florida (America/New_York). `now` is the
 * clock the date is checked against (tests pass their own).
 */
export function inspectionRequestSchema(now: () => Date = () => new Date()) {
  return z.object({
    customerName: singleLineText('Name', 100),
    customerEmail: z
      .string({ error: 'Valid email is required' })
      .refine(isInvisibleFree, `Email ${INVISIBLE_CHARACTERS_MESSAGE}`)
      .trim()
      .refine(isSingleLineSafe, `Email ${DISALLOWED_CHARACTERS_MESSAGE}`)
      .min(1, 'Valid email is required')
      .max(254, 'Email must be at most 254 characters')
      .pipe(z.email('Valid email is required')),
    customerPhone: singleLineText('Phone number', 30).refine(
      (value) => value.replace(/\D/g, '').length >= 7,
      'Enter a phone number with at least 7 digits',
    ),
    propertyAddress: singleLineText('Property address', 300),
    inspectionType: requiredChoice(INSPECTION_TYPE_VALUES, 'Inspection type'),
    urgencyLevel: requiredChoice(URGENCY_LEVEL_VALUES, 'Urgency level'),
    description: multiLineText('Description', 5000),
    preferredDate: z
      .string({ error: 'Preferred date is required' })
      .trim()
      .min(1, 'Preferred date is required')
      .pipe(z.iso.date('Preferred date must be a date (YYYY-MM-DD)'))
      .refine((date) => date >= businessToday(now()), 'Preferred date cannot be in the past'),
    /** The unticked "Text me updates" box (issue 24), recorded with its proof. */
    textUpdates: textUpdatesField,
    /** The language the form was shown in. */
    language: localeField,
  });
}
export const InspectionRequestSchema = inspectionRequestSchema();
export type InspectionRequestInput = z.input<typeof InspectionRequestSchema>;
export type InspectionRequest = z.output<typeof InspectionRequestSchema>;

/** Request numbers the lead service issues: INS- and 6 characters without 0, O, 1 or I. */
export const INSPECTION_REQUEST_NUMBER_PATTERN = /^INS-[A-HJ-NP-Z2-9]{6}$/;

/** What the site tells the homeowner once the request is stored. */
export const INSPECTION_REQUESTED_MESSAGE = `We'll contact you within ${PROMISES.contactWithinHours} hours to schedule your roof inspection.`;

/** What `POST /api/inspection-requests` answers: the request number, never an internal id. */
export const InspectionRequestCreatedSchema = z.object({
  success: z.literal(true),
  requestNumber: z.string(),
  message: z.string(),
});
export type InspectionRequestCreated = z.infer<typeof InspectionRequestCreatedSchema>;

// Staff: the inspection requests in the back office ------------------------------------------

/** Where an inspection request stands; new ones are `pending` (portal §4). */
export const INSPECTION_REQUEST_STATUSES = [
  'pending',
  'scheduled',
  'completed',
  'cancelled',
] as const;

/** Paths with a lead's internal id (staff only). */
export const LeadIdParamSchema = z.object({
  id: z.coerce.number().int().positive('Id must be a positive number'),
});

const pageOf = <T extends [string, ...string[]]>(statuses: T) =>
  PageQuerySchema.extend({
    status: z.enum(statuses).optional(),
  });

/**
 * GET /api/inspection-requests (staff): one page, newest first (while the storm banner is on, the
 * pending emergencies first, oldest first); total in `X-Total-Count`.
 */
export const InspectionRequestListQuerySchema = pageOf([...INSPECTION_REQUEST_STATUSES]);
export type InspectionRequestListQuery = z.infer<typeof InspectionRequestListQuerySchema>;

const atLeastOneChange = {
  message: 'Send at least one change',
} as const;
const hasChange = (update: Record<string, unknown>) =>
  Object.values(update).some((value) => value !== undefined);

/** PATCH /api/inspection-requests/:id (staff): schedule, assign, note, complete or cancel. */
export const InspectionRequestUpdateSchema = z
  .object({
    status: z.enum(INSPECTION_REQUEST_STATUSES).optional(),
    /**
     * The visit, the Eastern wall time "2027-01-12T09:30" or an ISO instant with offset (never in
     * the past); setting it schedules a pending request.
     */
    scheduledDate: visitDateTime('Inspection visit').nullable().optional(),
    /** The inspector it is assigned to. */
    assignedTo: optionalSingleLineText('Assigned to', 100).optional(),
    notes: optionalMultiLineText('Notes', 5000).optional(),
    followUpRequired: z.boolean().optional(),
  })
  .refine(hasChange, atLeastOneChange);
export type InspectionRequestUpdate = z.infer<typeof InspectionRequestUpdateSchema>;

/** An inspection request as staff see it: every stored column. */
export const StaffInspectionRequestSchema = z.object({
  id: z.number().int(),
  requestNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  propertyAddress: z.string(),
  inspectionType: z.string(),
  urgencyLevel: z.string(),
  description: z.string(),
  preferredDate: z.string(),
  status: z.string(),
  assignedTo: z.string().nullable(),
  scheduledDate: isoDateTime.nullable(),
  completedDate: isoDateTime.nullable(),
  inspectionNotes: z.string().nullable(),
  followUpRequired: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /**
   * True while the storm banner is on for an emergency request still pending: the office's list
   * shows it first, flagged with its age (createdAt). Always false with the banner off.
   */
  stormPriority: z.boolean(),
});
export type StaffInspectionRequest = z.infer<typeof StaffInspectionRequestSchema>;

// ColdShield: the refrigeration-roof offer (/coldshield-offer) --------------------------------

export { COLDSHIELD_OFFER };

/** What the page shows on success (public-site §8). */
export const COLDSHIELD_REQUESTED_MESSAGE = `Your FREE thermal scan request has been submitted! We'll contact you within ${PROMISES.contactWithinHours} hours.`;

/** A lead's statuses: new ones are `thermal_scan_requested`; staff move them on. */
export const COLDSHIELD_LEAD_STATUSES = [
  'thermal_scan_requested',
  'contacted',
  'scan_scheduled',
  'converted',
  'closed',
] as const;

/** POST /api/coldshield-leads — the lead form: facility address required, details optional. */
export const ColdshieldLeadRequestSchema = z.object({
  name: singleLineText('Name', 100),
  email: emailField,
  phone: phoneField,
  address: singleLineText('Facility address', 300),
  message: optionalMultiLineText('Additional details', 2000),
  /** The language the form was shown in (issue 24): the e-mails follow it. */
  language: localeField,
});
export type ColdshieldLeadRequestInput = z.input<typeof ColdshieldLeadRequestSchema>;
export type ColdshieldLeadRequest = z.output<typeof ColdshieldLeadRequestSchema>;

/** What the public POST answers (the page checks `status === "ok"`). */
export const ColdshieldLeadAcceptedSchema = z.object({ status: z.literal('ok') });

/** A lead as staff see it: every stored column; savings in dollars ("18400.00"). */
export const ColdshieldLeadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  message: z.string().nullable(),
  status: z.string(),
  estimatedSavings: z.string().nullable(),
  thermalScanScheduled: z.boolean(),
  thermalScanDate: isoDateTime.nullable(),
  followUpSent: z.boolean(),
  converted: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ColdshieldLead = z.infer<typeof ColdshieldLeadSchema>;

/** GET /api/coldshield-leads (staff): one page, newest first; total in `X-Total-Count`. */
export const ColdshieldLeadListQuerySchema = pageOf([...COLDSHIELD_LEAD_STATUSES]);
export type ColdshieldLeadListQuery = z.infer<typeof ColdshieldLeadListQuerySchema>;

/**
 * PATCH /api/coldshield-leads/:id (staff). Scheduling the scan needs its date; a date alone
 * schedules it. Any status other than thermal_scan_requested stops the follow-up e-mail.
 */
export const ColdshieldLeadUpdateSchema = z
  .object({
    status: z
      .enum(['contacted', 'scan_scheduled', 'converted', 'closed'], {
        error: 'Status must be one of: contacted, scan_scheduled, converted, closed',
      })
      .optional(),
    /** Eastern wall time "2027-01-12T09:30" or an ISO instant with offset; never in the past. */
    thermalScanDate: visitDateTime('Thermal scan date').nullable().optional(),
    /** Estimated yearly energy savings in dollars and cents. */
    estimatedSavings: z
      .number({ error: 'Estimated savings must be a number, e.g. 18400.50' })
      .min(0, 'Estimated savings cannot be negative')
      .max(99_999_999.99, 'Estimated savings are too large')
      .multipleOf(0.01, 'Use dollars and cents')
      .nullable()
      .optional(),
  })
  .refine(hasChange, atLeastOneChange)
  .refine((update) => update.status !== 'scan_scheduled' || Boolean(update.thermalScanDate), {
    message: 'Set the thermal scan date to schedule the scan',
    path: ['thermalScanDate'],
  });
export type ColdshieldLeadUpdate = z.infer<typeof ColdshieldLeadUpdateSchema>;
