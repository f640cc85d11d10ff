import type { RoofPitch } from '@roofing/contracts/http/instant-quote';
import type { LngLat } from '@roofing/contracts/roof-area';
import { pitchFactor, SQUARE_FEET_PER_SQUARE_METRE } from '@roofing/contracts/roof-pitch';

/*
 * Known roof footprints for the trace calibration (issue 25): plans built in a local metric frame
 * (metres east and north of an origin), so their true area is exact, then placed at Florida
 * latitudes as WGS84 longitude/latitude, the coordinates a click on the satellite view yields.
 */

/** A point of the local frame: metres east and north of the footprint's origin. */
export type Metric = [number, number];

export type ShapeClass = 'rectangle' | 'l-shape' | 't-two-faces' | 'hip-four-faces';

/** Rectangles and L-shapes traced as one outline: the "simple roof" the base margin is for. */
export const SIMPLE_CLASSES: readonly ShapeClass[] = ['rectangle', 'l-shape'];
export const SHAPE_CLASSES: readonly ShapeClass[] = [
  'rectangle',
  'l-shape',
  't-two-faces',
  'hip-four-faces',
];

export interface Place {
  name: string;
  lat: number;
  lng: number;
}

/** Where Shorefront works: the four towns the footprints are placed in. */
export const PLACES: readonly Place[] = [
  { name: 'Jacksonville Beach', lat: 30.2947, lng: -81.3931 },
  { name: 'St. Augustine', lat: 29.8947, lng: -81.3145 },
  { name: 'Gainesville', lat: 29.6516, lng: -82.3248 },
  { name: 'Fernandina Beach', lat: 30.6697, lng: -81.4626 },
];

/** Roof sizes in squares of surface, from a small ranch to a large two-storey home. */
export const ROOF_SIZES_SQUARES = [12, 18, 25, 32, 45] as const;

export interface MetricFace {
  /** Counter-clockwise ring in the local frame, not closed. */
  ring: Metric[];
  pitch: RoofPitch;
}

export interface Footprint {
  id: string;
  shape: ShapeClass;
  /** The size class (12 … 45 squares); the true size is within ±0.4 square of it. */
  nominalSquares: number;
  place: Place;
  /** Compass rotation of the plan in degrees (houses are not aligned with the grid). */
  rotationDeg: number;
  faces: MetricFace[];
  /** Exact footprint seen from above, in square feet (the faces' shoelace areas added). */
  planSqFt: number;
  /** Exact roof surface in square feet (each face's plan area × its pitch factor). */
  surfaceSqFt: number;
}

/** Signed shoelace area in m² (positive when counter-clockwise). */
export function signedArea(ring: readonly Metric[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1, y1] = ring[i] as Metric;
    const [x2, y2] = ring[(i + 1) % ring.length] as Metric;
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}

// WGS84: the datum of the imagery's longitude/latitude.
const WGS84_A = 6378137;
const WGS84_F = 1 / 298.257223563;
const WGS84_E2 = WGS84_F * (2 - WGS84_F);
const RADIANS = Math.PI / 180;

/** Meridian (M) and prime-vertical (N) radii of curvature of WGS84 at a latitude, in metres. */
export function wgs84Radii(latDeg: number): { meridian: number; primeVertical: number } {
  const s = Math.sin(latDeg * RADIANS) ** 2;
  return {
    meridian: (WGS84_A * (1 - WGS84_E2)) / (1 - WGS84_E2 * s) ** 1.5,
    primeVertical: WGS84_A / Math.sqrt(1 - WGS84_E2 * s),
  };
}

/** The radius of the sphere @turf/area (and so the shared area function) measures on. */
export const TURF_EARTH_RADIUS = 6371008.8;

export type Earth = 'wgs84' | 'turf-sphere';

/**
 * A local point as longitude/latitude. North is a meridian arc (n / M at the origin), east a
 * parallel arc at the point's own latitude (e / (N cos φ)): on the ellipsoid the area element
 * M·N·cos φ dφ dλ then equals the plan's dn·de to a few parts in 10⁹ over a house. On 'turf-sphere'
 * (M = N = 6371008.8 m) it is the sinusoidal projection, equal-area on the sphere the shared
 * function assumes: used to check the construction itself.
 */
