import { ROOF_PITCHES, type RoofPitch } from '@roofing/contracts/http/instant-quote';
import { facePlanAreaSqFt, roofSquaresOf } from '@roofing/contracts/roof-area';
import { pitchFactor } from '@roofing/contracts/roof-pitch';
import {
  type Footprint,
  type Metric,
  type ShapeClass,
  SIMPLE_CLASSES,
  signedArea,
  toLngLat,
} from './footprints.ts';

/*
 * A homeowner tracing a known footprint on the satellite view, simulated: where each click lands
 * (screen-pixel scatter, occasional corner cutting, the imagery's own blur), then the trace
 * measured with the shared area function exactly as the server measures it.
 */

/** Web Mercator ground resolution in metres per CSS pixel at a latitude and zoom. */
export function groundResolution(latDeg: number, zoom: number): number {
  return (156543.03392 * Math.cos((latDeg * Math.PI) / 180)) / 2 ** zoom;
}

export interface ClickModel {
  /** Each trace's click scatter σ (CSS px, per axis) is drawn uniformly from this range. */
  sigmaPx: readonly [number, number];
  /** Chance that a corner is clicked on the roof side of the corner ("cut"). */
  cornerCutProbability: number;
  /** How far a cut corner lands inside, along the corner's bisector (CSS px, uniform). */
  cornerCutPx: readonly [number, number];
  /**
   * Ground sample distance of the imagery in metres: each traced edge is placed anywhere within
   * one imagery pixel of the true eave line (σ = GSD / √12, the same for both ends of the edge).
   */
  imageryGsdM: number;
}

/**
 * The deepest zoom of the keyless default imagery, USGS The National Map `USGSImageryOnly`
 * (gateway/src/config.ts USGS_IMAGERY.maxZoom): the map enlarges its zoom-16 tiles to roof level.
 */
export const USGS_NATIVE_ZOOM = 16;

/**
 * Imagery resolutions (ground metres per imagery pixel) the benchmark measures a margin for, finest
 * first: 0.3 m (commercial satellite and most county aerials), 0.6 m (recent NAIP served at its own
 * resolution), 1 m (older NAIP), 2.1 m (the keyless default: USGS zoom-16 tiles, 2.05–2.08 m per
 * pixel in the four towns) and 3 m (coarser still). The server takes the margin of the finest of
 * these at or coarser than the imagery it is configured with (SATELLITE_IMAGERY_GSD_M).
 */
export const IMAGERY_GSDS_M = [0.3, 0.6, 1, 2.1, 3] as const;

/** The keyless default imagery's resolution as measured: USGS zoom 16, rounded up to 0.1 m. */
export const DEFAULT_IMAGERY_GSD_M = 2.1;

/**
 * The model the published figures use (justified in docs/instant-quote-calibration.md), on the
 * keyless default imagery; the per-resolution figures change only `imageryGsdM`.
 */
export const DEFAULT_MODEL: ClickModel = {
  sigmaPx: [2, 4],
  cornerCutProbability: 0.15,
  cornerCutPx: [2, 6],
  imageryGsdM: DEFAULT_IMAGERY_GSD_M,
};

/** Zoom levels a homeowner traces at; the tracer opens at 20 (satellite-map.tsx ROOF_ZOOM). */
export const ZOOMS = [18, 19, 20, 21] as const;
export const TRACER_ZOOM = 20;

