/**
 * en-US dates and counts for the blog, written out here instead of through Intl: the first
 * Intl.DateTimeFormat a page creates costs tens of milliseconds (ICU start-up), which on a phone
 * delays the first paint of an article. The site is English-only, so the output is fixed.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The calendar day of an ISO date ('2026-04-28'), or undefined when it is not one. */
function calendarDay(date: string): { year: number; month: string; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  const day = Number(match?.[3]);
  if (!match || !month || day < 1 || day > 31) return undefined;
  return { year: Number(match[1]), month, day };
}

/** '2026-04-28' → 'April 28, 2026'; anything else is returned as it is. */
export function longDate(date: string): string {
  const day = calendarDay(date);
  return day ? `${day.month} ${day.day}, ${day.year}` : date;
}

/** '2026-04-28' → 'Apr 28, 2026'; anything else is returned as it is. */
export function shortDate(date: string): string {
  const day = calendarDay(date);
  return day ? `${day.month.slice(0, 3)} ${day.day}, ${day.year}` : date;
}

/** '07:55' → '7:55 AM', '13:15' → '1:15 PM' (a wall time as typed); anything else as it is. */
export function clockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  if (!match || hours > 23) return time;
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 2847 → '2,847' (whole numbers). */
export function thousands(count: number): string {
  const sign = count < 0 ? '-' : '';
  return (
    sign +
    Math.trunc(Math.abs(count))
      .toString()
      .replace(/\B(?=(\d{3})+$)/g, ',')
  );
}