export function toLngLat(point: Metric, origin: Place, earth: Earth = 'wgs84'): LngLat {
  const [east, north] = point;
  const origin_ = earth === 'wgs84' ? wgs84Radii(origin.lat) : undefined;
  const meridian = origin_?.meridian ?? TURF_EARTH_RADIUS;
  const lat = origin.lat + north / meridian / RADIANS;
  const primeVertical = earth === 'wgs84' ? wgs84Radii(lat).primeVertical : TURF_EARTH_RADIUS;
  const lng = origin.lng + east / (primeVertical * Math.cos(lat * RADIANS)) / RADIANS;
  return [lng, lat];
}

/**
 * How much the shared function (spherical, R = 6371008.8 m) over-reads a true WGS84 footprint at
 * a latitude: R² / (M·N) − 1 (about +0.1 % in north Florida).
 */
export function sphericalExcess(latDeg: number): number {
  const { meridian, primeVertical } = wgs84Radii(latDeg);
  return (TURF_EARTH_RADIUS * TURF_EARTH_RADIUS) / (meridian * primeVertical) - 1;
}

function rotate(ring: readonly Metric[], degrees: number): Metric[] {
  const c = Math.cos(degrees * RADIANS);
  const s = Math.sin(degrees * RADIANS);
  return ring.map(([x, y]) => [x * c - y * s, x * s + y * c]);
}

function counterClockwise(ring: Metric[]): Metric[] {
  return signedArea(ring) < 0 ? [...ring].reverse() : ring;
}

/** A plan's faces for a size parameter a (metres); the plan area is `unitArea` × a². */
interface Plan {
  unitArea: number;
  /** Pitch of the main roof and, for the two-face plan, of the wing (one step lower). */
  faces: (a: number) => { ring: Metric[]; main: boolean }[];
}

const PLANS: Record<ShapeClass, Plan> = {
  // A gable ranch, 2:1, traced as one outline (both slopes share the pitch).
  rectangle: {
    unitArea: 2,
    faces: (a) => [
      {
        ring: [
          [0, 0],
          [2 * a, 0],
          [2 * a, a],
          [0, a],
        ],
        main: true,
      },
    ],
  },
  // 2a × 1.5a with a 1a × 0.75a notch: one outline, six corners, one of them reflex.
  'l-shape': {
    unitArea: 2.25,
    faces: (a) => [
      {
        ring: [
          [0, 0],
          [2 * a, 0],
          [2 * a, 0.75 * a],
          [a, 0.75 * a],
          [a, 1.5 * a],
          [0, 1.5 * a],
        ],
        main: true,
      },
    ],
  },
  // A 2.4a × a main block and a centred a × 0.9a wing with a lower pitch: two faces that share
  // an edge, each traced on its own.
  't-two-faces': {
    unitArea: 2.4 + 0.9,
    faces: (a) => [
      {
        ring: [
          [0, 0],
          [2.4 * a, 0],
          [2.4 * a, a],
          [0, a],
        ],
        main: true,
      },
      {
        ring: [
          [0.7 * a, a],
          [1.7 * a, a],
          [1.7 * a, 1.9 * a],
          [0.7 * a, 1.9 * a],
        ],
        main: false,
      },
    ],
  },
  // A 2a × a hip roof, hips at 45° in plan, ridge a long: two trapezoids and two triangles, each
  // face traced on its own (the ridge and hip lines are clicked once for every face they bound).
  'hip-four-faces': {
    unitArea: 2,
    faces: (a) => {
      const h = a / 2;
      const ridgeWest: Metric = [h, h];
      const ridgeEast: Metric = [2 * a - h, h];
      return [
        { ring: [[0, 0], [2 * a, 0], ridgeEast, ridgeWest], main: true },
        { ring: [[2 * a, 0], [2 * a, a], ridgeEast], main: true },
        { ring: [[2 * a, a], [0, a], ridgeWest, ridgeEast], main: true },
        { ring: [[0, a], [0, 0], ridgeWest], main: true },
      ];
    },
  },
};

