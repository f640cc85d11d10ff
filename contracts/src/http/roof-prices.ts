import { z } from 'zod';
import { calendarDate, isoDateTime, wholeNumberBetween } from './fields.ts';
import { INSTANT_QUOTE, INSTANT_QUOTE_MATERIALS } from './instant-quote.ts';

/*
 * The instant quote's price book (issue 25). Shingle stays the spec's published $550 a square;
 * the office sets tile, metal (standing seam) and flat (TPO / modified bitumen) prices, each with
 * the day it takes effect, so a price can be announced ahead and the history is kept. A quote
 * stores the price and effective date it used.
 */

/** Materials whose price the office sets; shingle's is the spec's constant. */
export const PRICED_BY_OFFICE = ['tile', 'metal', 'flat'] as const;
export type OfficePricedMaterial = (typeof PRICED_BY_OFFICE)[number];

/** A price per square outside this range is a typo (per 100 sq ft of roof, whole dollars). */
export const ROOF_PRICE_LIMITS = { min: 100, max: 5000 } as const;

/** One price-book entry: a material's price per square from a day on. */
export const RoofPriceSchema = z.object({
  material: z.enum(INSTANT_QUOTE_MATERIALS),
  pricePerSquare: z.number().int(),
  /** The first day (Eastern) the price applies, YYYY-MM-DD. */
  effectiveFrom: z.string(),
  /** Who set it (a staff member's name), or null for the opening price list. */
  setBy: z.string().nullable(),
  createdAt: isoDateTime,
});
export type RoofPrice = z.infer<typeof RoofPriceSchema>;

/** GET /api/roof-prices (public): today's price of every material, shingle first. */
export const CurrentRoofPricesSchema = z.object({
  prices: z.array(RoofPriceSchema),
});
export type CurrentRoofPrices = z.infer<typeof CurrentRoofPricesSchema>;

/** GET /api/roof-prices/history (staff): every entry, newest effective date first. */
export const RoofPriceHistorySchema = z.object({
  entries: z.array(RoofPriceSchema),
});
export type RoofPriceHistory = z.infer<typeof RoofPriceHistorySchema>;

/** POST /api/roof-prices (staff: admin or manager): a new price from a day on (today or later). */
export const SetRoofPriceSchema = z.object({
  material: z.enum(PRICED_BY_OFFICE, {
    error: `Only ${PRICED_BY_OFFICE.join(', ')} prices are set here; shingle is the published $${INSTANT_QUOTE.pricePerSquare} a square`,
  }),
  pricePerSquare: wholeNumberBetween(
    'Price per square',
    ROOF_PRICE_LIMITS.min,
    ROOF_PRICE_LIMITS.max,
  ),
  effectiveFrom: calendarDate('Effective date'),
});
export type SetRoofPrice = z.infer<typeof SetRoofPriceSchema>;
