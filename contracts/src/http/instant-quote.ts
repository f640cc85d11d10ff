import { z } from 'zod';
import { localeField } from '../locale-schema.ts';
import { INSTANT_QUOTE } from '../offer-terms.ts';
import {
  emailField,
  isoDateTime,
  optionalSingleLineText,
  PageQuerySchema,
  singleLineText,
  ZIP_CODE_PATTERN,
} from './fields.ts';

export { INSTANT_QUOTE };

/** Stored statuses: new quotes are `quote_generated`; staff turning one into a quote request: `converted`. */
export const INSTANT_QUOTE_STATUSES = ['quote_generated', 'converted'] as const;

/** IQ- and 6 digits, a dash, 3 digits (e.g. IQ-123456-789): random, unique, a series of its own. */
export const INSTANT_QUOTE_NUMBER_PATTERN = /^IQ-\d{6}-\d{3}$/;

/** The spec's messages (public-site §5, §8). */
export const ROOF_SIZE_TOO_SMALL_MESSAGE = 'Roof size must be at least 1 square.';
export const INSTANT_QUOTE_NOT_FOUND_MESSAGE =
  'No quote found with that estimate number. Please check the number and try again.';

/** Roof pitches (rise over 12 inches of run) the satellite tracer offers, one per face. */
export const ROOF_PITCHES = [
  'flat',
  '3/12',
  '4/12',
  '5/12',
  '6/12',
  '7/12',
  '8/12',
  '9/12',
  '10/12',
  '11/12',
  '12/12',
] as const;
export type RoofPitch = (typeof ROOF_PITCHES)[number];

/**
 * Roof materials the instant quote prices (issue 25). Shingle is the spec's: $550 a square, the
 * default. Tile, metal (standing seam) and flat (TPO / modified bitumen) are priced from the
 * office's price book (`/api/roof-prices`); the quote stores the price it used.
 */
export const INSTANT_QUOTE_MATERIALS = ['shingle', 'tile', 'metal', 'flat'] as const;
export type InstantQuoteMaterial = (typeof INSTANT_QUOTE_MATERIALS)[number];
/** The quote's stored `roofType` for each material (the spec's default stays "Shingle"). */
export const ROOF_TYPE_OF_MATERIAL: Record<InstantQuoteMaterial, string> = {
  shingle: 'Shingle',
  tile: 'Tile',
  metal: 'Metal (standing seam)',
  flat: 'Flat (TPO / modified bitumen)',
};

/** Optional phone and ZIP: blank becomes null, anything given must be usable on a quote. */
const optionalPhone = optionalSingleLineText('Phone', 30).refine(
  (value) => value === null || value.replace(/\D/g, '').length >= 7,
  'Enter a phone number with at least 7 digits',
);
const optionalZip = optionalSingleLineText('ZIP code', 10).refine(
  (value) => value === null || ZIP_CODE_PATTERN.test(value),
  'Enter a 5-digit ZIP code',
);

/** A traced point: [longitude, latitude] in degrees (GeoJSON order). */
const lngLat = z.tuple(
  [
    z.number({ error: 'Each point is [longitude, latitude]' }).min(-180).max(180),
    z.number({ error: 'Each point is [longitude, latitude]' }).min(-90).max(90),
  ],
  { error: 'Each point is [longitude, latitude]' },
);
/** Points per face and in all: bounds keep the server's crossing checks cheap. */
const MAX_TRACED_POINTS = 1000;
/** One roof face as traced. */
const outlineOf = z
  .array(lngLat, { error: 'Trace the roof with at least 3 points' })
  .min(3, 'Trace the roof with at least 3 points')
  .max(200, 'An outline can have at most 200 points');

const pitchField = z.enum(ROOF_PITCHES, {
  error: `Roof pitch must be one of: ${ROOF_PITCHES.join(', ')}`,
});
/** Most faces one roof may have. */
const MAX_FACES = 40;

/** One roof face as traced, with its own pitch (issue 25). */
export const TracedFaceSchema = z.object({
  outline: outlineOf,
  pitch: pitchField,
});

/**
 * A roof traced on the satellite view: `faces`, each with its own outline and pitch (issue 25);
 * or, as older clients send it, one `outline` or several `outlines` sharing one `pitch`. The
 * server measures it; a roof size the browser computed is never trusted alongside it.
 * `imageryDate` is the capture date the imagery service reported for the view traced on (shown
 * on the quote; null or absent when the service gives none).
 */
