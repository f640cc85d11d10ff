import { INSTANT_QUOTE, type ReviewReason, type RoofMeasurement } from '@roofing/contracts';
import type { MeasuredRoof } from './measure-roof.ts';

/**
 * The price of a traced roof and how far the final price may honestly land from it. The base
 * half-width is measured, not guessed: a clean trace of a simple roof, with the pitch one step
 * off at worst, holds the true price in about 9 of 10 cases (TRACE_CALIBRATION.baseMargin,
 * `npm run bench:measure`, docs/instant-quote-calibration.md). The range widens for what a
 * satellite view cannot see well: steep slopes (foreshortened, more waste and labour), cut-up
 * roofs with many faces (valleys, hips, waste), very small jobs (fixed costs weigh more) and very
 * large ones (measured on site before anyone commits), and outlines that cross themselves or
 * overlap.
 */

export const BASE_MARGIN = 0.08;
export const LARGE_ROOF_SQUARES = 60;
export const SMALL_ROOF_SQUARES = 8;
export const MANY_FACES = 6;

const STEEP: ReadonlySet<string> = new Set(['10/12', '12/12']);

export const totalPriceFor = (squares: number) => squares * INSTANT_QUOTE.pricePerSquare;

/** The half-width of the range as a fraction of the total (0.08 = ±8 %). */
export function rangeMargin(roof: MeasuredRoof): number {
  let margin = BASE_MARGIN;
  if (roof.pitch === '8/12') margin += 0.02;
  if (STEEP.has(roof.pitch)) margin += 0.05;
  if (roof.faces > MANY_FACES) margin += 0.05;
  else if (roof.faces > 3) margin += 0.02;
  if (roof.squares < SMALL_ROOF_SQUARES) margin += 0.05;
  if (roof.squares > LARGE_ROOF_SQUARES) margin += 0.04;
  if (roof.selfIntersecting || roof.overlappingFaces) margin += 0.1;
  return Math.round(margin * 100) / 100;
}

/** What the office checks by hand before calling the customer. */
export function reviewReasons(roof: MeasuredRoof): ReviewReason[] {
  const reasons: ReviewReason[] = [];
  if (roof.squares > LARGE_ROOF_SQUARES) reasons.push('large-roof');
  if (STEEP.has(roof.pitch)) reasons.push('steep-pitch');
  if (roof.faces > MANY_FACES) reasons.push('many-faces');
  if (roof.selfIntersecting) reasons.push('self-intersecting-outline');
  if (roof.overlappingFaces) reasons.push('overlapping-faces');
  return reasons;
}

/** The measurement as the API and the events carry it; the range rounded outwards to $10. */
export function priceMeasuredRoof(roof: MeasuredRoof): RoofMeasurement {
  const total = totalPriceFor(roof.squares);
  const margin = rangeMargin(roof);
  const unreliable = roof.selfIntersecting || roof.overlappingFaces;
  return {
    method: 'satellite',
    pitch: roof.pitch,
    faces: roof.faces,
    planAreaSqFt: roof.planAreaSqFt,
    pitchFactor: roof.pitchFactor,
    squares: roof.squares,
    range: {
      low: Math.floor((total * (1 - margin)) / 10) * 10,
      high: Math.ceil((total * (1 + margin)) / 10) * 10,
    },
    confidence: unreliable || margin > 0.13 ? 'low' : margin > BASE_MARGIN ? 'medium' : 'high',
    reviewReasons: reviewReasons(roof),
  };
}
