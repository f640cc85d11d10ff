import {
  INSTANT_QUOTE,
  pitchFactor,
  type RoofPitch,
  SQUARE_FEET_PER_SQUARE_METRE,
} from '@roofing/contracts';

/** A traced point in GeoJSON order: [longitude, latitude] in degrees. */
export type LngLat = [number, number];

/** The mean Earth radius in metres, the one the server's geodesic area (@turf/area) uses. */
const EARTH_RADIUS_M = 6_371_008.8;
const RADIANS = Math.PI / 180;

/**
 * The footprint of a traced outline in square feet: the spherical-excess formula over the ring
 * (Chamberlain & Duquette), the same as the server's, so the live figure matches its answer.
 * Shown while tracing only; the server measures the outline again and its answer is the quote.
 */
export function planAreaSqFt(points: readonly LngLat[]): number {
  const n = points.length;
  if (n < 3) return 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const previous = points[(i + n - 1) % n] as LngLat;
    const current = points[i] as LngLat;
    const next = points[(i + 1) % n] as LngLat;
    total += (next[0] - previous[0]) * RADIANS * Math.sin(current[1] * RADIANS);
  }
  return Math.abs((total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2) * SQUARE_FEET_PER_SQUARE_METRE;
}

// The pitch rule is the server's (contracts); exported here for this module's tests.
export { pitchFactor };

/** Roof squares (100 sq ft of surface) of a traced footprint at a pitch, rounded. */
export function roofSquares(points: readonly LngLat[], pitch: RoofPitch): number {
  return Math.round(
    (planAreaSqFt(points) * pitchFactor(pitch)) / INSTANT_QUOTE.squareFeetPerSquare,
  );
}

/** The pitches in words a homeowner recognises. */
export const PITCH_LABELS: Record<RoofPitch, string> = {
  flat: 'Flat or nearly flat (porches, additions)',
  '3/12': '3/12 – low slope (porch roofs, additions)',
  '4/12': '4/12 – low slope, easy to walk',
  '5/12': '5/12 – gentle slope',
  '6/12': '6/12 – typical Florida ranch home',
  '7/12': '7/12 – medium slope',
  '8/12': '8/12 – moderately steep',
  '9/12': '9/12 – steep to walk',
  '10/12': '10/12 – steep',
  '11/12': '11/12 – very steep',
  '12/12': '12/12 – very steep (45°)',
};
