import { randomInt } from 'node:crypto';
import { ESTIMATE_NUMBER_ALPHABET } from '@roofing/contracts';

/** Characters after the `SFR-` prefix. */
export const ESTIMATE_NUMBER_LENGTH = 8;

/** A uniform random integer in [0, n); crypto-random unless a test passes its own. */
export type RandomIndex = (n: number) => number;

/** SFR- and 8 crypto-random characters of an alphabet without look-alikes (no 0/O, 1/I). */
export function newEstimateNumber(randomIndex: RandomIndex = randomInt): string {
  let suffix = '';
  for (let i = 0; i < ESTIMATE_NUMBER_LENGTH; i++) {
    const char = ESTIMATE_NUMBER_ALPHABET[randomIndex(ESTIMATE_NUMBER_ALPHABET.length)];
    if (char === undefined) throw new RangeError('randomIndex returned an index out of range');
    suffix += char;
  }
  return `SFR-${suffix}`;
}

/** Estimate numbers are stored upper-case; lookups accept any case and stray spaces. */
export function normaliseEstimateNumber(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * The one answer for a number the caller may not see: unknown, or not the estimate their portal
 * session is for. Both count as a miss; nothing in the answer tells them apart.
 */
export const ESTIMATE_NOT_FOUND = 'No estimate with that number.';
