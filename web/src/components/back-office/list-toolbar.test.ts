import { describe, expect, it } from 'vitest';
import { pageCount } from './list-toolbar.tsx';

describe('pageCount', () => {
  it('fills whole pages and never reports fewer than one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(Number.NaN, 10)).toBe(1);
  });
});
