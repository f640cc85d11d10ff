import {
  type MeasuredFace,
  pitchFactor,
  RISE_PER_12,
  type RoofMeasurementInput,
  type RoofPitch,
  SQUARE_FEET_PER_SQUARE_METRE,
} from '@roofing/contracts';
import {
  cleanRing,
  faceAreaSquareMetres,
  type LngLat,
  roofSquaresOf,
} from '@roofing/contracts/roof-area';

/**
 * Roof size from a satellite trace, face by face (issue 25): each face's footprint is its
 * outline's geodesic area, its surface that footprint times its own pitch factor
 * √(1 + (rise/12)²), and the roof's squares are the faces' surfaces added, in squares of 100 sq ft.
 * The area maths is the one function the browser shows while tracing
 * (`@roofing/contracts/roof-area`); the server recomputes everything from the outlines and never
 * trusts a size the browser sends. The outlines' shapes are checked here too: an outline that
 * crosses itself, or faces that overlap, make the area unreliable (a bow-tie's two halves cancel
 * out).
 */

export type Point = LngLat;

// The shared rules, exported here for this module's tests.
export { cleanRing, faceAreaSquareMetres, pitchFactor, SQUARE_FEET_PER_SQUARE_METRE };

export interface MeasuredRoof {
  /** The steepest face's pitch. */
  pitch: RoofPitch;
  faces: number;
  /** Each face in the order traced: its pitch, footprint and surface in whole square feet. */
  faceAreas: MeasuredFace[];
  /** The whole footprint, whole square feet. */
  planAreaSqFt: number;
  /** Surface ÷ footprint of the whole roof, three decimals (1.118 for a roof all at 6/12). */
  pitchFactor: number;
  squares: number;
  selfIntersecting: boolean;
  overlappingFaces: boolean;
  /** The faces as measured: consecutive repeats and a closing point removed. */
  outlines: Point[][];
  /** The capture date of the imagery traced on, as the browser reported it, or null. */
  imageryDate: string | null;
}

// Segment geometry in longitude/latitude: over a roof's few metres the plane is exact enough.

const orientation = (a: Point, b: Point, c: Point) =>
  Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));

const onSegment = (a: Point, b: Point, p: Point) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (touching and collinear overlap included). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(a, b, c)) ||
    (o2 === 0 && onSegment(a, b, d)) ||
    (o3 === 0 && onSegment(c, d, a)) ||
    (o4 === 0 && onSegment(c, d, b))
  );
}

/** Whether ab and cd cross at a point inside both (shared edges and corners do not count). */
function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

const edgesOf = (ring: readonly Point[]) =>
  ring.map((point, i) => [point, ring[(i + 1) % ring.length] as Point] as const);

/**
 * Whether a face's outline crosses or touches itself anywhere other than where neighbouring
 * edges meet, or doubles back along itself (a spike).
 */
export function isSelfIntersecting(ring: readonly Point[]): boolean {
  const edges = edgesOf(ring);
  const n = edges.length;
  for (let i = 0; i < n; i++) {
    const [a, b] = edges[i] as readonly [Point, Point];
    const [, c] = edges[(i + 1) % n] as readonly [Point, Point];
    // Neighbours share a corner; they intersect wrongly only by folding back on each other.
    const dot = (b[0] - a[0]) * (c[0] - b[0]) + (b[1] - a[1]) * (c[1] - b[1]);
    if (n > 3 && orientation(a, b, c) === 0 && dot < 0) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      const [c1, d1] = edges[j] as readonly [Point, Point];
      if (segmentsIntersect(a, b, c1, d1)) return true;
    }
  }
  return false;
}

/** Ray casting: strictly inside (a point on the outline is not). */
function strictlyInside(point: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (const [a, b] of edgesOf(ring)) {
    if (orientation(a, b, point) === 0 && onSegment(a, b, point)) return false;
    if (a[1] > point[1] !== b[1] > point[1]) {
      const x = a[0] + ((point[1] - a[1]) / (b[1] - a[1])) * (b[0] - a[0]);
      if (point[0] < x) inside = !inside;
    }
  }
  return inside;
}

