import {
  type InstantQuoteMaterial,
  type ReviewReason,
  RISE_PER_12,
  type RoofMeasurement,
} from '@roofing/contracts';
import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';
import type { MeasuredRoof } from './measure-roof.ts';

/**
 * The price of a traced roof and how far the final price may honestly land from it. The base
 * half-width is measured, not guessed, for the imagery the homeowner traced on: a clean trace of a
 * simple roof, with the pitch one step off at worst, holds the true price in about 9 of 10 cases
 * (TRACE_CALIBRATION.byImagery, `npm run bench:measure`, docs/instant-quote-calibration.md); the
 * service picks it from SATELLITE_IMAGERY_GSD_M (baseMarginFor). The range widens for what a
 * satellite view cannot see well: steep slopes (foreshortened, more waste and labour), cut-up
 * roofs with many faces (valleys, hips, waste), very small jobs (fixed costs weigh more) and very
 * large ones (measured on site before anyone commits), and outlines that cross themselves or
 * overlap.
 */

/**
 * The half-width of the range of a clean trace of a simple roof on the keyless default imagery
 * (USGS, about 2 m a pixel), from the benchmark.
 */
export const BASE_MARGIN = TRACE_CALIBRATION.baseMargin;

/** The measured resolutions, finest first. */
const BY_IMAGERY = [...TRACE_CALIBRATION.byImagery].sort((a, b) => a.gsdM - b.gsdM);

/**
 * The half-width of the range of a clean trace of a simple roof on imagery of `gsdM` ground metres
 * per pixel: the margin measured for the finest resolution at or coarser than it (never a
 * narrower one). Imagery coarser than any measured has no honest margin: an error (the setting
 * refuses such a value at boot).
 */
export function baseMarginFor(gsdM: number): number {
  const entry = BY_IMAGERY.find((measured) => measured.gsdM >= gsdM - 1e-9);
  if (!entry) {
    throw new Error(
      `no trace calibration for imagery of ${gsdM} m a pixel (npm run bench:measure)`,
    );
  }
  return entry.margin;
}
export const LARGE_ROOF_SQUARES = 60;
export const SMALL_ROOF_SQUARES = 8;
export const MANY_FACES = 6;

/** 10/12 and steeper: steep-roof labour and review. */
const STEEP_RISE = 10;
/** Clay and concrete tile below 4/12 needs the code's double underlayment (FBC R905.3.2). */
const TILE_FULL_RISE = 4;
/** A low-slope membrane on faces this steep or steeper is unusual: the office checks. */
const MEMBRANE_MAX_RISE = 3;

const rise = (pitch: MeasuredRoof['pitch']) => RISE_PER_12[pitch];

export const totalPriceFor = (squares: number, pricePerSquare: number) => squares * pricePerSquare;

/**
 * The half-width of the range as a fraction of the total (0.08 = ±8 %): the imagery's base margin
 * (baseMarginFor) and what this roof adds to it.
 */
export function rangeMargin(roof: MeasuredRoof, baseMargin: number): number {
  let margin = baseMargin;
  if (rise(roof.pitch) >= 8 && rise(roof.pitch) < STEEP_RISE) margin += 0.02;
  if (rise(roof.pitch) >= STEEP_RISE) margin += 0.05;
  if (roof.faces > MANY_FACES) margin += 0.05;
  else if (roof.faces > 3) margin += 0.02;
  if (roof.squares < SMALL_ROOF_SQUARES) margin += 0.05;
  if (roof.squares > LARGE_ROOF_SQUARES) margin += 0.04;
  if (roof.selfIntersecting || roof.overlappingFaces) margin += 0.1;
  return Math.round(margin * 1000) / 1000;
}

/** What the office checks by hand before calling the customer. */
export function reviewReasons(
  roof: MeasuredRoof,
  material: InstantQuoteMaterial = 'shingle',
): ReviewReason[] {
  const rises = roof.faceAreas.map((face) => rise(face.pitch));
  const reasons: ReviewReason[] = [];
  if (roof.squares > LARGE_ROOF_SQUARES) reasons.push('large-roof');
  if (rise(roof.pitch) >= STEEP_RISE) reasons.push('steep-pitch');
  if (roof.faces > MANY_FACES) reasons.push('many-faces');
  if (roof.selfIntersecting) reasons.push('self-intersecting-outline');
  if (roof.overlappingFaces) reasons.push('overlapping-faces');
  if (rises.includes(0) && rises.some((r) => r > 0)) reasons.push('mixed-pitches');
  if (material === 'tile' && rises.includes(0)) reasons.push('tile-on-flat');
  if (material === 'tile' && rises.some((r) => r > 0 && r < TILE_FULL_RISE))
    reasons.push('tile-low-slope');
  if (material === 'flat' && rises.some((r) => r > MEMBRANE_MAX_RISE))
    reasons.push('membrane-on-pitched-face');
  return reasons;
}

/** The price the roof is quoted at: the material and its price per square. */
export interface QuotedPrice {
  material: InstantQuoteMaterial;
  pricePerSquare: number;
}

/**
 * The measurement as the API and the events carry it; the range (± the imagery's base margin and
 * this roof's additions) rounded outwards to $10.
 */
export function priceMeasuredRoof(
  roof: MeasuredRoof,
  price: QuotedPrice,
  baseMargin: number,
): RoofMeasurement {
  const total = totalPriceFor(roof.squares, price.pricePerSquare);
  const margin = rangeMargin(roof, baseMargin);
  const unreliable = roof.selfIntersecting || roof.overlappingFaces;
  const reasons = reviewReasons(roof, price.material);
  return {
    method: 'satellite',
    pitch: roof.pitch,
    faces: roof.faces,
    faceAreas: roof.faceAreas,
    imageryDate: roof.imageryDate,
    planAreaSqFt: roof.planAreaSqFt,
    pitchFactor: roof.pitchFactor,
    squares: roof.squares,
    range: {
      low: Math.floor((total * (1 - margin)) / 10) * 10,
      high: Math.ceil((total * (1 + margin)) / 10) * 10,
    },
    confidence:
      unreliable || margin > baseMargin + 0.05
        ? 'low'
        : margin > baseMargin || reasons.length > 0
          ? 'medium'
          : 'high',
    reviewReasons: reasons,
  };
}
