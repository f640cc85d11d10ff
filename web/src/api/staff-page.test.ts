import { describe, expect, it } from 'vitest';
import { totalOf } from './staff-page.ts';

describe('totalOf', () => {
  it('reads the X-Total-Count of a staff list', () => {
    expect(totalOf(new Headers({ 'X-Total-Count': '42' }), 10)).toBe(42);
    expect(totalOf(new Headers({ 'X-Total-Count': '0' }), 0)).toBe(0);
  });

  it('falls back to the rows on the page when the header is missing or not a number', () => {
    expect(totalOf(new Headers(), 7)).toBe(7);
    expect(totalOf(new Headers({ 'X-Total-Count': 'many' }), 3)).toBe(3);
    expect(totalOf(new Headers({ 'X-Total-Count': '-1' }), 3)).toBe(3);
  });
});
