import { easternDateIn, formatMoneyIn, type Locale, PROMISES } from '@roofing/contracts';
import { formatCents, formatDay } from './values.ts';

/**
 * Dates and amounts in a customer's language (issue 24). English keeps the documents' own
 * formats byte for byte ("November 23, 2026", "($1,200.00)"); Spanish goes through `Intl`
 * (contracts' easternDateIn and formatMoneyIn: "23 de noviembre de 2026", "$1,845.00").
 */

/** A calendar day (held as noon UTC by `dayOf`, so it is the same day in Eastern time). */
export function dayIn(day: Date, locale: Locale): string {
  return locale === 'en' ? formatDay(day) : easternDateIn(day, locale, 'date');
}

/** Whole cents as dollars. */
export function centsIn(cents: number, locale: Locale): string {
  return locale === 'en' ? formatCents(cents) : formatMoneyIn((cents / 100).toFixed(2), locale);
}

/** How soon a crew reaches an emergency ("2-4 hours"; Spanish "2 a 4 horas"). */
export function emergencyResponseIn(locale: Locale): string {
  const response = PROMISES.emergencyResponse;
  if (locale === 'en') return response;
  return response.replace(/^(\d+)-(\d+) hours$/, '$1 a $2 horas').replace(/ hours$/, ' horas');
}
