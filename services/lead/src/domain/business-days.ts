import { BUSINESS_TIME_ZONE } from '@roofing/contracts';

/**
 * Business-day arithmetic in North Florida time (America/New_York, DST-aware). Office hours are
 * Mon-Fri 07:00-18:00 (BUSINESS_HOURS); weekends do not count. Public holidays are not skipped:
 * the office would rather follow up a day early than miss a lead.
 */
export const OFFICE_OPENS_HOUR = 7;
export const OFFICE_CLOSES_HOUR = 18;

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

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
  return Object.fromEntries(
    wallClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Minutes Eastern wall time is ahead of UTC at `instant` (-300 in winter, -240 in summer). */
function offsetMinutes(instant: Date): number {
  const p = easternParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant an Eastern wall time names (the offset is looked up twice around DST changes). */
function easternInstant(
  day: CalendarDay,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): Date {
  const guess = Date.UTC(day.year, day.month - 1, day.day, hour, minute, second, millisecond);
  const first = guess - offsetMinutes(new Date(guess)) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first)) * 60_000);
}

const weekday = (day: CalendarDay) =>
  new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
const isWeekend = (day: CalendarDay) => weekday(day) === 0 || weekday(day) === 6;

/** The next Monday-to-Friday calendar day after `day`. */
function nextBusinessDay(day: CalendarDay): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day, 12));
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * `businessDays` business days after `from`, at the same Eastern wall time. A moment outside office
 * hours counts from the next opening (a lead sent Friday night or Saturday counts from Monday
 * 07:00), so the answer always falls on a weekday within office hours: Friday 15:00 + 2 is
 * Tuesday 15:00, Saturday 10:00 + 2 is Wednesday 07:00.
 */
export function addBusinessDays(from: Date, businessDays: number): Date {
  const p = easternParts(from);
  let day: CalendarDay = { year: p.year, month: p.month, day: p.day };
  let time = [p.hour, p.minute, p.second, from.getUTCMilliseconds()] as const;
  const opening = [OFFICE_OPENS_HOUR, 0, 0, 0] as const;
  if (isWeekend(day) || p.hour >= OFFICE_CLOSES_HOUR) {
    day = nextBusinessDay(day);
    time = opening;
  } else if (p.hour < OFFICE_OPENS_HOUR) {
    time = opening;
  }
  for (let i = 0; i < businessDays; i++) day = nextBusinessDay(day);
  return easternInstant(day, ...time);
}
