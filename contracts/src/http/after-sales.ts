import { z } from 'zod';
import { MATERIALS_WARRANTY_YEARS, WARRANTY_YEARS } from '../company.ts';
import {
  DISALLOWED_CHARACTERS_MESSAGE,
  isMultiLineSafe,
  isoDateTime,
  optionalMultiLineText,
  optionalSingleLineText,
  rowId,
} from './fields.ts';

/**
 * After the job (portal §3 payments, warranties, customer_feedback, service_requests): payments
 * staff record, the warranties a completed job carries, the customer's feedback, and service
 * requests a customer opens from the portal once the work is done. The portal's Make Payment
 * stays an informational notice: nothing here takes a card.
 */

export const PAYMENT_TYPES = ['deposit', 'progress', 'final', 'insurance', 'financing'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const;
export const PAYMENT_METHODS_NOTE =
  'Pay by check, ACH transfer or card over the phone with our office; financing through our partners.';

/** What a completed job carries: the materials' manufacturer warranty and our workmanship one. */
export const COMPLETION_WARRANTIES = [
  {
    warrantyType: 'materials',
    warrantyLength: MATERIALS_WARRANTY_YEARS,
    terms:
      "Manufacturer's limited warranty on the roofing materials installed, registered in the homeowner's name within 60 days of completion. Covers manufacturing defects in shingles, tile, metal panels and underlayment; transferable once to a new owner with notice.",
  },
  {
    warrantyType: 'workmanship',
    warrantyLength: WARRANTY_YEARS,
    terms:
      'Shorefront Roofing repairs, at no charge, leaks and failures caused by installation workmanship: flashing, fastening, underlayment laps, ventilation and sealing. Storm damage beyond the rated wind speed, foot traffic by others and alterations by others are not covered. Call us within 30 days of finding a problem.',
  },
] as const;

export const SERVICE_REQUEST_TYPES = [
  'leak',
  'storm_damage',
  'warranty_claim',
  'maintenance',
  'gutters',
  'other',
] as const;
export const SERVICE_REQUEST_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const SERVICE_REQUEST_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
/**
 * Storm priority (issue 26): while the storm banner is on, a service request for an active leak
 * (a leak or storm damage, still open or in progress) goes to the top of the office's lists.
 */
export const STORM_PRIORITY_REQUEST_TYPES = ['leak', 'storm_damage'] as const;
export const STORM_PRIORITY_REQUEST_STATUSES = ['open', 'in_progress'] as const;
/** Whether a service request is an active leak (what storm priority puts first). */
export function isActiveLeak(request: { requestType: string; status: string }): boolean {
  return (
    (STORM_PRIORITY_REQUEST_TYPES as readonly string[]).includes(request.requestType) &&
    (STORM_PRIORITY_REQUEST_STATUSES as readonly string[]).includes(request.status)
  );
}
/**
 * A portal session opens with an estimate number alone, and every service request e-mails the
 * office and the customer: so one job holds at most this many requests still being worked...
 */
export const SERVICE_REQUESTS_UNRESOLVED_MAX = 3;
/** ...and takes at most this many in 24 hours. Beyond either the answer is 429. */
export const SERVICE_REQUESTS_PER_DAY = 5;

// A JSON number, never coerced: `true` or "abc" is refused, not read as $1.00 or NaN.
const money = z
  .number({
    error: (issue) =>
      issue.input === undefined ? 'Enter the amount' : 'The amount must be a number, e.g. 4275.50',
  })
  .positive('Enter an amount above zero')
  .max(99_999_999.99, 'The amount is too large')
  .refine((value) => Math.round(value * 100) === value * 100, 'At most two decimals');

export const PaymentSchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** "4500.00" */
  amount: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  description: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof PaymentSchema>;

/** POST /api/quotes/:id/payments — staff record a payment received (or expected). */
export const PaymentCreateSchema = z.object({
  amount: money,
  paymentType: z.enum(PAYMENT_TYPES, { error: 'Choose the kind of payment' }),
  description: optionalSingleLineText('Description', 300),
  status: z.enum(PAYMENT_STATUSES).default('paid'),
});
export type PaymentCreate = z.input<typeof PaymentCreateSchema>;

export const WarrantySchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  warrantyType: z.string(),
  warrantyLength: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  terms: z.string(),
  /** False once voided. */
  isActive: z.boolean(),
  createdAt: isoDateTime,
  /**
   * When the job was re-opened after the completion that issued it: the warranty no longer
   * holds and is kept only for the record. null while it stands.
   */
  voidedAt: isoDateTime.nullable(),
});
export type Warranty = z.infer<typeof WarrantySchema>;

