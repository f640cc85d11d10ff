import { z } from 'zod';
import { LocaleSchema, localeField } from '../locale-schema.ts';
import {
  PREFERRED_TIME_VALUES,
  PROPERTY_TYPE_VALUES,
  ROOF_MATERIAL_VALUES,
  SERVICE_TYPE_VALUES,
} from '../quote-options.ts';
import { CUSTOMER_RESPONSES } from '../status.ts';
import { TextConsentSchema, textUpdatesField } from '../text-consent.ts';
import {
  emailField,
  isoDateTime,
  optionalMultiLineText,
  phoneField,
  singleLineText,
  zipCodeField,
} from './fields.ts';
import { businessToday } from './lead.ts';

/** Estimate numbers the system issues: SFR- and 8 characters without 0, O, 1 or I. */
export const ESTIMATE_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ESTIMATE_NUMBER_PATTERN = /^SFR-[A-HJ-NP-Z2-9]{8}$/;
/** Lookups accept any stored number (older ones look like SF-20240105-1234), at most 20 characters. */
export const EstimateNumberParamSchema = z.object({
  estimateNumber: singleLineText('Estimate number', 20),
});

const choice = <T extends [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

const optionalChoice = <T extends [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    choice(values, label)
      .nullish()
      .transform((value) => value ?? null),
  );

/** POST /api/quotes — the free-quote wizard (public-site §5, §7). */
export const QuoteRequestSchema = z.object({
  serviceType: choice(SERVICE_TYPE_VALUES, 'Service type'),
  propertyType: choice(PROPERTY_TYPE_VALUES, 'Property type'),
  currentRoofMaterial: optionalChoice(ROOF_MATERIAL_VALUES, 'Current roof material'),
  roofAge: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .number({ error: 'Roof age must be a number of years' })
      .int('Roof age must be a whole number of years')
      .min(0, 'Roof age cannot be negative')
      .max(150, 'Roof age must be at most 150 years')
      .nullish()
      .transform((value) => value ?? null),
  ),
  projectDescription: optionalMultiLineText('Project description', 2000),
  isVeteran: z.boolean().default(false),
  isSenior: z.boolean().default(false),
  firstName: singleLineText('First name', 100),
  lastName: singleLineText('Last name', 100),
  phone: phoneField,
  email: emailField,
  streetAddress: singleLineText('Street address', 200),
  city: singleLineText('City', 100),
  state: singleLineText('State', 2)
    .regex(/^[A-Za-z]{2}$/, 'Use the 2-letter state code')
    .toUpperCase(),
  zipCode: zipCodeField,
  preferredDate: z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso
      .date('Preferred date must be a date (YYYY-MM-DD)')
      // A visit cannot be wished for yesterday (today in Florida still counts).
      .refine((date) => date >= businessToday(), 'Preferred date cannot be in the past')
      .nullish()
      .transform((value) => value ?? null),
  ),
  preferredTime: optionalChoice(PREFERRED_TIME_VALUES, 'Preferred time'),
  specialInstructions: optionalMultiLineText('Special instructions', 1000),
  /** The language the form was filled in: every later e-mail, text and PDF uses it (issue 24). */
  language: localeField,
  /** The unticked "Text me updates" box (issue 24): ticked is consent to texts, stored with proof. */
  textUpdates: textUpdatesField,
});
export type QuoteRequestInput = z.input<typeof QuoteRequestSchema>;
export type QuoteRequest = z.output<typeof QuoteRequestSchema>;

/** The stored quote as the API returns it (every column of the quotes table). */
export const QuoteSchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  serviceType: z.string().nullable(),
  propertyType: z.string(),
  currentRoofMaterial: z.string().nullable(),
  roofAge: z.number().int().nullable(),
  projectDescription: z.string().nullable(),
  isVeteran: z.boolean(),
  isSenior: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  status: z.string(),
  scheduledDate: isoDateTime.nullable(),
  /** decimal(10,2) as a string, e.g. "12450.00" */
  estimateAmount: z.string().nullable(),
  proposalNotes: z.string().nullable(),
  customerResponse: z.string().nullable(),
  responseNotes: z.string().nullable(),
  /** When the estimate was last made ready or revised (its 30 days run from here); null before. */
  estimatePreparedAt: isoDateTime.nullable(),
  /** The customer's language (en, es). */
  language: LocaleSchema,
  /** The consent to texts given on the form, with its proof; null when the box was not ticked. */
  textConsent: TextConsentSchema.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * What the public `POST /api/quotes` answers: the stored request without the internal id (a
 * sequential id would tell a stranger how many quotes we take). Staff responses carry the id.
 */
export const QuoteCreatedSchema = QuoteSchema.omit({ id: true });
export type QuoteCreated = z.infer<typeof QuoteCreatedSchema>;

/**
 * GET /api/estimates/:estimateNumber — what the Track Your Estimate page reads (portal §3). The
 * number is all a caller shows, so the contact details come masked and the internal id is absent.
 */
