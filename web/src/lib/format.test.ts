import { describe, expect, it } from 'vitest';
import { clockTime, longDate, shortDate, thousands } from './format.ts';

describe('en-US formatting without Intl', () => {
  it('writes calendar days as Intl would, with no time-zone shift', () => {
    for (const date of ['2026-01-01', '2026-04-28', '2025-12-31', '2024-02-29']) {
      const utc = new Date(`${date}T00:00:00Z`);
      const intl = (month: 'long' | 'short') =>
        utc.toLocaleDateString('en-US', {
          timeZone: 'UTC',
          year: 'numeric',
          month,
          day: 'numeric',
        });
      expect(longDate(date)).toBe(intl('long'));
      expect(shortDate(date)).toBe(intl('short'));
    }
  });

  it('returns what is not an ISO calendar day unchanged', () => {
    expect(longDate('someday')).toBe('someday');
    expect(shortDate('2026-13-01')).toBe('2026-13-01');
  });

  it('groups thousands', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(2847)).toBe('2,847');
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands(-12000)).toBe('-12,000');
  });
});

describe('clockTime', () => {
  it('writes a typed wall time on the 12-hour clock', () => {
    expect(clockTime('07:55')).toBe('7:55 AM');
    expect(clockTime('00:05')).toBe('12:05 AM');
    expect(clockTime('12:00')).toBe('12:00 PM');
    expect(clockTime('13:15')).toBe('1:15 PM');
    expect(clockTime('week of March 9')).toBe('week of March 9');
  });
});
