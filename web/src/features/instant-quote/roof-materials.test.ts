import { describe, expect, it } from 'vitest';
import { imageryDateText } from './imagery-date.ts';
import { materialOptions } from './roof-materials.ts';

const entry = (material: 'shingle' | 'tile' | 'metal' | 'flat', pricePerSquare: number) => ({
  material,
  pricePerSquare,
  effectiveFrom: '2026-01-01',
  setBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('the materials offered', () => {
  it('are the price book’s, shingle first', () => {
    const prices = [entry('metal', 1100), entry('tile', 900), entry('shingle', 550)];
    expect(materialOptions({ prices })).toEqual([
      { material: 'shingle', pricePerSquare: 550 },
      { material: 'tile', pricePerSquare: 900 },
      { material: 'metal', pricePerSquare: 1100 },
    ]);
  });

  it('are shingle alone at the published $550 without the price book', () => {
    expect(materialOptions(null)).toEqual([{ material: 'shingle', pricePerSquare: 550 }]);
    expect(materialOptions({ prices: [entry('flat', 700)] })).toEqual([
      { material: 'shingle', pricePerSquare: 550 },
      { material: 'flat', pricePerSquare: 700 },
    ]);
  });
});

describe('the imagery date in words', () => {
  it('is as precise as the service said', () => {
    expect(imageryDateText('2024-03-04', 'en-US')).toBe('March 4, 2024');
    expect(imageryDateText('2024-03', 'en-US')).toBe('March 2024');
    expect(imageryDateText('2024', 'en-US')).toBe('2024');
    expect(imageryDateText('2024-03-04', 'es-US')).toBe('4 de marzo de 2024');
    expect(imageryDateText('spring 2023', 'en-US')).toBe('spring 2023');
  });
});
