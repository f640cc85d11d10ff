import { describe, expect, it } from 'vitest';
import {
  bowTie,
  JAX_BEACH,
  offset,
  type Point,
  rectangle,
  rowOfFaces,
  satellite,
} from '../../test/support/outlines.ts';
import {
  cleanRing,
  facesOverlap,
  isSelfIntersecting,
  measureRoof,
  pitchFactor,
  segmentsIntersect,
} from './measure-roof.ts';

describe('pitch factor √(1 + (rise/12)²)', () => {
  it.each([
    ['flat', 1],
    ['4/12', 1.054],
    ['6/12', 1.118],
    ['8/12', 1.202],
    ['10/12', 1.302],
    ['12/12', Math.SQRT2],
  ] as const)('%s → %d', (pitch, factor) => {
    expect(pitchFactor(pitch)).toBeCloseTo(factor, 3);
  });
});

describe('measureRoof', () => {
  it('measures a 20 m × 15 m house near Jacksonville Beach: 3,229 sq ft, 36 squares at 6/12', () => {
    const roof = measureRoof(satellite('6/12', rectangle(20, 15)));
    expect(roof.planAreaSqFt).toBeGreaterThanOrEqual(3225);
    expect(roof.planAreaSqFt).toBeLessThanOrEqual(3233);
    expect(roof.pitchFactor).toBe(1.118);
    expect(roof.squares).toBe(36);
    expect(roof.faces).toBe(1);
    expect(roof.selfIntersecting).toBe(false);
  });

  it('counts the footprint alone on a flat roof (32 squares) and more on a steep one', () => {
    expect(measureRoof(satellite('flat', rectangle(20, 15))).squares).toBe(32);
    expect(measureRoof(satellite('12/12', rectangle(20, 15))).squares).toBe(46);
  });

  it('measures the same whichever way the outline is traced, closed or not', () => {
    const ring = rectangle(20, 15);
    const clockwise = [...ring].reverse();
    const closed = [...ring, ring[0] as Point];
    const squares = [ring, clockwise, closed].map((o) => measureRoof(satellite('6/12', o)).squares);
    expect(squares).toEqual([36, 36, 36]);
  });

  it('adds up several faces', () => {
    const roof = measureRoof({ method: 'satellite', pitch: 'flat', outlines: rowOfFaces(4) });
    // 4 × 30 m² = 120 m² ≈ 1,292 sq ft.
    expect(roof.faces).toBe(4);
    expect(roof.planAreaSqFt).toBeGreaterThan(1285);
    expect(roof.planAreaSqFt).toBeLessThan(1298);
    expect(roof.squares).toBe(13);
    expect(roof.overlappingFaces).toBe(false);
  });

  it('drops repeated points, so a double click adds nothing', () => {
    const [a, b, c, d] = rectangle(20, 15) as [Point, Point, Point, Point];
    expect(cleanRing([a, a, b, c, c, d, a])).toEqual([a, b, c, d]);
    expect(measureRoof(satellite('6/12', [a, a, b, c, c, d])).squares).toBe(36);
  });

  it('measures nothing from three points on a line', () => {
    const line = [JAX_BEACH, offset(JAX_BEACH, 10, 0), offset(JAX_BEACH, 20, 0)];
    expect(measureRoof(satellite('flat', line)).squares).toBe(0);
  });
});

describe('self-intersection', () => {
  it('finds a bow-tie outline, flags it and measures its outer boundary instead', () => {
    expect(isSelfIntersecting(bowTie(20, 15))).toBe(true);
    const roof = measureRoof(satellite('6/12', bowTie(20, 15)));
    expect(roof.selfIntersecting).toBe(true);
    // The bow-tie's two halves would cancel out; its hull is the 20 × 15 rectangle meant.
    expect(roof.squares).toBe(36);
  });

  it('accepts simple outlines, convex or not', () => {
    expect(isSelfIntersecting(rectangle(20, 15))).toBe(false);
    // An L-shaped house: 20 × 15 with a 8 × 6 bite out of one corner.
    const o = JAX_BEACH;
    const lShape = [
      offset(o, 0, 0),
      offset(o, 20, 0),
      offset(o, 20, 9),
      offset(o, 12, 9),
      offset(o, 12, 15),
      offset(o, 0, 15),
    ];
    expect(isSelfIntersecting(lShape)).toBe(false);
  });

  it('finds an outline that folds back along itself or touches itself', () => {
    const o = JAX_BEACH;
    const spike = [offset(o, 0, 0), offset(o, 10, 0), offset(o, 5, 0), offset(o, 5, 8)];
    expect(isSelfIntersecting(spike)).toBe(true);
    // A figure eight touching at one corner.
    const eight = [
      offset(o, 0, 0),
      offset(o, 10, 0),
      offset(o, 5, 5),
      offset(o, 10, 10),
      offset(o, 0, 10),
      offset(o, 5, 5),
    ];
    expect(isSelfIntersecting(eight)).toBe(true);
  });

  it('tells crossing, touching and separate segments apart', () => {
    const p = (x: number, y: number): Point => [x, y];
    expect(segmentsIntersect(p(0, 0), p(2, 2), p(0, 2), p(2, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(2, 0), p(2, 0), p(3, 1))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(2, 0), p(1, 0), p(3, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(1, 0), p(2, 0), p(3, 0))).toBe(false);
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(0, 1), p(0.4, 0.6))).toBe(false);
  });
});

describe('overlapping faces', () => {
  it('accepts faces that only share an edge', () => {
    const [first, second] = rowOfFaces(2) as [Point[], Point[]];
    expect(facesOverlap(first, second)).toBe(false);
  });

  it('finds crossing faces and a face inside another', () => {
    const big = rectangle(20, 15);
    expect(facesOverlap(big, rectangle(10, 10, offset(JAX_BEACH, 15, 5)))).toBe(true);
    expect(facesOverlap(big, rectangle(4, 4, offset(JAX_BEACH, 5, 5)))).toBe(true);
    const roof = measureRoof({
      method: 'satellite',
      pitch: '6/12',
      outlines: [big, rectangle(4, 4, offset(JAX_BEACH, 5, 5))],
    });
    expect(roof.overlappingFaces).toBe(true);
  });
});
