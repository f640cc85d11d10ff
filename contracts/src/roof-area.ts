import area from '@turf/area';
import type { RoofPitch } from './http/instant-quote.ts';
import { pitchFactor, SQUARE_FEET_PER_SQUARE_METRE } from './roof-pitch.ts';

/*
 * The one area function of a traced roof, shared by the browser's live figures and the server's
 * measurement (issue 25): the geodesic area of each face's outline (@turf/area), its slope from the
 * face's pitch, and squares of 100 sq ft of roof surface. The server recomputes everything from
 * the outlines; the browser's figures are only shown while tracing.
 */

/** A traced point in GeoJSON order: [longitude, latitude] in degrees. */
export type LngLat = [number, number];

/** Square feet of roof surface in one roofing square. */
const SQUARE_FEET_PER_SQUARE = 100;

/** A face's points without repeats of the previous point or a closing copy of the first. */
export function cleanRing(points: readonly (readonly [number, number])[]): LngLat[] {
  const ring: LngLat[] = [];
  for (const point of points) {
    const last = ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push([point[0], point[1]]);
  }
  const [first] = ring;
  const last = ring.at(-1);
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

/** The footprint of one outline in square metres (geodesic, any winding; < 3 points is 0). */
export function faceAreaSquareMetres(ring: readonly LngLat[]): number {
  if (ring.length < 3) return 0;
  const closed = [...ring, ring[0] as LngLat];
  return area({ type: 'Polygon', coordinates: [closed] });
}

/** The footprint of one outline seen from above, in square feet (unrounded). */
export function facePlanAreaSqFt(ring: readonly LngLat[]): number {
  return faceAreaSquareMetres(cleanRing(ring)) * SQUARE_FEET_PER_SQUARE_METRE;
}

/** The sloped roof surface of one face in square feet (unrounded): footprint × pitch factor. */
export function faceSurfaceSqFt(ring: readonly LngLat[], pitch: RoofPitch): number {
  return facePlanAreaSqFt(ring) * pitchFactor(pitch);
}

/** One traced face: its outline and its own pitch. */
export interface TracedFace {
  outline: readonly LngLat[];
  pitch: RoofPitch;
}

/** Roof squares of a whole traced roof: the faces' surfaces added, then rounded once. */
export function roofSquaresOf(faces: readonly TracedFace[]): number {
  const surface = faces.reduce((sum, face) => sum + faceSurfaceSqFt(face.outline, face.pitch), 0);
  return Math.round(surface / SQUARE_FEET_PER_SQUARE);
}
