import { randomInt } from 'node:crypto';
import { ESTIMATE_NUMBER_ALPHABET } from '@roofing/contracts';

/** A uniform random integer in [0, n); crypto-random unless a test passes its own. */
export type RandomBelow = (n: number) => number;

/**
 * IQ-, 6 characters, a dash and 3 characters (IQ-7KQ2MX-9RT), the layout of the spec's example
 * IQ-123456-789, each character drawn at random from the estimate numbers' 32 letters and digits
 * without look-alikes: 2^45 numbers (the digits-only numbers issued before had 2^30, few enough to
 * find live quotes by guessing). A number says nothing about how many quotes there are.
 */
export function newInstantQuoteNumber(randomBelow: RandomBelow = randomInt): string {
  let characters = '';
  for (let i = 0; i < 9; i++) {
    const character = ESTIMATE_NUMBER_ALPHABET[randomBelow(ESTIMATE_NUMBER_ALPHABET.length)];
    if (character === undefined) throw new RangeError('randomBelow returned a number out of range');
    characters += character;
  }
  return `IQ-${characters.slice(0, 6)}-${characters.slice(6)}`;
}

/** Numbers are stored upper-case; lookups accept any case and stray spaces. */
export const normaliseInstantQuoteNumber = (input: string) => input.trim().toUpperCase();
