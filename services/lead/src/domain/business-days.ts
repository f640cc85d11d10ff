import { easternInstant, easternParts } from '@roofing/contracts';

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

/** The instant an Eastern wall time names (the module looks the offset up around DST changes). */
function easternInstantOf(
  day: CalendarDay,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): Date {
  const wall = { ...day, hour, minute, second };
  // A wall time in the hour skipped in spring does not exist; the same time an hour on does.
  return (
    easternInstant(wall, millisecond) ??
    (easternInstant({ ...wall, hour: hour + 1 }, millisecond) as Date)
  );
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
  return easternInstantOf(day, ...time);
}
