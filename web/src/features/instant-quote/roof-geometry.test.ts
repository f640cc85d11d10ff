import area from '@turf/area';
import { describe, expect, it } from 'vitest';
import { type LngLat, pitchFactor, planAreaSqFt, roofSquares } from './roof-geometry.ts';

// A house-sized rectangle in Jacksonville Beach, traced clockwise.
const outline: LngLat[] = [
  [-81.3931, 30.2947],
  [-81.3928, 30.2947],
  [-81.3928, 30.29445],
  [-81.3931, 30.29445],
];

describe('roof geometry', () => {
  it('measures the footprint as the server does (@turf/area), in square feet', () => {
    const squareMetres = area({
      type: 'Polygon',
      coordinates: [[...outline, outline[0] as LngLat]],
    });
    expect(planAreaSqFt(outline)).toBeCloseTo(squareMetres * 10.763910416709722, 6);
    // Winding does not matter.
    expect(planAreaSqFt([...outline].reverse())).toBeCloseTo(planAreaSqFt(outline), 6);
  });

  it('needs three points for an area', () => {
    expect(planAreaSqFt(outline.slice(0, 2))).toBe(0);
  });

  it('applies the pitch factor and rounds to whole squares', () => {
    expect(pitchFactor('flat')).toBe(1);
    expect(pitchFactor('12/12')).toBeCloseTo(Math.SQRT2, 10);
    const flat = planAreaSqFt(outline) / 100;
    expect(roofSquares(outline, 'flat')).toBe(Math.round(flat));
    expect(roofSquares(outline, '6/12')).toBe(Math.round(flat * Math.sqrt(1.25)));
  });
});
