import { randomInt } from 'node:crypto';

/** A uniform random integer in [0, n); crypto-random unless a test passes its own. */
export type RandomBelow = (n: number) => number;

/**
 * IQ- and 6 digits, a dash and 3 digits (IQ-123456-789): a billion numbers drawn at random, so a
 * number says nothing about how many quotes there are and cannot be counted through.
 */
export function newInstantQuoteNumber(randomBelow: RandomBelow = randomInt): string {
  const first = randomBelow(1_000_000);
  const second = randomBelow(1000);
  if (!Number.isInteger(first) || first < 0 || first >= 1_000_000 || second < 0 || second >= 1000)
    throw new RangeError('randomBelow returned a number out of range');
  return `IQ-${String(first).padStart(6, '0')}-${String(second).padStart(3, '0')}`;
}

/** Numbers are stored upper-case; lookups accept any case and stray spaces. */
export const normaliseInstantQuoteNumber = (input: string) => input.trim().toUpperCase();
