import { facePlanAreaSqFt, roofSquaresOf } from '@roofing/contracts/roof-area';
import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';
import { describe, expect, it } from 'vitest';
import {
  allFootprints,
  facesAsLngLat,
  PLACES,
  SHAPE_CLASSES,
  sphericalExcess,
} from './footprints.ts';
import {
  type ClickModel,
  DEFAULT_IMAGERY_GSD_M,
  DEFAULT_MODEL,
  distribution,
  groundResolution,
  IMAGERY_GSDS_M,
  onePitchStepAllowance,
  simulate,
  USGS_NATIVE_ZOOM,
} from './simulate.ts';

const footprints = allFootprints();
const planOf = (faces: ReturnType<typeof facesAsLngLat>) =>
  faces.reduce((sum, face) => sum + facePlanAreaSqFt(face.outline), 0);

describe('the calibration footprints', () => {
  it('cover every shape class, size and town', () => {
    expect(footprints).toHaveLength(80);
    expect(new Set(footprints.map((footprint) => footprint.id)).size).toBe(80);
    for (const shape of SHAPE_CLASSES) {
      expect(footprints.filter((footprint) => footprint.shape === shape)).toHaveLength(20);
    }
  });

  it('have exact areas the shared area function agrees with', () => {
    for (const footprint of footprints) {
      // Built on the sphere @turf/area measures on: the construction itself is exact.
      const onSphere = planOf(facesAsLngLat(footprint, 'turf-sphere'));
      expect(Math.abs(onSphere / footprint.planSqFt - 1)).toBeLessThan(1e-5);
      // Built on WGS84, as real coordinates are: within 0.1 % once the sphere's known over-read
      // at that latitude is taken out, and that over-read is all there is.
      const onWgs84 = planOf(facesAsLngLat(footprint));
      const excess = sphericalExcess(footprint.place.lat);
      expect(excess).toBeGreaterThan(0.0009);
      expect(excess).toBeLessThan(0.0013);
      expect(Math.abs(onWgs84 / (footprint.planSqFt * (1 + excess)) - 1)).toBeLessThan(1e-5);
      expect(Math.abs(onWgs84 / footprint.planSqFt - 1)).toBeLessThan(0.0013);
    }
  });

  it('are sized in roof squares of surface, a fraction off the round number', () => {
    for (const footprint of footprints) {
      const offRound = footprint.surfaceSqFt / 100 - footprint.nominalSquares;
      expect([-0.375, -0.125, 0.125, 0.375]).toContainEqual(Number(offRound.toFixed(6)));
      expect(roofSquaresOf(facesAsLngLat(footprint))).toBe(Math.round(footprint.surfaceSqFt / 100));
    }
  });
});

describe('the trace simulation', () => {
  const sample = footprints.filter((_, index) => index % 9 === 0);
  const options = { seed: 7, tracesPerCell: 25, zooms: [19, 20], model: DEFAULT_MODEL };

  it('is deterministic for a seed and changes with it', () => {
    const first = simulate(sample, options);
    const again = simulate(sample, options);
    expect(again).toEqual(first);
    expect(first).toHaveLength(sample.length * 25 * 2);
    const other = simulate(sample, { ...options, seed: 8 });
    expect(other.map((result) => result.areaError)).not.toEqual(
      first.map((result) => result.areaError),
    );
  });

  it('measures an error-free trace as the true roof', () => {
    const perfect: ClickModel = {
      sigmaPx: [0, 0],
      cornerCutProbability: 0,
      cornerCutPx: [0, 0],
      imageryGsdM: 0,
    };
    for (const result of simulate(sample, { ...options, model: perfect, tracesPerCell: 1 })) {
      expect(Math.abs(result.areaError)).toBeLessThan(0.0013);
      expect(Math.abs(result.priceError)).toBeLessThanOrEqual(0.375 / 11.625 + 1e-9);
    }
  });

  it('uses Web Mercator ground resolution and a one-step pitch allowance', () => {
    expect(groundResolution(0, 0)).toBeCloseTo(156543.03392, 5);
    expect(groundResolution(30.29, 20)).toBeCloseTo(0.129, 3);
    // 7/12 → 8/12: √(1 + (8/12)²) ÷ √(1 + (7/12)²) − 1.
    expect(onePitchStepAllowance()).toBeCloseTo(0.0381, 4);
  });
});

