import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex } from './carousel.ts';

describe('carousel index', () => {
  it('moves forward and wraps from the last item to the first', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('moves back and wraps from the first item to the last', () => {
    expect(previousIndex(2, 3)).toBe(1);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(0, 7)).toBe(6);
  });

  it('stays at 0 for a single item or an empty list', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
});
