import { easternVisitTime, PROMISES } from '@roofing/contracts';
import { EASTERN_TIME_ZONE } from '@roofing/contracts/eastern-time';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$12,450.00", or "Pending" while no amount has been set. */
export function formatEstimateAmount(amount: string | null): string {
  if (amount === null || amount.trim() === '') return 'Pending';
  const value = Number(amount);
  return Number.isFinite(value) ? currency.format(value) : 'Pending';
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
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(match ? {} : { timeZone: EASTERN_TIME_ZONE }),
  });
}

/** An instant as its day in Florida: "January 5, 2027". */
export function formatTimestamp(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: EASTERN_TIME_ZONE,
  });
}

/**
 * A site visit as the customer reads it: the Florida wall time with its zone, "Tuesday, January
 * 12, 2027 at 9:30 AM ET", whatever the zone of the browser showing it.
 */
export function formatVisitTime(value: string | null | undefined): string | null {
  if (!value || Number.isNaN(new Date(value).getTime())) return null;
  return easternVisitTime(value);
}

/** What an estimate number looks like, shown in its empty field (a pattern, the same in every language). */
export const ESTIMATE_NUMBER_PLACEHOLDER = 'SFR-XXXXXXXX';
