import { ESTIMATE_NUMBER_ALPHABET, INSTANT_QUOTE_NUMBER_PATTERN } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { newInstantQuoteNumber, normaliseInstantQuoteNumber } from './quote-number.ts';

describe('instant quote numbers', () => {
  it('are IQ-, 6 characters, a dash and 3 characters of the 32-character alphabet', () => {
    const bounds: number[] = [];
    const draws = [0, 1, 2, 3, 4, 5, 31, 30, 29];
    const number = newInstantQuoteNumber((n) => {
      bounds.push(n);
      return draws.shift() ?? 0;
    });
    expect(number).toBe('IQ-ABCDEF-987');
    expect(bounds).toEqual(Array(9).fill(ESTIMATE_NUMBER_ALPHABET.length));
    expect(newInstantQuoteNumber((n) => n - 1)).toBe('IQ-999999-999');
  });

  it('carry 45 bits: nine draws of 32 characters', () => {
    expect(ESTIMATE_NUMBER_ALPHABET.length ** 9).toBe(2 ** 45);
  });

  it('match the published pattern with the real random source, as the old digit numbers do', () => {
    for (let i = 0; i < 200; i++)
      expect(newInstantQuoteNumber()).toMatch(INSTANT_QUOTE_NUMBER_PATTERN);
    expect('IQ-123456-789').toMatch(INSTANT_QUOTE_NUMBER_PATTERN);
    expect('IQ-12345O-789').not.toMatch(INSTANT_QUOTE_NUMBER_PATTERN);
  });

  it('refuses a draw out of range', () => {
    expect(() => newInstantQuoteNumber((n) => n)).toThrow(RangeError);
  });

  it('are looked up in any case, without stray spaces', () => {
    expect(normaliseInstantQuoteNumber(' iq-123456-789 ')).toBe('IQ-123456-789');
    expect(normaliseInstantQuoteNumber(' iq-7kq2mx-9rt')).toBe('IQ-7KQ2MX-9RT');
  });
});
