import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatEstimateAmount, formatVisitTime } from './estimate-format.ts';

describe('formatEstimateAmount', () => {
  it('formats a decimal string as dollars and reads a missing amount as Pending', () => {
    expect(formatEstimateAmount('12450.00')).toBe('$12,450.00');
    expect(formatEstimateAmount('0.5')).toBe('$0.50');
    expect(formatEstimateAmount(null)).toBe('Pending');
    expect(formatEstimateAmount('')).toBe('Pending');
  });
});

describe('formatVisitTime', () => {
  it('names the visit in Eastern time whatever the browser zone', () => {
    expect(formatVisitTime('2026-12-03T19:00:00.000Z')).toBe(
      'Thursday, December 3, 2026 at 2:00 PM ET',
    );
    expect(formatVisitTime('2026-07-14T13:00:00.000Z')).toBe(
      'Tuesday, July 14, 2026 at 9:00 AM ET',
    );
  });
});

describe('formatCalendarDate', () => {
  it('reads YYYY-MM-DD as a local calendar day', () => {
    expect(formatCalendarDate('2025-03-01')).toBe('March 1, 2025');
    expect(formatCalendarDate(null)).toBe('Not specified');
  });
});
