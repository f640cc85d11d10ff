import { ESTIMATE_NUMBER_PATTERN } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { newEstimateNumber, normaliseEstimateNumber } from './estimate-number.ts';

/** The alphabet spelled out here on purpose: the test must not read it from the code it checks. */
const EXPECTED_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A stand-in for crypto.randomInt that returns `index` every time and records each bound asked. */
function fixed(index: number, bounds: number[] = []) {
  return (n: number) => {
    bounds.push(n);
    return index;
  };
}

describe('newEstimateNumber', () => {
  it('maps index 0..31 to exactly the alphabet without look-alikes, in order', () => {
    const characters = Array.from({ length: 32 }, (_, index) => {
      const number = newEstimateNumber(fixed(index));
      expect(number).toBe(`SFR-${number.at(-1)?.repeat(8)}`);
      return number.at(-1);
    });
    expect(characters.join('')).toBe(EXPECTED_ALPHABET);
    expect(new Set(characters).size).toBe(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(characters).not.toContain(lookAlike);
  });

  it('draws 8 characters, each from the full alphabet of 32', () => {
    const bounds: number[] = [];
    newEstimateNumber(fixed(0, bounds));
    expect(bounds).toEqual(Array(8).fill(32));
  });

  it('puts each draw in its own position after the SFR- prefix', () => {
    let call = 0;
    const sequence = [0, 1, 2, 3, 28, 29, 30, 31];
    const number = newEstimateNumber(() => sequence[call++] as number);
    expect(number).toBe('SFR-ABCD6789');
    expect(number).toMatch(ESTIMATE_NUMBER_PATTERN);
  });

  it('refuses an index outside the alphabet instead of writing "undefined"', () => {
    expect(() => newEstimateNumber(fixed(32))).toThrow(RangeError);
  });

  it('uses crypto randomness by default, in the SFR- + 8 format', () => {
    expect(newEstimateNumber()).toMatch(/^SFR-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/);
  });
});

describe('normaliseEstimateNumber', () => {
  it('upper-cases and trims what was typed', () => {
    expect(normaliseEstimateNumber('  sfr-abcd2345 ')).toBe('SFR-ABCD2345');
  });
});
