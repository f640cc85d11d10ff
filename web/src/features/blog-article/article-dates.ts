import type { Locale } from '@roofing/contracts/locale';
import { longDate, shortDate } from '../../lib/format.ts';

/**
 * An article's date in the page's language, written out rather than through Intl for the same
 * reason as lib/format.ts (the first Intl formatter costs tens of milliseconds on a phone).
 */
const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

function spanishDate(date: string, style: 'long' | 'short'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MESES[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) return date;
  return style === 'long'
    ? `${day} de ${month} de ${match[1]}`
    : `${day} ${month.slice(0, 3)} ${match[1]}`;
}

/** '2026-04-28' → 'April 28, 2026' / '28 de abril de 2026'. */
export function articleDate(date: string, locale: Locale = 'en'): string {
  return locale === 'es' ? spanishDate(date, 'long') : longDate(date);
}

/** '2026-04-28' → 'Apr 28, 2026' / '28 abr 2026'. */
export function articleShortDate(date: string, locale: Locale = 'en'): string {
  return locale === 'es' ? spanishDate(date, 'short') : shortDate(date);
}
