import { describe, expect, it } from 'vitest';
import type { MeasuredRoof } from './measure-roof.ts';
import { priceMeasuredRoof, rangeMargin } from './price-instant-quote.ts';

const roof = (overrides: Partial<MeasuredRoof> = {}): MeasuredRoof => ({
  pitch: '6/12',
  faces: 1,
  planAreaSqFt: 3229,
  pitchFactor: 1.118,
  squares: 36,
  selfIntersecting: false,
  overlappingFaces: false,
  outlines: [],
  ...overrides,
});

describe('the price range of a traced roof', () => {
  it('is ±8 % of squares × $550 for a simple roof, rounded outwards to $10, high confidence', () => {
    const priced = priceMeasuredRoof(roof());
    // 36 × 550 = 19,800; ±8 % = 18,216 … 21,384.
    expect(priced.range).toEqual({ low: 18210, high: 21390 });
    expect(priced.confidence).toBe('high');
    expect(priced.reviewReasons).toEqual([]);
  });

  it('widens for steep pitch, many faces, very small and very large roofs', () => {
    expect(rangeMargin(roof({ pitch: '8/12' }))).toBe(0.1);
    expect(rangeMargin(roof({ pitch: '10/12' }))).toBe(0.13);
    expect(rangeMargin(roof({ faces: 4 }))).toBe(0.1);
    expect(rangeMargin(roof({ faces: 7 }))).toBe(0.13);
    expect(rangeMargin(roof({ squares: 7 }))).toBe(0.13);
    expect(rangeMargin(roof({ squares: 61 }))).toBe(0.12);
    expect(rangeMargin(roof({ pitch: '12/12', faces: 8, squares: 70 }))).toBe(0.22);
  });

  it('says medium or low confidence as the range widens', () => {
    expect(priceMeasuredRoof(roof({ pitch: '8/12' })).confidence).toBe('medium');
    expect(priceMeasuredRoof(roof({ pitch: '12/12', faces: 8 })).confidence).toBe('low');
    expect(priceMeasuredRoof(roof({ selfIntersecting: true })).confidence).toBe('low');
  });

  it('asks for a review over 60 squares, at 10/12 or steeper, over 6 faces, for bad outlines', () => {
    expect(priceMeasuredRoof(roof({ squares: 60 })).reviewReasons).toEqual([]);
    expect(priceMeasuredRoof(roof({ squares: 61 })).reviewReasons).toEqual(['large-roof']);
    expect(priceMeasuredRoof(roof({ pitch: '8/12' })).reviewReasons).toEqual([]);
    expect(priceMeasuredRoof(roof({ pitch: '10/12' })).reviewReasons).toEqual(['steep-pitch']);
    expect(priceMeasuredRoof(roof({ faces: 6 })).reviewReasons).toEqual([]);
    expect(priceMeasuredRoof(roof({ faces: 7 })).reviewReasons).toEqual(['many-faces']);
    expect(priceMeasuredRoof(roof({ selfIntersecting: true })).reviewReasons).toEqual([
      'self-intersecting-outline',
    ]);
    expect(priceMeasuredRoof(roof({ overlappingFaces: true })).reviewReasons).toEqual([
      'overlapping-faces',
    ]);
  });
});
