import type { RoofPitch } from '@roofing/contracts';
import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';
import { describe, expect, it } from 'vitest';
import type { MeasuredRoof } from './measure-roof.ts';
import {
  BASE_MARGIN,
  baseMarginFor,
  priceMeasuredRoof,
  rangeMargin,
  reviewReasons,
} from './price-instant-quote.ts';

const roof = (overrides: Partial<MeasuredRoof> = {}): MeasuredRoof => ({
  pitch: '6/12',
  faces: 1,
  faceAreas: [{ pitch: '6/12', planAreaSqFt: 3229, surfaceSqFt: 3610 }],
  planAreaSqFt: 3229,
  pitchFactor: 1.118,
  squares: 36,
  selfIntersecting: false,
  overlappingFaces: false,
  outlines: [],
  imageryDate: null,
  ...overrides,
});
/** A roof of faces at these pitches (areas do not matter to the review). */
const withFaces = (...pitches: RoofPitch[]) =>
  roof({
    faces: pitches.length,
    faceAreas: pitches.map((pitch) => ({ pitch, planAreaSqFt: 500, surfaceSqFt: 550 })),
  });
const SHINGLE = { material: 'shingle', pricePerSquare: 550 } as const;
const base = TRACE_CALIBRATION.baseMargin;
const near = (value: number) => Math.round(value * 1000) / 1000;

describe('the base margin follows the imagery', () => {
  const measured = TRACE_CALIBRATION.byImagery;

  it("is the default imagery's margin at its resolution, the benchmark's baseMargin", () => {
    expect(BASE_MARGIN).toBe(TRACE_CALIBRATION.baseMargin);
    expect(baseMarginFor(TRACE_CALIBRATION.imageryGsdM)).toBe(TRACE_CALIBRATION.baseMargin);
    // The keyless default, USGS tiles to zoom 16: about 2.07 m a pixel at 30° N.
    expect(baseMarginFor((156543.03392 * Math.cos(Math.PI / 6)) / 2 ** 16)).toBe(
      TRACE_CALIBRATION.baseMargin,
    );
  });

  it("takes each measured resolution's own margin, and the next coarser one in between", () => {
    for (const [index, entry] of measured.entries()) {
      expect(baseMarginFor(entry.gsdM)).toBe(entry.margin);
      const finer = measured[index - 1];
      if (finer) expect(baseMarginFor((finer.gsdM + entry.gsdM) / 2)).toBe(entry.margin);
    }
    expect(baseMarginFor(0.05)).toBe(measured[0]?.margin);
  });

  it('never narrows as the imagery coarsens, and refuses imagery coarser than any measured', () => {
    const margins = measured.map((entry) => entry.margin);
    expect([...margins].sort((a, b) => a - b)).toEqual(margins);
    expect(baseMarginFor(0.3)).toBeLessThan(baseMarginFor(2.1));
    const coarsest = Math.max(...measured.map((entry) => entry.gsdM));
    expect(() => baseMarginFor(coarsest + 0.5)).toThrow(/no trace calibration/);
  });
});

