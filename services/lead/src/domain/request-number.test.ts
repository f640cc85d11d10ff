import { INSPECTION_REQUEST_NUMBER_PATTERN } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { newRequestNumber } from './request-number.ts';

/** Spelled out on purpose: the test must not read the alphabet from the code it checks. */
const EXPECTED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

describe('newRequestNumber', () => {
  it('is INS- and 6 characters, each drawn from the whole alphabet of 32', () => {
    const bounds: number[] = [];
    const number = newRequestNumber((n) => {
      bounds.push(n);
      return 0;
    });
    expect(number).toBe('INS-AAAAAA');
    expect(bounds).toEqual([32, 32, 32, 32, 32, 32]);
  });

  it('maps index 0..31 to the alphabet without look-alikes', () => {
    const characters = Array.from({ length: 32 }, (_, index) => newRequestNumber(() => index)[4]);
    expect(characters.join('')).toBe(EXPECTED_ALPHABET);
  });

  it('matches the published pattern with the real random source', () => {
    for (let i = 0; i < 200; i++)
      expect(newRequestNumber()).toMatch(INSPECTION_REQUEST_NUMBER_PATTERN);
  });

  it('refuses an index outside the alphabet', () => {
    expect(() => newRequestNumber(() => 32)).toThrow(RangeError);
  });
});
