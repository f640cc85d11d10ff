import { centsToDollars, formatCents } from '@roofing/contracts';

/*
 * Money in the ledger: whole cents in code (integers, so no float decides a balance), strings of
 * dollars and cents ("4500.00") in the database's numeric columns and on the wire.
 */

/** "4500.00" (a numeric column) as whole cents: 450000. */
export function toCents(amount: string | null | undefined): number {
  if (!amount) return 0;
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2));
  return negative ? -cents : cents;
}

/** Whole cents as the wire's dollars and cents (450000 → "4500.00"): the contracts' helper. */
export const dollars = centsToDollars;

/** Whole cents as people read them (123400 → "$1,234.00"): the contracts' helper. */
export const usd = formatCents;

/** The part of `cents` that is `percent` %, rounded to the cent (half up). */
export const percentOf = (cents: number, percent: number) =>
  Math.round((cents * Math.round(percent * 1000)) / 100_000);
