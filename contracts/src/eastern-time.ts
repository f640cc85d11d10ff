import { TZDate, tz, tzName } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * The one place that knows Florida time. The company works in Jacksonville, so visits,
 * inspections, deadlines and expiry are Eastern (America/New_York) wall times, whatever the zone
 * of the server or of the browser that shows them (shared/SPEC-DECISIONS.md, "Times are Florida
 * times"). Everything here is built on date-fns with @date-fns/tz, which knows the daylight-saving
 * rules; no caller does offset arithmetic of its own.
 *
 * A wall time travels as "YYYY-MM-DDTHH:mm" (seconds optional), the value of an HTML
 * datetime-local input, and is read in Eastern time. Around the clock changes:
 * - in spring the hour 02:00–02:59 does not exist (2027-03-14): such a wall time names no
 *   instant, and `easternInstant` answers undefined;
 * - in autumn 01:00–01:59 happens twice (2027-11-07): the first one (EDT) is meant.
 */

export const EASTERN_TIME_ZONE = 'America/New_York';
/** What a field or a printed time says its zone is. */
export const EASTERN_LABEL = 'ET';

const eastern = tz(EASTERN_TIME_ZONE);

/** A wall time's parts; month 1–12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True when text has the shape of a wall time, "2027-01-12T09:30" (no offset, no Z). */
export function isWallTimeText(text: string): boolean {
  return WALL_TIME.test(text);
}

/** The parts of a wall time text, or undefined when it is not one or names no calendar day. */
export function parseWallTime(text: string): WallTime | undefined {
  const match = WALL_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = { year, month, day, hour, minute, second } as WallTime;
  const calendar = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  if (
    calendar.getUTCMonth() !== wall.month - 1 ||
    calendar.getUTCDate() !== wall.day ||
    wall.hour > 23 ||
    wall.minute > 59 ||
    wall.second > 59
  )
    return undefined;
  return wall;
}

/**
 * The instant an Eastern wall time names (a text "2027-01-12T09:30" or its parts), or undefined
 * when it is not a wall time or falls in the hour skipped in spring. Milliseconds default to 0.
 */
export function easternInstant(wall: string | WallTime, millisecond = 0): Date | undefined {
  const parts = typeof wall === 'string' ? parseWallTime(wall) : wall;
  if (!parts) return undefined;
  const date = new TZDate(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
    millisecond,
    EASTERN_TIME_ZONE,
  );
  // TZDate moves a skipped wall time forward; a time that reads back differently never existed.
  if (date.getHours() !== parts.hour || date.getMinutes() !== parts.minute) return undefined;
  return new Date(date.getTime());
}

const asDate = (instant: Date | string) =>
  typeof instant === 'string' ? new Date(instant) : instant;
const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** The Eastern wall-clock parts of an instant. */
export function easternParts(instant: Date | string): WallTime & { weekday: number } {
  const date = new TZDate(asDate(instant).getTime(), EASTERN_TIME_ZONE);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
    second: date.getSeconds(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: date.getDay(),
  };
}

/** An instant as a datetime-local value in Eastern time, "2027-01-12T09:30" ("" when absent). */
export function toEasternWallTime(instant: Date | string | null | undefined): string {
  if (!instant) return '';
  const date = asDate(instant);
  return isValid(date) ? format(date, "yyyy-MM-dd'T'HH:mm", { in: eastern }) : '';
}

/** The Eastern calendar day (YYYY-MM-DD) of an instant: a job done at 9 pm in Florida is that day's. */
export function easternDay(instant: Date | string = new Date()): string {
  return format(asDate(instant), 'yyyy-MM-dd', { in: eastern });
}

/** The calendar date (YYYY-MM-DD) it is at `now` in Florida. */
export function easternToday(now: Date = new Date()): string {
  return easternDay(now);
}

/** An instant in an Eastern date-fns pattern, e.g. formatEastern(at, 'MMM d, yyyy'). */
export function formatEastern(instant: Date | string, pattern: string): string {
  const date = asDate(instant);
  return isValid(date) ? format(date, pattern, { in: eastern }) : String(instant);
}

/** "EST" or "EDT", whichever is in force at that instant. */
export function easternZoneName(instant: Date | string): string {
  return tzName(EASTERN_TIME_ZONE, asDate(instant), 'short');
}

/** "Tuesday, January 12, 2027 at 9:30 AM ET": a visit as the customer reads it. */
export function easternVisitTime(instant: Date | string): string {
  return `${formatEastern(instant, "EEEE, MMMM d, yyyy 'at' h:mm a")} ${EASTERN_LABEL}`;
}

/** "Jan 12, 2027, 9:30 AM ET": a visit in a list or a detail line. */
export function easternShortTime(instant: Date | string): string {
  return `${formatEastern(instant, 'MMM d, yyyy, h:mm a')} ${EASTERN_LABEL}`;
}

/** The calendar day `days` after a YYYY-MM-DD date (no zone: a calendar date is not an instant). */
export function addCalendarDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const INTL_TAG = { en: 'en-US', es: 'es-US' } as const;

/**
 * An instant's Eastern date (and time) in a customer's language, through `Intl` (issue 24):
 * 'visit' → "Tuesday, January 12, 2027 at 9:30 AM ET" / "martes, 12 de enero de 2027, 9:30 a. m. ET",
 * 'date' → "January 12, 2027" / "12 de enero de 2027", 'short' → "Jan 12, 2027" / "12 ene 2027".
 * English 'visit' keeps `easternVisitTime`'s exact words (the spec's texts quote it).
 */
export function easternDateIn(
  instant: Date | string,
  locale: 'en' | 'es',
  style: 'visit' | 'date' | 'short' = 'date',
): string {
  const date = asDate(instant);
  if (!isValid(date)) return String(instant);
  if (style === 'visit' && locale === 'en') return easternVisitTime(date);
  const options: Intl.DateTimeFormatOptions =
    style === 'visit'
      ? { dateStyle: 'full', timeStyle: 'short' }
      : style === 'date'
        ? { dateStyle: 'long' }
        : { dateStyle: 'medium' };
  const text = new Intl.DateTimeFormat(INTL_TAG[locale], {
    ...options,
    timeZone: EASTERN_TIME_ZONE,
  }).format(date);
  return style === 'visit' ? `${text} ${EASTERN_LABEL}` : text;
}
