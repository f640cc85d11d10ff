import { addCalendarDays } from '@roofing/contracts';

/*
 * Business days for the 3-day cancellation window: Monday to Friday, less the US federal holidays
 * (as observed: one on a Saturday is kept the Friday before, one on a Sunday the Monday after).
 */

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The `n`th given weekday of a month (n = -1: the last). */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n < 0) {
    const last = new Date(Date.UTC(year, month, 0));
    const back = (last.getUTCDay() - day + 7) % 7;
    return iso(year, month, last.getUTCDate() - back);
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
}

/** A fixed-date holiday on the day it is observed. */
function observed(year: number, month: number, day: number): string {
  const date = iso(year, month, day);
  const dow = weekday(date);
  return dow === 6 ? addCalendarDays(date, -1) : dow === 0 ? addCalendarDays(date, 1) : date;
}

/** The federal holidays observed in a year (YYYY-MM-DD). */
export function federalHolidays(year: number): Set<string> {
  return new Set([
    observed(year, 1, 1),
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(year, 6, 19), // Juneteenth
    observed(year, 7, 4),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving
    observed(year, 12, 25),
    observed(year + 1, 1, 1), // New Year's Day of next year, kept on Dec 31 when a Saturday
  ]);
}

export function isBusinessDay(date: string): boolean {
  const dow = weekday(date);
  return dow !== 0 && dow !== 6 && !federalHolidays(Number(date.slice(0, 4))).has(date);
}

/** The business day `days` business days after a calendar date (the date itself not counted). */
export function addBusinessDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addCalendarDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
