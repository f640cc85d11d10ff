import type { RoofPitch } from './http/instant-quote.ts';

/*
 * The roof-size rules the instant quote's server measurement and the browser's live figure share,
 * so the number shown while tracing is the number the quote is priced on.
 */

/** Square feet in a square metre (the geodesic area of a traced outline comes in m²). */
export const SQUARE_FEET_PER_SQUARE_METRE = 10.763910416709722;

/** Rise in inches per 12 inches of run; flat roofs still drain (¼ in/ft) but measure as level. */
export const RISE_PER_12: Record<RoofPitch, number> = {
  flat: 0,
  '3/12': 3,
  '4/12': 4,
  '5/12': 5,
  '6/12': 6,
  '7/12': 7,
  '8/12': 8,
  '9/12': 9,
  '10/12': 10,
  '11/12': 11,
  '12/12': 12,
};

/** Roof surface per footprint for a pitch: √(1 + (rise/12)²). */
export function pitchFactor(pitch: RoofPitch): number {
  return Math.sqrt(1 + (RISE_PER_12[pitch] / 12) ** 2);
}
