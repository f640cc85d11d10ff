import { describe, expect, it } from 'vitest';
import { addBusinessDays, federalHolidays, isBusinessDay } from './business-days.ts';

describe('business days', () => {
  it('skips weekends', () => {
    // Friday 2027-01-08 → Mon 11, Tue 12, Wed 13.
    expect(addBusinessDays('2027-01-08', 3)).toBe('2027-01-13');
    expect(addBusinessDays('2027-01-12', 3)).toBe('2027-01-15');
  });

  it('skips federal holidays as observed', () => {
    const holidays = federalHolidays(2026);
    expect(holidays.has('2026-11-26')).toBe(true); // Thanksgiving
    expect(holidays.has('2026-07-03')).toBe(true); // July 4th on a Saturday
    expect(holidays.has('2026-01-19')).toBe(true); // Martin Luther King Jr. Day
    expect(holidays.has('2026-05-25')).toBe(true); // Memorial Day
    expect(isBusinessDay('2026-11-26')).toBe(false);
    // Wednesday before Thanksgiving → Fri 27, Mon 30, Tue Dec 1.
    expect(addBusinessDays('2026-11-25', 3)).toBe('2026-12-01');
  });
});
