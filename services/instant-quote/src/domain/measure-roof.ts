import {
  INSTANT_QUOTE,
  pitchFactor,
  type RoofMeasurementInput,
  type RoofPitch,
  SQUARE_FEET_PER_SQUARE_METRE,
} from '@roofing/contracts';
import area from '@turf/area';

/**
 * Roof size from a satellite outline: the traced footprint's geodesic area (@turf/area, m²), in
 * square feet, times the pitch factor √(1 + (rise/12)²) for the sloped surface, in squares of
 * 100 sq ft. The outline's shape is checked too: an outline that crosses itself, or faces that
 * overlap, make the area unreliable (a bow-tie's two halves cancel out).
 */

export type Point = [number, number];

// The pitch rule is shared with the browser's live figure; exported here for this module's tests.
export { pitchFactor, SQUARE_FEET_PER_SQUARE_METRE };

export interface MeasuredRoof {
  pitch: RoofPitch;
  faces: number;
  planAreaSqFt: number;
  /** Three decimals, as shown (1.118 for 6/12). */
  pitchFactor: number;
  squares: number;
  selfIntersecting: boolean;
  overlappingFaces: boolean;
  /** The faces as measured: consecutive repeats and a closing point removed. */
  outlines: Point[][];
}

/** A face's points without repeats of the previous point or a closing copy of the first. */
export function cleanRing(points: readonly Point[]): Point[] {
  const ring: Point[] = [];
  for (const point of points) {
    const last = ring.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push([point[0], point[1]]);
  }
  const [first] = ring;
  const last = ring.at(-1);
  if (ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

/** Area of one face in square metres (geodesic, any winding). */
export function faceAreaSquareMetres(ring: readonly Point[]): number {
  if (ring.length < 3) return 0;
  const closed = [...ring, ring[0] as Point];
  return area({ type: 'Polygon', coordinates: [closed] });
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

/**
 * Measures a traced roof. Faces with fewer than 3 distinct points measure nothing. A face whose
 * outline crosses itself (usually corners clicked out of order) has no meaningful polygon area,
 * so the area of its convex hull stands in, and the quote is flagged for review.
 */
export function measureRoof(input: RoofMeasurementInput): MeasuredRoof {
  // TODO(issue 25, server): per-face pitches; until then every face takes the first face's pitch.
  const pitch = input.pitch ?? input.faces?.[0]?.pitch ?? 'flat';
  const outlines = (
    input.faces?.map((face) => face.outline) ??
    input.outlines ??
    (input.outline ? [input.outline] : [])
  ).map((face) => cleanRing(face as Point[]));
  const crossing = outlines.map((ring) => ring.length >= 3 && isSelfIntersecting(ring));
  const squareMetres = outlines.reduce(
    (sum, ring, i) => sum + faceAreaSquareMetres(crossing[i] ? convexHull(ring) : ring),
    0,
  );
  const planAreaSqFt = squareMetres * SQUARE_FEET_PER_SQUARE_METRE;
  const factor = pitchFactor(pitch);
  let overlappingFaces = false;
  for (let i = 0; i < outlines.length && !overlappingFaces; i++)
    for (let j = i + 1; j < outlines.length && !overlappingFaces; j++)
      overlappingFaces = facesOverlap(outlines[i] as Point[], outlines[j] as Point[]);
  return {
    pitch,
    faces: outlines.length,
    planAreaSqFt: Math.round(planAreaSqFt),
    pitchFactor: Math.round(factor * 1000) / 1000,
    squares: Math.round((planAreaSqFt * factor) / INSTANT_QUOTE.squareFeetPerSquare),
    selfIntersecting: crossing.some(Boolean),
    overlappingFaces,
    outlines,
  };
}
