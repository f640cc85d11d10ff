import { randomInt } from 'node:crypto';
import { ESTIMATE_NUMBER_ALPHABET } from '@roofing/contracts';

/** Characters after the `INS-` prefix: 32^6, about a billion numbers. */
export const REQUEST_NUMBER_LENGTH = 6;

/** A uniform random integer in [0, n); crypto-random unless a test passes its own. */
export type RandomIndex = (n: number) => number;

/**
 * INS- and 6 crypto-random characters of the estimate alphabet (no 0/O, 1/I): easy to read out on
 * the phone, and not a sequence a stranger could count or guess.
 */
export function newRequestNumber(randomIndex: RandomIndex = randomInt): string {
  let suffix = '';
  for (let i = 0; i < REQUEST_NUMBER_LENGTH; i++) {
    const char = ESTIMATE_NUMBER_ALPHABET[randomIndex(ESTIMATE_NUMBER_ALPHABET.length)];
    if (char === undefined) throw new RangeError('randomIndex returned an index out of range');
    suffix += char;
  }
  return `INS-${suffix}`;
}
