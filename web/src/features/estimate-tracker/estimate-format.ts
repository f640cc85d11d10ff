import { BUSINESS_TIME_ZONE, PROMISES } from '@roofing/contracts';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12,450.00", or "Pending" while no amount has been set. */
export function formatEstimateAmount(amount: string | null): string {
  if (amount === null || amount.trim() === '') return 'Pending';
  const value = Number(amount);
  return Number.isFinite(value) ? currency.format(value) : 'Pending';
}

const easternDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A visit time as the business keeps it, whatever the browser's zone: "Thursday, December 3, 2026 at 2:00 PM ET". */
export function formatVisit(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${easternDateTime.format(date).replace(/, (\d{1,2}:\d{2})/, ' at $1')} ET`;
}

export const ESTIMATE_VALIDITY_DAYS = PROMISES.estimateValidityDays;

/** A calendar date (YYYY-MM-DD) read in local time, so it never shifts by a day. */
export function formatCalendarDate(value: string | null): string {
  if (!value) return 'Not specified';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