describe('the margin per imagery resolution', () => {
  const pitchAllowance = onePitchStepAllowance();

  it('measures the keyless default imagery: USGS tiles to zoom 16 in every town', () => {
    expect(IMAGERY_GSDS_M).toContain(DEFAULT_IMAGERY_GSD_M);
    expect(DEFAULT_MODEL.imageryGsdM).toBe(DEFAULT_IMAGERY_GSD_M);
    const finer = Math.max(...IMAGERY_GSDS_M.filter((gsd) => gsd < DEFAULT_IMAGERY_GSD_M));
    for (const place of PLACES) {
      const usgs = groundResolution(place.lat, USGS_NATIVE_ZOOM);
      expect(usgs).toBeGreaterThan(2);
      expect(usgs).toBeLessThanOrEqual(DEFAULT_IMAGERY_GSD_M);
      expect(usgs).toBeGreaterThan(finer);
    }
  });

  it('is published for every measured resolution, finest first, and never narrows as it coarsens', () => {
    const measured = TRACE_CALIBRATION.byImagery;
    expect(measured.map((entry) => entry.gsdM)).toEqual([...IMAGERY_GSDS_M]);
    expect(TRACE_CALIBRATION.imageryGsdM).toBe(DEFAULT_IMAGERY_GSD_M);
    expect(TRACE_CALIBRATION.run.model.imageryGsdM).toBe(DEFAULT_IMAGERY_GSD_M);
    for (const [index, entry] of measured.entries()) {
      // p90 price error + one pitch step, rounded up to a whole percent (figures kept to 4 places).
      const raw = entry.p90PriceError + pitchAllowance;
      expect(entry.margin).toBeGreaterThanOrEqual(raw - 1e-4);
      expect(entry.margin).toBeLessThan(raw + 0.01 + 1e-4);
      expect(Math.round(entry.margin * 100)).toBeCloseTo(entry.margin * 100, 9);
      expect(entry.coverage.pitchRight).toBeGreaterThanOrEqual(0.9);
      const finer = measured[index - 1];
      if (finer) {
        expect(entry.margin).toBeGreaterThanOrEqual(finer.margin);
        expect(entry.p90RelativeError).toBeGreaterThan(finer.p90RelativeError);
      }
    }
  });

  it("gives baseMargin as the default imagery's margin, wider than 0.6 m imagery's", () => {
    const at = (gsdM: number) => TRACE_CALIBRATION.byImagery.find((entry) => entry.gsdM === gsdM);
    expect(at(DEFAULT_IMAGERY_GSD_M)?.margin).toBe(TRACE_CALIBRATION.baseMargin);
    expect(at(DEFAULT_IMAGERY_GSD_M)?.p90PriceError).toBe(TRACE_CALIBRATION.p90PriceError);
    expect(TRACE_CALIBRATION.baseMargin).toBeGreaterThan(at(0.6)?.margin ?? 1);
  });

  it('simulates coarser imagery as less accurate, with the same clicks', () => {
    const sample = footprints.filter((footprint) => footprint.shape === 'rectangle').slice(0, 5);
    const p90At = (imageryGsdM: number) =>
      distribution(
        simulate(sample, {
          seed: 3,
          tracesPerCell: 60,
          zooms: [20],
          model: { ...DEFAULT_MODEL, imageryGsdM },
        }).map((result) => result.areaError),
      ).p90;
    expect(p90At(2.1)).toBeGreaterThan(p90At(0.3) * 1.4);
  });
});
