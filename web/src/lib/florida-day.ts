import { EASTERN_TIME_ZONE } from '@roofing/contracts/eastern-time';

/**
 * "Dec 3, 2026": a calendar day (YYYY-MM-DD) as it is, an instant as its day in Florida, whatever
 * the browser's zone; undefined when the value is neither.
 */
export function floridaDay(value: string): string | undefined {
  const calendar = value.length === 10;
  const date = new Date(calendar ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: calendar ? 'UTC' : EASTERN_TIME_ZONE,
  });
}
