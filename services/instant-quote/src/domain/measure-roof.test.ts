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

describe('faces with their own pitch (issue 25)', () => {
  /** Independent maths: a rectangle's area on the sphere @turf/area uses, by the pitch factor. */
  const rectSqFt = (w: number, d: number) => w * d * 10.763910416709722;
  const factor = (rise: number) => Math.sqrt(1 + (rise / 12) ** 2);

  it('measures each face at its pitch and adds the surfaces: 20×15 m at 6/12 + 8×6 m flat', () => {
    const porch = rectangle(8, 6, offset(JAX_BEACH, 20, 0));
    const roof = measureRoof({
      method: 'satellite',
      faces: [
        { outline: rectangle(20, 15), pitch: '6/12' },
        { outline: porch, pitch: 'flat' },
      ],
    });
    const main = rectSqFt(20, 15);
    const flat = rectSqFt(8, 6);
    expect(roof.faces).toBe(2);
    expect(roof.pitch).toBe('6/12');
    expect(roof.faceAreas).toHaveLength(2);
    const [first, second] = roof.faceAreas as [
      { pitch: string; planAreaSqFt: number; surfaceSqFt: number },
      { pitch: string; planAreaSqFt: number; surfaceSqFt: number },
    ];
    expect(first.pitch).toBe('6/12');
    expect(Math.abs(first.planAreaSqFt - main)).toBeLessThanOrEqual(3);
    expect(Math.abs(first.surfaceSqFt - main * factor(6))).toBeLessThanOrEqual(4);
    expect(second).toMatchObject({ pitch: 'flat' });
    expect(Math.abs(second.surfaceSqFt - flat)).toBeLessThanOrEqual(1);
    // 3,229 × 1.118 + 517 = 4,127 sq ft → 41 squares; one pitch for all would say 42 or 36.
    expect(roof.squares).toBe(Math.round((main * factor(6) + flat) / 100));
    expect(roof.squares).toBe(41);
    expect(roof.planAreaSqFt).toBe(Math.round(main + flat));
    expect(roof.pitchFactor).toBeCloseTo((main * factor(6) + flat) / (main + flat), 3);
  });

  it('takes the steepest face as the roof pitch', () => {
    const roof = measureRoof({
      method: 'satellite',
      faces: [
        { outline: rectangle(10, 10), pitch: '4/12' },
        { outline: rectangle(10, 10, offset(JAX_BEACH, 10, 0)), pitch: '11/12' },
        { outline: rectangle(10, 10, offset(JAX_BEACH, 20, 0)), pitch: '3/12' },
      ],
    });
    expect(roof.pitch).toBe('11/12');
    expect(roof.faceAreas.map((face) => face.pitch)).toEqual(['4/12', '11/12', '3/12']);
  });

  it('measures old requests (one pitch for every outline) as faces sharing that pitch', () => {
    const old = measureRoof({ method: 'satellite', pitch: '8/12', outlines: rowOfFaces(2) });
    const faces = measureRoof({
      method: 'satellite',
      faces: rowOfFaces(2).map((outline) => ({ outline, pitch: '8/12' as const })),
    });
    expect(old).toEqual(faces);
    expect(old.faceAreas.every((face) => face.pitch === '8/12')).toBe(true);
  });

  it('keeps the imagery date the browser saw, or null', () => {
    expect(measureRoof(satellite('flat', rectangle(9, 9))).imageryDate).toBeNull();
    expect(
      measureRoof({ ...satellite('flat', rectangle(9, 9)), imageryDate: '2024-03-18' }).imageryDate,
    ).toBe('2024-03-18');
  });

  it('measures a crossing face on its hull, at that face’s own pitch', () => {
    const roof = measureRoof({
      method: 'satellite',
      faces: [
        { outline: bowTie(20, 15), pitch: '12/12' },
        { outline: rectangle(8, 6, offset(JAX_BEACH, 20, 0)), pitch: 'flat' },
      ],
    });
    expect(roof.selfIntersecting).toBe(true);
    expect(roof.squares).toBe(Math.round((rectSqFt(20, 15) * factor(12) + rectSqFt(8, 6)) / 100));
  });
});
