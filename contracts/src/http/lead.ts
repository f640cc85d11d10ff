import { z } from 'zod';
import { PROMISES } from '../company.ts';
import {
  DISALLOWED_CHARACTERS_MESSAGE,
  isSingleLineSafe,
  multiLineText,
  singleLineText,
} from './fields.ts';

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

/** The kinds of inspection a homeowner can book (the inspection request form). */
export const INSPECTION_TYPES = [
  { value: 'full-roof', label: 'Full Roof Inspection' },
  { value: 'repair', label: 'Repair Assessment' },
  { value: 'maintenance', label: 'Maintenance Check' },
  { value: 'insurance', label: 'Insurance Inspection' },
] as const;

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
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The calendar date (YYYY-MM-DD) it is at `now` in the business's time zone. */
export function businessToday(now: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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