describe('the price range of a traced roof', () => {
  it('is ± the calibrated base margin for a simple roof, rounded outwards to $10, high confidence', () => {
    const priced = priceMeasuredRoof(roof(), SHINGLE, base);
    const total = 36 * 550;
    expect(priced.range).toEqual({
      low: Math.floor((total * (1 - base)) / 10) * 10,
      high: Math.ceil((total * (1 + base)) / 10) * 10,
    });
    expect(priced.confidence).toBe('high');
    expect(priced.reviewReasons).toEqual([]);
  });

  it("is as wide as the base margin it is given (the configured imagery's)", () => {
    const sharp = baseMarginFor(0.3);
    const priced = priceMeasuredRoof(roof(), SHINGLE, sharp);
    expect(priced.range).toEqual({
      low: Math.floor((36 * 550 * (1 - sharp)) / 10) * 10,
      high: Math.ceil((36 * 550 * (1 + sharp)) / 10) * 10,
    });
    expect(priced.confidence).toBe('high');
    expect(rangeMargin(roof({ pitch: '10/12' }), sharp)).toBe(near(sharp + 0.05));
  });

  it('prices at the material price it is given', () => {
    const priced = priceMeasuredRoof(roof(), { material: 'metal', pricePerSquare: 1250 }, base);
    expect(priced.range.low).toBe(Math.floor((36 * 1250 * (1 - base)) / 10) * 10);
  });

  it('widens for steep pitch, many faces, very small and very large roofs', () => {
    expect(rangeMargin(roof({ pitch: '8/12' }), base)).toBe(near(base + 0.02));
    expect(rangeMargin(roof({ pitch: '9/12' }), base)).toBe(near(base + 0.02));
    expect(rangeMargin(roof({ pitch: '10/12' }), base)).toBe(near(base + 0.05));
    expect(rangeMargin(roof({ faces: 4 }), base)).toBe(near(base + 0.02));
    expect(rangeMargin(roof({ faces: 7 }), base)).toBe(near(base + 0.05));
    expect(rangeMargin(roof({ squares: 7 }), base)).toBe(near(base + 0.05));
    expect(rangeMargin(roof({ squares: 61 }), base)).toBe(near(base + 0.04));
    expect(rangeMargin(roof({ pitch: '12/12', faces: 8, squares: 70 }), base)).toBe(
      near(base + 0.14),
    );
  });

  it('says medium or low confidence as the range widens', () => {
    expect(priceMeasuredRoof(roof({ pitch: '8/12' }), SHINGLE, base).confidence).toBe('medium');
    expect(priceMeasuredRoof(roof({ pitch: '12/12', faces: 8 }), SHINGLE, base).confidence).toBe(
      'low',
    );
    expect(priceMeasuredRoof(roof({ selfIntersecting: true }), SHINGLE, base).confidence).toBe(
      'low',
    );
  });

  it('asks for a review over 60 squares, at 10/12 or steeper, over 6 faces, for bad outlines', () => {
    expect(reviewReasons(roof({ squares: 60 }))).toEqual([]);
    expect(reviewReasons(roof({ squares: 61 }))).toEqual(['large-roof']);
    expect(reviewReasons(roof({ pitch: '8/12' }))).toEqual([]);
    expect(reviewReasons(roof({ pitch: '10/12' }))).toEqual(['steep-pitch']);
    expect(reviewReasons(roof({ pitch: '11/12' }))).toEqual(['steep-pitch']);
    expect(reviewReasons(roof({ faces: 6 }))).toEqual([]);
    expect(reviewReasons(roof({ faces: 7 }))).toEqual(['many-faces']);
    expect(reviewReasons(roof({ selfIntersecting: true }))).toEqual(['self-intersecting-outline']);
    expect(reviewReasons(roof({ overlappingFaces: true }))).toEqual(['overlapping-faces']);
  });
});

describe('review reasons of faces and materials', () => {
  it('flags flat and pitched faces on one roof, whatever the material', () => {
    expect(reviewReasons(withFaces('flat', '6/12'))).toEqual(['mixed-pitches']);
    expect(reviewReasons(withFaces('4/12', '6/12'))).toEqual([]);
    expect(reviewReasons(withFaces('flat', 'flat'))).toEqual([]);
  });

  it('tile: a flat face is below the code minimum (2½/12), a 3/12 face needs double underlayment', () => {
    expect(reviewReasons(withFaces('6/12'), 'tile')).toEqual([]);
    expect(reviewReasons(withFaces('4/12'), 'tile')).toEqual([]);
    expect(reviewReasons(withFaces('3/12'), 'tile')).toEqual(['tile-low-slope']);
    expect(reviewReasons(withFaces('flat', '6/12'), 'tile')).toEqual([
      'mixed-pitches',
      'tile-on-flat',
    ]);
    // The same roofs in shingle or metal raise no material question.
    expect(reviewReasons(withFaces('3/12'), 'metal')).toEqual([]);
    expect(reviewReasons(withFaces('3/12'), 'shingle')).toEqual([]);
  });

  it('a flat-roof membrane on faces of 4/12 or steeper', () => {
    expect(reviewReasons(withFaces('flat'), 'flat')).toEqual([]);
    expect(reviewReasons(withFaces('3/12'), 'flat')).toEqual([]);
    expect(reviewReasons(withFaces('4/12'), 'flat')).toEqual(['membrane-on-pitched-face']);
  });

  it('makes a quote with a review reason medium confidence at most', () => {
    expect(
      priceMeasuredRoof(withFaces('3/12'), { material: 'tile', pricePerSquare: 1150 }, base),
    ).toMatchObject({
      confidence: 'medium',
      reviewReasons: ['tile-low-slope'],
    });
  });
});