/** Small, fast, seedable PRNG (mulberry32): the same seed gives the same traces everywhere. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One stream per (seed, footprint, zoom), so a cell's traces do not depend on run order. */
function streamSeed(seed: number, footprintIndex: number, zoom: number): number {
  let h = 2166136261 ^ seed;
  for (const part of [footprintIndex, zoom]) {
    h = Math.imul(h ^ part, 16777619);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

function gaussian(random: () => number): number {
  // Box–Muller; 1 − u keeps the logarithm finite.
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function uniform(random: () => number, [low, high]: readonly [number, number]): number {
  return low + (high - low) * random();
}

function unit([x, y]: Metric): Metric {
  const length = Math.hypot(x, y);
  return [x / length, y / length];
}

/** Corners of a counter-clockwise ring after moving each edge sideways by its own offset. */
function offsetEdges(ring: readonly Metric[], offsets: readonly number[]): Metric[] {
  const n = ring.length;
  const normals = ring.map((point, i) => {
    const next = ring[(i + 1) % n] as Metric;
    const [dx, dy] = unit([next[0] - point[0], next[1] - point[1]]);
    return [dy, -dx] as Metric; // outward for a counter-clockwise ring
  });
  return ring.map((point, i) => {
    const a = normals[(i - 1 + n) % n] as Metric;
    const b = normals[i] as Metric;
    const da = offsets[(i - 1 + n) % n] as number;
    const db = offsets[i] as number;
    // Solve a·x = da, b·x = db for the corner's shift x.
    const det = a[0] * b[1] - a[1] * b[0];
    const x = (da * b[1] - db * a[1]) / det;
    const y = (a[0] * db - b[0] * da) / det;
    return [point[0] + x, point[1] + y];
  });
}

/** Unit vector from a corner into the face, along the bisector of its interior angle. */
function inwardBisector(ring: readonly Metric[], i: number): Metric {
  const n = ring.length;
  const point = ring[i] as Metric;
  const prev = ring[(i - 1 + n) % n] as Metric;
  const next = ring[(i + 1) % n] as Metric;
  const toPrev = unit([prev[0] - point[0], prev[1] - point[1]]);
  const toNext = unit([next[0] - point[0], next[1] - point[1]]);
  const bisector = unit([toPrev[0] + toNext[0], toPrev[1] + toNext[1]]);
  // Counter-clockwise: a reflex corner turns right, and its interior is on the far side.
  const turn =
    (point[0] - prev[0]) * (next[1] - point[1]) - (point[1] - prev[1]) * (next[0] - point[0]);
  return turn < 0 ? [-bisector[0], -bisector[1]] : bisector;
}

/** One simulated trace of one face, in the local frame. */
export function traceFace(
  ring: readonly Metric[],
  metresPerPx: number,
  sigmaPx: number,
  model: ClickModel,
  random: () => number,
): Metric[] {
  const edgeSigma = model.imageryGsdM / Math.sqrt(12);
  const offsets = ring.map(() => gaussian(random) * edgeSigma);
  const seen = offsetEdges(ring, offsets);
  return seen.map((point, i) => {
    let [x, y] = point;
    x += gaussian(random) * sigmaPx * metresPerPx;
    y += gaussian(random) * sigmaPx * metresPerPx;
    if (random() < model.cornerCutProbability) {
      const [bx, by] = inwardBisector(ring, i);
      const cut = uniform(random, model.cornerCutPx) * metresPerPx;
      x += bx * cut;
      y += by * cut;
    }
    return [x, y];
  });
}

export interface TraceResult {
  footprintId: string;
  shape: ShapeClass;
  nominalSquares: number;
  zoom: number;
  /** (traced plan area − true plan area) ÷ true, from the shared function. */
  areaError: number;
  /**
   * True price ÷ quoted price − 1 with the right pitch: the quote is priced on whole squares
   * (roofSquaresOf), the roof is built on its true surface. The range ±m holds the true price
   * when |priceError| ≤ m.
   */
  priceError: number;
  /** The same with every face's pitch one step off (up or down at random). */
  priceErrorPitchOff: number;
  /** Any traced face's ring crosses itself or turned inside out (the server sends these to review). */
  degenerate: boolean;
}

const PITCH_STEPS = ROOF_PITCHES.filter((pitch) => pitch !== 'flat');

function shiftPitch(pitch: RoofPitch, step: number): RoofPitch {
  const index = PITCH_STEPS.indexOf(pitch as (typeof PITCH_STEPS)[number]);
  const shifted = PITCH_STEPS[Math.min(PITCH_STEPS.length - 1, Math.max(0, index + step))];
  return shifted ?? pitch;
}

/**
 * The largest change in roof surface one pitch step makes between 3/12 and 8/12, the pitches the
 * base margin covers (8/12 and steeper widen the range on the server): the allowance for a
 * homeowner who picks the neighbouring pitch.
 */
export function onePitchStepAllowance(): number {
  const covered: RoofPitch[] = ['3/12', '4/12', '5/12', '6/12', '7/12', '8/12'];
  let largest = 0;
  for (let i = 1; i < covered.length; i += 1) {
    const low = pitchFactor(covered[i - 1] as RoofPitch);
    const high = pitchFactor(covered[i] as RoofPitch);
    largest = Math.max(largest, high / low - 1, 1 - low / high);
  }
  return largest;
}

export interface SimulationOptions {
  seed: number;
  tracesPerCell: number;
  zooms: readonly number[];
  model: ClickModel;
}

function segmentsCross(a: Metric, b: Metric, c: Metric, d: Metric): boolean {
  const orient = (p: Metric, q: Metric, r: Metric) =>
    Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  return orient(a, b, c) * orient(a, b, d) < 0 && orient(c, d, a) * orient(c, d, b) < 0;
}

function selfIntersecting(ring: readonly Metric[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue;
      if (
        segmentsCross(
          ring[i] as Metric,
          ring[(i + 1) % n] as Metric,
          ring[j] as Metric,
          ring[(j + 1) % n] as Metric,
        )
      ) {
        return true;
      }
    }
  }
  return false;
}

/** Traces every footprint `tracesPerCell` times at every zoom. Deterministic for a seed. */
export function simulate(
  footprints: readonly Footprint[],
  options: SimulationOptions,
): TraceResult[] {
  const results: TraceResult[] = [];
  footprints.forEach((footprint, footprintIndex) => {
    const trueSquares = footprint.surfaceSqFt / 100;
    for (const zoom of options.zooms) {
      const random = mulberry32(streamSeed(options.seed, footprintIndex, zoom));
      const metresPerPx = groundResolution(footprint.place.lat, zoom);
      for (let trace = 0; trace < options.tracesPerCell; trace += 1) {
        const sigmaPx = uniform(random, options.model.sigmaPx);
        const slip = random() < 0.5 ? -1 : 1;
        let degenerate = false;
        const faces = footprint.faces.map((face) => {
          const traced = traceFace(face.ring, metresPerPx, sigmaPx, options.model, random);
          if (signedArea(traced) <= 0 || selfIntersecting(traced)) degenerate = true;
          return {
            outline: traced.map((point) => toLngLat(point, footprint.place)),
            pitch: face.pitch,
          };
        });
        const plan = faces.reduce((sum, face) => sum + facePlanAreaSqFt(face.outline), 0);
        const squares = roofSquaresOf(faces);
        const squaresPitchOff = roofSquaresOf(
          faces.map((face) => ({ ...face, pitch: shiftPitch(face.pitch, slip) })),
        );
        results.push({
          footprintId: footprint.id,
          shape: footprint.shape,
          nominalSquares: footprint.nominalSquares,
          zoom,
          areaError: plan / footprint.planSqFt - 1,
          priceError: trueSquares / squares - 1,
          priceErrorPitchOff: trueSquares / squaresPitchOff - 1,
          degenerate,
        });
      }
    }
  });
  return results;
}

export interface Distribution {
  traces: number;
  /** Percentiles of |error| (linear interpolation between order statistics). */
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  /** Mean signed error: negative means traces read small. */
  meanBias: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

export function distribution(errors: readonly number[]): Distribution {
  const sorted = errors.map(Math.abs).sort((a, b) => a - b);
  return {
    traces: errors.length,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    meanBias: errors.reduce((sum, error) => sum + error, 0) / Math.max(1, errors.length),
  };
}

/** Share of traces whose true price falls within ±margin of the quoted price. */
export function coverage(errors: readonly number[], margin: number): number {
  const inside = errors.filter((error) => Math.abs(error) <= margin + 1e-12).length;
  return inside / Math.max(1, errors.length);
}

export const isSimple = (result: TraceResult) => SIMPLE_CLASSES.includes(result.shape);