const rating = (label: string) =>
  z.coerce
    .number({ error: `Rate ${label} from 1 to 5` })
    .int(`Rate ${label} from 1 to 5`)
    .min(1, `Rate ${label} from 1 to 5`)
    .max(5, `Rate ${label} from 1 to 5`);

export const FeedbackSchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  overallRating: z.number().int(),
  qualityRating: z.number().int().nullable(),
  timelinessRating: z.number().int().nullable(),
  communicationRating: z.number().int().nullable(),
  wouldRecommend: z.boolean().nullable(),
  comments: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** POST /api/quotes/portal-session/feedback — once, after the job is complete. */
export const FeedbackCreateSchema = z.object({
  overallRating: rating('the whole job'),
  qualityRating: rating('the quality').nullish(),
  timelinessRating: rating('the timeliness').nullish(),
  communicationRating: rating('our communication').nullish(),
  wouldRecommend: z.boolean().nullish(),
  comments: optionalMultiLineText('Comments', 2000),
});
export type FeedbackCreate = z.input<typeof FeedbackCreateSchema>;
/** The same once validated (ratings are numbers). */
export type FeedbackAnswer = z.output<typeof FeedbackCreateSchema>;

export const ServiceRequestSchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  requestType: z.enum(SERVICE_REQUEST_TYPES),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES),
  description: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  assignedEmployeeId: z.number().int().nullable(),
  resolutionNotes: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
});
export type ServiceRequest = z.infer<typeof ServiceRequestSchema>;

/**
 * A service request in the office's after-sales view: `stormPriority` is true while the storm
 * banner is on for an active leak (see `isActiveLeak`), false otherwise.
 */
export const StaffServiceRequestSchema = ServiceRequestSchema.extend({
  stormPriority: z.boolean(),
});
export type StaffServiceRequest = z.infer<typeof StaffServiceRequestSchema>;

/** POST /api/quotes/portal-session/service-requests — a customer asks for service after the job. */
export const ServiceRequestCreateSchema = z.object({
  requestType: z.enum(SERVICE_REQUEST_TYPES, { error: 'Choose what you need' }),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES).default('medium'),
  description: z
    .string({ error: 'Describe what you see' })
    .trim()
    .min(10, 'Describe what you see (at least 10 characters)')
    .max(2000, 'Keep it under 2000 characters')
    .refine(isMultiLineSafe, `Description ${DISALLOWED_CHARACTERS_MESSAGE}`),
});
export type ServiceRequestCreate = z.input<typeof ServiceRequestCreateSchema>;

/** PATCH /api/quotes/service-requests/:id — staff work a request. */
export const ServiceRequestPatchSchema = z
  .object({
    status: z.enum(SERVICE_REQUEST_STATUSES),
    priority: z.enum(SERVICE_REQUEST_PRIORITIES),
    assignedEmployeeId: rowId().nullable(),
    resolutionNotes: optionalMultiLineText('Resolution notes', 2000),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');

/** Everything after the job for one project: the portal's and the dashboard's view. */
export const AfterSalesSchema = z.object({
  completed: z.boolean(),
  payments: z.array(PaymentSchema),
  warranties: z.array(WarrantySchema),
  feedback: FeedbackSchema.nullable(),
  serviceRequests: z.array(StaffServiceRequestSchema),
});
export type AfterSales = z.infer<typeof AfterSalesSchema>;

/**
 * The same view for the customer's portal session. The estimate number is the portal's only
 * credential, so it carries nothing a finder of the number should learn: no name or e-mail on
 * the payments, no payment-processor reference, no staff assignment, and no row ids (serial
 * numbers would tell how many payments, warranties and requests the company has). Resolution
 * notes are written for the customer and shown to them.
 */
export const PortalPaymentSchema = PaymentSchema.omit({
  id: true,
  customerName: true,
  customerEmail: true,
  stripePaymentIntentId: true,
});
export type PortalPayment = z.infer<typeof PortalPaymentSchema>;
export const PortalWarrantySchema = WarrantySchema.omit({ id: true });
export type PortalWarranty = z.infer<typeof PortalWarrantySchema>;
export const PortalFeedbackSchema = FeedbackSchema.omit({ id: true });
export type PortalFeedback = z.infer<typeof PortalFeedbackSchema>;
export const PortalServiceRequestSchema = ServiceRequestSchema.omit({
  id: true,
  assignedEmployeeId: true,
});
export type PortalServiceRequest = z.infer<typeof PortalServiceRequestSchema>;
export const PortalAfterSalesSchema = z.object({
  completed: z.boolean(),
  payments: z.array(PortalPaymentSchema),
  warranties: z.array(PortalWarrantySchema),
  feedback: PortalFeedbackSchema.nullable(),
  serviceRequests: z.array(PortalServiceRequestSchema),
});
export type PortalAfterSales = z.infer<typeof PortalAfterSalesSchema>;

export const ServiceRequestIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