/** Main-roof pitch for each size: Florida homes mostly sit between 4/12 and 7/12. */
const MAIN_PITCH: Record<(typeof ROOF_SIZES_SQUARES)[number], RoofPitch> = {
  12: '4/12',
  18: '5/12',
  25: '6/12',
  32: '5/12',
  45: '7/12',
};

/** The wing of the two-face plan: one step lower than the main roof. */
const WING_PITCH: Partial<Record<RoofPitch, RoofPitch>> = {
  '4/12': '3/12',
  '5/12': '4/12',
  '6/12': '5/12',
  '7/12': '6/12',
};

/**
 * The plan of a shape class sized so its roof surface is exactly `squares` squares (a nominal
 * size plus a fraction: real roofs do not come in whole squares, and the quote rounds to them).
 */
export function buildFootprint(
  shape: ShapeClass,
  nominal: (typeof ROOF_SIZES_SQUARES)[number],
  squares: number,
  place: Place,
  rotationDeg: number,
): Footprint {
  const plan = PLANS[shape];
  const mainPitch = MAIN_PITCH[nominal];
  const wingPitch = WING_PITCH[mainPitch] ?? mainPitch;
  // Surface per a² of plan: each face's share of the unit plan × its pitch factor.
  const unit = plan.faces(1).map((face) => ({
    area: signedArea(counterClockwise(face.ring)),
    pitch: face.main ? mainPitch : wingPitch,
  }));
  const surfacePerA2 = unit.reduce((sum, face) => sum + face.area * pitchFactor(face.pitch), 0);
  const targetSurfaceSqM = (squares * 100) / SQUARE_FEET_PER_SQUARE_METRE;
  const a = Math.sqrt(targetSurfaceSqM / surfacePerA2);
  const faces = plan.faces(a).map((face) => ({
    ring: counterClockwise(rotate(face.ring, rotationDeg)),
    pitch: face.main ? mainPitch : wingPitch,
  }));
  const planSqFt =
    faces.reduce((sum, face) => sum + signedArea(face.ring), 0) * SQUARE_FEET_PER_SQUARE_METRE;
  const surfaceSqFt = faces.reduce(
    (sum, face) => sum + signedArea(face.ring) * pitchFactor(face.pitch),
    0,
  );
  return {
    id: `${shape}-${nominal}sq-${place.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    shape,
    nominalSquares: nominal,
    place,
    rotationDeg,
    faces,
    planSqFt,
    surfaceSqFt: surfaceSqFt * SQUARE_FEET_PER_SQUARE_METRE,
  };
}

/**
 * Every shape class at every size in every town, each turned by its own angle. The four towns
 * get sizes of nominal − 0.375, − 0.125, + 0.125 and + 0.375 squares, so rounding to whole
 * squares costs what it costs on real roofs rather than nothing.
 */
export function allFootprints(): Footprint[] {
  const footprints: Footprint[] = [];
  let index = 0;
  for (const shape of SHAPE_CLASSES) {
    for (const nominal of ROOF_SIZES_SQUARES) {
      PLACES.forEach((place, placeIndex) => {
        // Headings spread over a quarter turn.
        const rotationDeg = (index * 37) % 90;
        const squares = nominal + (placeIndex - 1.5) / 4;
        footprints.push(buildFootprint(shape, nominal, squares, place, rotationDeg));
        index += 1;
      });
    }
  }
  return footprints;
}

/** A footprint's faces as the tracer would send them, for the shared area function. */
export function facesAsLngLat(
  footprint: Footprint,
  earth: Earth = 'wgs84',
): { outline: LngLat[]; pitch: RoofPitch }[] {
  return footprint.faces.map((face) => ({
    outline: face.ring.map((point) => toLngLat(point, footprint.place, earth)),
    pitch: face.pitch,
  }));
}
