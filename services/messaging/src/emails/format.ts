import { BUSINESS_TIME_ZONE, daysToAnswer } from '@roofing/contracts';

/**
 * Words and numbers as the e-mails print them: dates spelled out in North Florida time, money in
 * dollars, links to the site. Pure functions, so they are tested with fixed clocks.
 */

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant in Eastern time: "Thursday, December 3, 2026 at 2:00 PM EST" (EDT in summer). */
export function easternDateTime(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  const part = Object.fromEntries(
    dateTimeFormat.formatToParts(date).map((entry) => [entry.type, entry.value]),
  );
  return `${part.weekday}, ${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** The Eastern calendar day of an instant: "Thursday, December 3, 2026". */
export function easternDate(instant: string | Date): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(date.getTime()) ? String(instant) : dateFormat.format(date);
}

/** A calendar date "2026-06-01" → "Monday, June 1, 2026" (no time zone shifts a calendar date). */
export function calendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
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

/** The Track Your Estimate page opened on one estimate. */
export function trackUrl(publicUrl: string, estimateNumber: string): string {
  const url = new URL('/estimate-tracker', publicUrl);
  url.searchParams.set('number', estimateNumber);
  return url.toString();
}

/** The progress variant of the portal opened on one estimate (it shares the portal session). */
export function projectStatusUrl(publicUrl: string, estimateNumber: string): string {
  const url = new URL('/project-status', publicUrl);
  url.searchParams.set('number', estimateNumber);
  return url.toString();
}

/** The client portal (it asks for the estimate number). */
export function portalUrl(publicUrl: string): string {
  return new URL('/client-portal', publicUrl).toString();
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

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function easternParts(instant: Date) {
  const part = Object.fromEntries(
    wallClock.formatToParts(instant).map((entry) => [entry.type, Number(entry.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return part;
}

/** Minutes Eastern time is ahead of UTC at `instant` (-300 in winter, -240 in summer). */
function easternOffsetMinutes(instant: Date): number {
  const p = easternParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant it is `hour`:00 on an Eastern calendar day (DST-aware; not for the 2 AM gap). */
export function easternWallTime(year: number, month: number, day: number, hour: number): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - easternOffsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - easternOffsetMinutes(new Date(first)) * 60_000);
}

/**
 * When a reminder due at `now` may go: `now` itself outside quiet hours, otherwise 08:00 Eastern
 * of the same morning (before 08:00) or of the next day (from 21:00).
 */
export function nextSendTime(now: Date): Date {
  const p = easternParts(now);
  if (p.hour >= QUIET_HOURS.until && p.hour < QUIET_HOURS.from) return now;
  // Calendar arithmetic on the Eastern date (noon UTC never crosses a day boundary).
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day, 12));
  if (p.hour >= QUIET_HOURS.from) day.setUTCDate(day.getUTCDate() + 1);
  return easternWallTime(
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    QUIET_HOURS.until,
  );
}
