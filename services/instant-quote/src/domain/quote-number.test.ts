import { INSTANT_QUOTE_NUMBER_PATTERN } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { newInstantQuoteNumber, normaliseInstantQuoteNumber } from './quote-number.ts';

describe('instant quote numbers', () => {
  it('are IQ-, 6 digits, a dash and 3 digits, zero-padded', () => {
    const bounds: number[] = [];
    const draws = [42, 7];
    const number = newInstantQuoteNumber((n) => {
      bounds.push(n);
      return draws.shift() ?? 0;
    });
    expect(number).toBe('IQ-000042-007');
    expect(bounds).toEqual([1_000_000, 1000]);
    expect(newInstantQuoteNumber((n) => n - 1)).toBe('IQ-999999-999');
  });

  it('match the published pattern with the real random source', () => {
    for (let i = 0; i < 200; i++)
      expect(newInstantQuoteNumber()).toMatch(INSTANT_QUOTE_NUMBER_PATTERN);
  });

  it('refuses a draw out of range', () => {
    expect(() => newInstantQuoteNumber((n) => n)).toThrow(RangeError);
  });

  it('are looked up in any case, without stray spaces', () => {
    expect(normaliseInstantQuoteNumber(' iq-123456-789 ')).toBe('IQ-123456-789');
  });
});
