import {
  addCalendarDays,
  daysToAnswer,
  easternDateIn,
  easternDay,
  easternInstant,
  easternParts,
  easternZoneName,
  formatEastern,
  formatMoneyIn,
  type Locale,
  pathInLocale,
} from '@roofing/contracts';
import { shared } from './messages.ts';

/**
 * Words and numbers as the e-mails print them: dates spelled out in North Florida time, money in
 * dollars, links to the site. Pure functions, so they are tested with fixed clocks.
 */

/** An instant in Eastern time: "Thursday, December 3, 2026 at 2:00 PM EST" (EDT in summer). */
export function easternDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${formatEastern(date, "EEEE, MMMM d, yyyy 'at' h:mm a")} ${easternZoneName(date)}`;
}

/** The Eastern calendar day of an instant: "Thursday, December 3, 2026". */
export function easternDate(instant: string | Date): string {
  return formatEastern(instant, 'EEEE, MMMM d, yyyy');
}

/** A calendar date "2026-06-01" → "Monday, June 1, 2026" (no time zone shifts a calendar date). */
export function calendarDate(isoDate: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? easternInstant(`${isoDate}T12:00`) : undefined;
  return date ? formatEastern(date, 'EEEE, MMMM d, yyyy') : isoDate;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "14250.5" → "$14,250.50". The stored amount is a decimal string; it is printed as given. */
export function formatMoney(amount: string | number): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? money.format(value) : String(amount);
}

// In the customer's language (issue 24): English keeps the words above exactly. ------------------

/** An instant with its Eastern time: English as easternDateTime, Spanish "jueves, 3 de diciembre de 2026, 2:00 p.m. ET". */
export function dateTimeIn(instant: string | Date, locale: Locale): string {
  return locale === 'en' ? easternDateTime(instant) : easternDateIn(instant, locale, 'visit');
}

/** A visit time: "Tuesday, January 12, 2027 at 9:30 AM ET" / "martes, 12 de enero de 2027, 9:30 a.m. ET". */
export const visitTimeIn = (instant: string | Date, locale: Locale): string =>
  easternDateIn(instant, locale, 'visit');

/** The Eastern calendar day of an instant: English as easternDate, Spanish "3 de diciembre de 2026". */
export function dateIn(instant: string | Date, locale: Locale): string {
  return locale === 'en' ? easternDate(instant) : easternDateIn(instant, locale, 'date');
}

/** A calendar date "2026-06-01": English as calendarDate, Spanish "1 de junio de 2026". */
export function calendarDateIn(isoDate: string, locale: Locale): string {
  if (locale === 'en') return calendarDate(isoDate);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? easternInstant(`${isoDate}T12:00`) : undefined;
  return date ? easternDateIn(date, locale, 'date') : isoDate;
}

/** Money in the customer's language: English as formatMoney ("$14,250.50"). */
export function moneyIn(amount: string | number, locale: Locale): string {
  if (locale === 'en') return formatMoney(amount);
  const value = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(value) ? formatMoneyIn(String(value), locale) : String(amount);
}

/**
 * Whole Eastern calendar days left to answer, the same count the estimate page shows: 0 on the
 * last day (answerable until its end) and once expired.
 */
export function daysLeft(expiresAt: string | Date, now: Date): number {
  return daysToAnswer(expiresAt, now);
}

/** The first `max` characters of a text, cut at a word and marked with "…" when shortened. */
export function excerpt(text: string | null | undefined, max = 240): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Seals the estimate number into a single-use, expiring link token (ctx.portalLink); installed
 * when the messaging service starts. Links in e-mails never carry the number itself: it would sit
 * in browser histories, mail archives and link scanners, and it is what lets someone act.
 */
let sealLink: ((estimateNumber: string) => string) | undefined;
export function useLinkTokens(seal: ((estimateNumber: string) => string) | undefined) {
  sealLink = seal;
}

/** A page of the site that, given `t`, opens the customer's verified session for the estimate. */
function linkTo(
  path: string,
  publicUrl: string,
  estimateNumber: string,
  locale: Locale = 'en',
): string {
  const url = new URL(pathInLocale(path, locale), publicUrl);
  if (sealLink) url.searchParams.set('t', sealLink(estimateNumber));
  return url.toString();
}

/** The Track Your Estimate page opened on one estimate (`/estimate-tracker?t=<token>`). */
export function trackUrl(publicUrl: string, estimateNumber: string, locale?: Locale): string {
  return linkTo('/estimate-tracker', publicUrl, estimateNumber, locale);
}

/** The progress variant of the portal opened on one estimate (it shares the portal session). */
export function projectStatusUrl(
  publicUrl: string,
  estimateNumber: string,
  locale?: Locale,
): string {
  return linkTo('/project-status', publicUrl, estimateNumber, locale);
}

/** The client portal (it asks for the estimate number). */
export function portalUrl(publicUrl: string, locale: Locale = 'en'): string {
  return new URL(pathInLocale('/client-portal', locale), publicUrl).toString();
}

/** The client portal opened on one estimate (`/client-portal?t=<token>`). */
export function portalEstimateUrl(
  publicUrl: string,
  estimateNumber: string,
  locale?: Locale,
): string {
  return linkTo('/client-portal', publicUrl, estimateNumber, locale);
}

/** The browser a user-agent string names, in words ("Chrome on Android"); the raw string otherwise. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return 'not recorded';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : undefined;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  return browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'unknown browser');
}

// Quiet hours ---------------------------------------------------------------------------------

/** Reminders wait while it is 21:00-08:00 in North Florida. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** The instant it is `hour`:00 on an Eastern calendar day (DST-aware; not for the 2 AM gap). */
export function easternWallTime(year: number, month: number, day: number, hour: number): Date {
  return easternInstant({ year, month, day, hour, minute: 0, second: 0 }) as Date;
}

/**
 * When a reminder due at `now` may go: `now` itself outside quiet hours, otherwise 08:00 Eastern
 * of the same morning (before 08:00) or of the next day (from 21:00).
 */
export function nextSendTime(now: Date): Date {
  const { hour } = easternParts(now);
  if (hour >= QUIET_HOURS.until && hour < QUIET_HOURS.from) return now;
  const today = easternDay(now);
  const day = hour >= QUIET_HOURS.from ? addCalendarDays(today, 1) : today;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return easternWallTime(year, month, date, QUIET_HOURS.until);
}

/** The longest first name a greeting repeats; anything longer is not taken for a name. */
export const GREETING_NAME_MAX = 30;

/** One word of a name: letters (any script, with their accents), inner hyphens and apostrophes. */
const NAME_WORD = /^\p{L}[\p{L}\p{M}]*(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * The first name to greet someone with, from what a visitor typed as their name: the first word
 * that is only letters (with a hyphen or apostrophe inside, "Mary-Jane", "O'Neil"), at most
 * GREETING_NAME_MAX characters; words with digits, dots, slashes, "@" and the like (links,
 * addresses, numbers) are never repeated. Null when no word is name-like: greet without a name.
 * The address such a mail goes to is not verified, so a "name" must not carry a message.
 */
export function greetingName(typed: string | null | undefined): string | null {
  const words = (typed ?? '')
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/[,;]+$/, ''))
    .filter(Boolean);
  const first = words.find((word) => NAME_WORD.test(word));
  if (!first || first.length > GREETING_NAME_MAX) return null;
  return first;
}

/** "Hi Dana," or, when nothing name-like was typed, "Hello," ("Hola, Dana:" / "Hola:" in Spanish). */
export const greetingLine = (typed: string | null | undefined, locale: Locale = 'en'): string => {
  const name = greetingName(typed);
  const t = shared(locale);
  return name ? t('greetingNamed', { name }) : t('greetingAnonymous');
};