export const RoofMeasurementInputSchema = z
  .object({
    method: z.literal('satellite', { error: 'Measurement method must be "satellite"' }),
    faces: z
      .array(TracedFaceSchema, { error: 'Faces must be a list of traced roof faces' })
      .min(1, 'Trace at least one roof face')
      .max(MAX_FACES, `Trace at most ${MAX_FACES} roof faces`)
      .optional(),
    outline: outlineOf.optional(),
    outlines: z
      .array(outlineOf, { error: 'Outlines must be a list of traced faces' })
      .min(1, 'Trace at least one roof face')
      .max(MAX_FACES, `Trace at most ${MAX_FACES} roof faces`)
      .optional(),
    pitch: pitchField.optional(),
    imageryDate: optionalSingleLineText('Imagery date', 40).optional(),
  })
  .refine(
    (input) => (input.faces ? 1 : 0) + (input.outline ? 1 : 0) + (input.outlines ? 1 : 0) === 1,
    { message: 'Send the traced faces, or one outline, or a list of outlines', path: ['faces'] },
  )
  .refine((input) => input.faces !== undefined || input.pitch !== undefined, {
    message: 'Roof pitch is required with an outline',
    path: ['pitch'],
  })
  .refine(
    (input) =>
      [...(input.faces ?? []).map((face) => face.outline), ...(input.outlines ?? [])].flat()
        .length <= MAX_TRACED_POINTS,
    { message: `Trace the roof with at most ${MAX_TRACED_POINTS} points in all`, path: ['faces'] },
  );
export type RoofMeasurementInput = z.infer<typeof RoofMeasurementInputSchema>;

/** Every finding that makes the office check a traced quote before calling the customer. */
export const REVIEW_REASONS = [
  'large-roof',
  'steep-pitch',
  'many-faces',
  'self-intersecting-outline',
  'overlapping-faces',
  'mixed-pitches',
  'tile-on-flat',
  'tile-low-slope',
  'membrane-on-pitched-face',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Each finding in the office's words. */
export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  'large-roof': 'Over 60 squares: a large roof, measure it on site before quoting firmly',
  'steep-pitch': 'Pitch 10/12 or steeper: steep-roof labor, staging and safety gear',
  'many-faces': 'More than 6 roof faces: a cut-up roof with more valleys, hips and waste',
  'self-intersecting-outline': 'The traced outline crosses itself: the measured area may be wrong',
  'overlapping-faces': 'Traced faces overlap: part of the roof may be counted twice',
  'mixed-pitches':
    'Flat and pitched faces on one roof: two roof systems (a membrane on the flat part), price both',
  // Florida Building Code, Residential R905.3.2 (Building 1507.3.2): clay and concrete tile only
  // on slopes of 2½:12 or more, with double underlayment from 2½:12 up to 4:12.
  'tile-on-flat':
    'Tile on a flat face: the Florida Building Code allows clay and concrete tile only at 2½/12 or steeper, so that part needs a membrane',
  'tile-low-slope':
    'Tile on a 3/12 face: allowed (2½/12 is the minimum) but below 4/12 the code asks for double underlayment, check the system and price',
  'membrane-on-pitched-face':
    'Flat-roof membrane chosen for faces of 4/12 or steeper: check which material each face gets',
};

/** One face as the server measured it (square feet rounded to whole feet). */
export const MeasuredFaceSchema = z.object({
  pitch: z.enum(ROOF_PITCHES),
  planAreaSqFt: z.number().int(),
  surfaceSqFt: z.number().int(),
});
export type MeasuredFace = z.infer<typeof MeasuredFaceSchema>;

/** What the server measured from an outline. Money in whole dollars. */
export const RoofMeasurementSchema = z.object({
  method: z.literal('satellite'),
  /** The steepest face's pitch (the one that decides labour and review). */
  pitch: z.enum(ROOF_PITCHES),
  faces: z.number().int(),
  /** Each face in the order traced (absent on quotes measured before issue 25). */
  faceAreas: z.array(MeasuredFaceSchema).optional(),
  /** The imagery's capture date as the service reported it, or null when it gives none. */
  imageryDate: z.string().nullable().optional(),
  /** The footprint seen from above, in square feet. */
  planAreaSqFt: z.number().int(),
  /** Roof surface ÷ footprint: √(1 + (rise/12)²), three decimals. */
  pitchFactor: z.number(),
  squares: z.number().int(),
  /** An honest price range around the total (wider for steep, complex, tiny or huge roofs). */
  range: z.object({ low: z.number().int(), high: z.number().int() }),
  confidence: z.enum(['high', 'medium', 'low']),
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
});
export type RoofMeasurement = z.infer<typeof RoofMeasurementSchema>;

