/**
 * The published terms of the instant quote and the ColdShield offer: plain constants with no
 * schema, so page copy (the FAQ, the landing) can quote them without pulling zod and the request
 * schemas into its chunk. The http modules re-export them beside their schemas.
 */

/** The instant quote's published terms (public-site §9): shingle roofs only, priced per square. */
export const INSTANT_QUOTE = {
  pricePerSquare: 550,
  minimumSquares: 1,
  /** Larger than any home we roof; a bigger number is a typo or a commercial job. */
  maximumSquares: 1000,
  defaultState: 'FL',
  roofType: 'Shingle',
  /** One roof square is 100 square feet of roof surface. */
  squareFeetPerSquare: 100,
} as const;

/** The offer's terms (public-site §9), shown on the page and repeated in its e-mails. */
export const COLDSHIELD_OFFER = {
  name: 'ColdShield',
  thermalScanValue: 500,
  retrofitDays: 14,
  warrantyYears: 5,
  moneyBackDays: 30,
  spotsPerMonth: 12,
  maxThermalReductionPercent: 40,
  facilitiesServed: '500+',
  /** Business days (Mon-Fri, Eastern) the office has to reach a lead before we follow up. */
  followUpAfterBusinessDays: 2,
} as const;