export const EstimateSchema = QuoteSchema.pick({
  estimateNumber: true,
  status: true,
  createdAt: true,
  firstName: true,
  lastName: true,
  streetAddress: true,
  city: true,
  state: true,
  zipCode: true,
  serviceType: true,
  propertyType: true,
  currentRoofMaterial: true,
  roofAge: true,
  preferredDate: true,
  scheduledDate: true,
  estimateAmount: true,
  isVeteran: true,
  isSenior: true,
  proposalNotes: true,
  customerResponse: true,
  responseNotes: true,
}).extend({
  /** Masked: only the last four digits, e.g. "(•••) •••-0142" (see maskPhone). */
  phone: z.string(),
  /** Masked: first character of the local part and the domain, e.g. "d•••@example.com". */
  email: z.string(),
  /** The state in the one customer vocabulary (docs/customer-states.md), e.g. "Estimate Expired". */
  statusLabel: z.string(),
  /**
   * The end (Eastern) of the 30th day after the estimate was prepared or last revised; null until
   * an estimate is prepared.
   */
  expiresAt: isoDateTime.nullable(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

/** POST /api/estimates/:estimateNumber/response */
export const EstimateResponseSchema = z.object({
  customerResponse: z.enum(CUSTOMER_RESPONSES, {
    error: 'Please select your response to the estimate',
  }),
  responseNotes: optionalMultiLineText('Response notes', 2000),
});
export type EstimateResponse = z.output<typeof EstimateResponseSchema>;

/** POST /api/quotes/login: the estimate number is the customer's only credential (any case). */
export const PortalLoginSchema = z.object({
  estimateNumber: z
    .string({ error: 'Estimate number is required' })
    .trim()
    .min(1, 'Estimate number is required')
    .max(20, 'Estimate number is too long')
    .refine(
      (value) => /^[A-Za-z0-9-]+$/.test(value),
      'Estimate number contains characters that are not allowed',
    ),
});

/** POST /api/portal/code: e-mail a one-time code for this estimate to the address on file. */
export const PortalCodeRequestSchema = PortalLoginSchema;

/** The 202 of POST /api/portal/code: the same for every number, known or not. */
export const PortalCodeSentSchema = z.object({
  accepted: z.literal(true),
  message: z.string(),
});

/** POST /api/portal/verify: the number and the six digits from the e-mail. */
export const PortalVerifySchema = PortalLoginSchema.extend({
  code: z
    .string({ error: 'Enter the 6-digit code from the e-mail' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
});

/** POST /api/portal/link: the token of a link in one of our e-mails. */
export const PortalLinkSchema = z.object({
  token: z
    .string({ error: 'The link is incomplete' })
    .min(20, 'The link is incomplete')
    .max(400, 'The link is incomplete')
    .regex(/^[A-Za-z0-9_-]+$/, 'The link is incomplete'),
});

/**
 * The quote as the tabbed portal reads it (portal §3), contact details masked. `status` uses the
 * portal's words (pending, accepted, need-revision, in-progress, completed, declined, cancelled).
 */
export const PortalQuoteSchema = z.object({
  estimateNumber: z.string(),
  createdAt: isoDateTime,
  customerName: z.string(),
  /** Masked, e.g. "d•••@example.com". */
  customerEmail: z.string(),
  serviceType: z.string().nullable(),
  propertyType: z.string(),
  projectAddress: z.string(),
  /** The estimate amount ("14250.50"), once prepared. */
  estimatedValue: z.string().nullable(),
  status: z.string(),
  /** The stored lifecycle status, for screens that need the finer word. */
  stage: z.string(),
  priority: z.string(),
  currentRoofMaterial: z.string().nullable(),
  roofAge: z.number().int().nullable(),
  projectDescription: z.string().nullable(),
  proposalNotes: z.string().nullable(),
  scheduledDate: isoDateTime.nullable(),
  customerResponse: z.string().nullable(),
  /** The customer's last answer's text (their questions or the changes they asked for). */
  responseNotes: z.string().nullable(),
  /** As on the track page: null until an estimate is prepared. */
  expiresAt: isoDateTime.nullable(),
  /** This browser's portal session is verified for the estimate (it may act, not only view). */
  verified: z.boolean().optional(),
});
export type PortalQuote = z.infer<typeof PortalQuoteSchema>;

/** PUT /api/quotes/:estimateNumber (portal): Accept & Schedule Work, or Request Changes. */
export const PortalStatusChangeSchema = z
  .object({
    status: z.enum(['accepted', 'need-revision'], {
      error: 'Choose accepted or need-revision',
    }),
    /** Request Changes: what the customer wants changed (required), shown to the office. */
    responseNotes: optionalMultiLineText('Requested changes', 2000),
    /**
     * Never part of an answer: the amount accepted is the one the office saved (PATCH
     * /api/quotes/:id). Sent anyway (0, true, "abc"…), it is a 400 at this field, not ignored.
     */
    estimateAmount: z
      .never({ error: 'The estimate amount is set by the office; an answer cannot change it' })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'need-revision' && !value.responseNotes) {
      context.addIssue({
        code: 'custom',
        path: ['responseNotes'],
        message: 'Please tell us what you would like changed',
      });
    }
  });
export type PortalStatusChange = z.output<typeof PortalStatusChangeSchema>;

/** GET /api/quotes/search: the progress portal's reading (masked and without id for the public). */
export const ProgressQuoteSchema = QuoteSchema.omit({ id: true }).extend({
  /** Present for staff only. */
  id: z.number().int().optional(),
  progress: z.object({ stage: z.string(), label: z.string(), percent: z.number() }),
  expiresAt: isoDateTime.nullable(),
});