/** Whether two faces overlap: edges crossing, or a corner of one inside the other. */
export function facesOverlap(first: readonly Point[], second: readonly Point[]): boolean {
  for (const [a, b] of edgesOf(first))
    for (const [c, d] of edgesOf(second)) if (segmentsCross(a, b, c, d)) return true;
  return (
    second.some((point) => strictlyInside(point, first)) ||
    first.some((point) => strictlyInside(point, second))
  );
}

/** The convex hull of the points (Andrew's monotone chain), counter-clockwise. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const half = (list: Point[]) => {
    const chain: Point[] = [];
    for (const point of list) {
      while (
        chain.length >= 2 &&
        orientation(chain[chain.length - 2] as Point, chain[chain.length - 1] as Point, point) <= 0
      )
        chain.pop();
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The traced faces with their pitches, whichever shape the request came in. */
export function tracedFaces(input: RoofMeasurementInput): { outline: Point[]; pitch: RoofPitch }[] {
  if (input.faces)
    return input.faces.map((face) => ({ outline: face.outline as Point[], pitch: face.pitch }));
  // Older clients: one outline or several, all at the one pitch sent (the schema requires it).
  const pitch = input.pitch ?? 'flat';
  const outlines = input.outlines ?? (input.outline ? [input.outline] : []);
  return outlines.map((outline) => ({ outline: outline as Point[], pitch }));
}

/** The steepest of the pitches (flat when there are none). */
export function steepestPitch(pitches: readonly RoofPitch[]): RoofPitch {
  return pitches.reduce<RoofPitch>(
    (steepest, pitch) => (RISE_PER_12[pitch] > RISE_PER_12[steepest] ? pitch : steepest),
    'flat',
  );
}

/**
 * Measures a traced roof, each face at its own pitch. Faces with fewer than 3 distinct points
 * measure nothing. A face whose outline crosses itself (usually corners clicked out of order) has
 * no meaningful polygon area, so the area of its convex hull stands in, and the quote is flagged
 * for review.
 */
export function measureRoof(input: RoofMeasurementInput): MeasuredRoof {
  const faces = tracedFaces(input).map((face) => ({ ...face, outline: cleanRing(face.outline) }));
  const outlines = faces.map((face) => face.outline);
  const crossing = outlines.map((ring) => ring.length >= 3 && isSelfIntersecting(ring));
  // What each face is measured on: its outline, or its hull when the outline crosses itself.
  const measured = faces.map((face, i) => ({
    outline: crossing[i] ? convexHull(face.outline) : face.outline,
    pitch: face.pitch,
  }));
  const plans = measured.map(
    (face) => faceAreaSquareMetres(face.outline) * SQUARE_FEET_PER_SQUARE_METRE,
  );
  const surfaces = measured.map((face, i) => (plans[i] as number) * pitchFactor(face.pitch));
  const planAreaSqFt = plans.reduce((sum, plan) => sum + plan, 0);
  const surfaceSqFt = surfaces.reduce((sum, surface) => sum + surface, 0);
  const pitch = steepestPitch(faces.map((face) => face.pitch));
  let overlappingFaces = false;
  for (let i = 0; i < outlines.length && !overlappingFaces; i++)
    for (let j = i + 1; j < outlines.length && !overlappingFaces; j++)
      overlappingFaces = facesOverlap(outlines[i] as Point[], outlines[j] as Point[]);
  const factor = planAreaSqFt > 0 ? surfaceSqFt / planAreaSqFt : pitchFactor(pitch);
  return {
    pitch,
    faces: faces.length,
    faceAreas: measured.map((face, i) => ({
      pitch: face.pitch,
      planAreaSqFt: Math.round(plans[i] as number),
      surfaceSqFt: Math.round(surfaces[i] as number),
    })),
    planAreaSqFt: Math.round(planAreaSqFt),
    pitchFactor: Math.round(factor * 1000) / 1000,
    // The shared function: the squares the browser showed for these outlines.
    squares: roofSquaresOf(measured),
    selfIntersecting: crossing.some(Boolean),
    overlappingFaces,
    outlines,
    imageryDate: input.imageryDate ?? null,
  };
}
