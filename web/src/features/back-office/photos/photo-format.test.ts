import type { JobPhoto } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { groupByCategory, inGalleryOrder, photoLabel } from './photo-format.ts';

const photo = (id: number, category: JobPhoto['category'], caption: string | null = null) =>
  ({ id, category, caption }) as JobPhoto;

describe('the gallery', () => {
  const photos = [
    photo(5, 'after'),
    photo(4, 'damage', 'Hail bruising'),
    photo(3, 'before'),
    photo(2, 'damage'),
  ];

  it('groups photos by category in the working order, leaving empty ones out', () => {
    expect(groupByCategory(photos).map((g) => [g.label, g.photos.map((p) => p.id)])).toEqual([
      ['Before', [3]],
      ['Damage', [4, 2]],
      ['After', [5]],
    ]);
  });

  it('orders a report’s photos as the gallery shows them and names photos without captions', () => {
    expect(inGalleryOrder(photos, new Set([5, 2, 3]))).toEqual([3, 2, 5]);
    expect(photoLabel(photos[1] as JobPhoto)).toBe('Hail bruising');
    expect(photoLabel(photos[0] as JobPhoto)).toBe('After photo #5');
  });
});
