import { randomInt } from 'node:crypto';
import { ESTIMATE_NUMBER_ALPHABET } from '@roofing/contracts';

/** SFR- and 8 crypto-random characters of an alphabet without look-alikes (no 0/O, 1/I). */
export function newEstimateNumber(): string {
  let suffix = '';
  for (let i = 0; i < 8; i++)
    suffix += ESTIMATE_NUMBER_ALPHABET[randomInt(ESTIMATE_NUMBER_ALPHABET.length)];
  return `SFR-${suffix}`;
}

/** Estimate numbers are stored upper-case; lookups accept any case and stray spaces. */
export function normaliseEstimateNumber(input: string): string {
  return input.trim().toUpperCase();
}
