import { facePlanAreaSqFt, roofSquaresOf } from '@roofing/contracts/roof-area';
import { describe, expect, it } from 'vitest';
import { allFootprints, facesAsLngLat, SHAPE_CLASSES, sphericalExcess } from './footprints.ts';
import {
  type ClickModel,
  DEFAULT_MODEL,
  groundResolution,
  onePitchStepAllowance,
  simulate,
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