/**
 * POST /api/instant-quotes — the New Quote form. Name, e-mail, street address and a roof size are
 * required (public-site §5); phone, city and ZIP are optional but checked when given. The roof
 * size is `roofSquares` (manual entry) or `measurement` (satellite tracing), which wins.
 */
export const InstantQuoteRequestSchema = z
  .object({
    customerName: singleLineText('Name', 100),
    customerEmail: emailField,
    customerPhone: optionalPhone,
    address: singleLineText('Street address', 200),
    city: optionalSingleLineText('City', 100),
    zipCode: optionalZip,
    roofSquares: z
      .number({ error: 'Roof size must be a number of squares' })
      .min(INSTANT_QUOTE.minimumSquares, ROOF_SIZE_TOO_SMALL_MESSAGE)
      .max(INSTANT_QUOTE.maximumSquares, 'Roof size must be at most 1,000 squares')
      .optional(),
    measurement: RoofMeasurementInputSchema.optional(),
    /** The roof material to price (issue 25); shingle, the spec's, when absent. */
    material: z
      .enum(INSTANT_QUOTE_MATERIALS, {
        error: `Roof material must be one of: ${INSTANT_QUOTE_MATERIALS.join(', ')}`,
      })
      .default('shingle'),
    /** The language the form was shown in (issue 24): the quote's e-mail follows it. */
    language: localeField,
  })
  .refine((input) => input.roofSquares !== undefined || input.measurement !== undefined, {
    message: 'Roof size is required: enter it in squares or trace the roof',
    path: ['roofSquares'],
    // Named together with the other missing fields, not only once they are fixed.
    when: () => true,
  });
export type InstantQuoteRequestInput = z.input<typeof InstantQuoteRequestSchema>;
export type InstantQuoteRequest = z.output<typeof InstantQuoteRequestSchema>;

/** The stored instant quote as the API returns it; money in whole dollars. */
export const InstantQuoteSchema = z.object({
  estimateNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  zipCode: z.string().nullable(),
  roofSquares: z.number().int(),
  pricePerSquare: z.number().int(),
  totalPrice: z.number().int(),
  roofType: z.string(),
  /** The material priced (issue 25); `roofType` is its stored name. */
  material: z.enum(INSTANT_QUOTE_MATERIALS),
  /** The day the price-book price used took effect (YYYY-MM-DD). */
  priceEffectiveFrom: z.string(),
  status: z.string(),
  notes: z.string().nullable(),
  /** Present when the roof was traced; null for a size entered by hand. */
  measurement: RoofMeasurementSchema.nullable(),
  /** The office checks this one before calling (see `measurement.reviewReasons`). */
  needsReview: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type InstantQuote = z.infer<typeof InstantQuoteSchema>;

/** Staff see the internal id and the traced outlines too. */
export const StaffInstantQuoteSchema = InstantQuoteSchema.extend({
  id: z.number().int(),
  outlines: z.array(z.array(z.tuple([z.number(), z.number()]))).nullable(),
});
export type StaffInstantQuote = z.infer<typeof StaffInstantQuoteSchema>;

/** GET /api/instant-quotes/:estimateNumber — any letter case; an unknown number is a 404. */
export const InstantQuoteNumberParamSchema = z.object({
  estimateNumber: z.string().trim().max(20),
});

/** GET /api/instant-quotes (staff): one page, newest first; total in `X-Total-Count`. */
export const InstantQuoteListQuerySchema = PageQuerySchema.extend({
  status: z.enum(INSTANT_QUOTE_STATUSES).optional(),
  needsReview: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type InstantQuoteListQuery = z.infer<typeof InstantQuoteListQuerySchema>;

/**
 * POST /api/instant-quotes/:estimateNumber/convert (staff): turns it into a full quote request.
 * (The fields alone are what the staff form checks; the route also takes no body at all.)
 * A quote needs a phone, city and ZIP; staff fill in what the customer left out.
 */
export const InstantQuoteConvertFieldsSchema = z.object({
  customerPhone: optionalPhone,
  city: optionalSingleLineText('City', 100),
  zipCode: optionalZip,
});
export const InstantQuoteConvertSchema = z.preprocess(
  // No body at all means nothing to add.
  (value) => value ?? {},
  InstantQuoteConvertFieldsSchema,
);
export type InstantQuoteConvert = z.output<typeof InstantQuoteConvertSchema>;
