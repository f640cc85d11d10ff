import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

const after2 = (iso: string) => addBusinessDays(new Date(iso), 2).toISOString();

describe('addBusinessDays (Eastern time, Mon-Fri 07:00-18:00)', () => {
  it('keeps the wall time on weekdays: Monday 10:00 → Wednesday 10:00', () => {
    // 2026-06-01 is a Monday; 10:00 EDT is 14:00 UTC.
    expect(after2('2026-06-01T14:00:00.000Z')).toBe('2026-06-03T14:00:00.000Z');
  });

  it('skips the weekend: Thursday → Monday, Friday 15:00 → Tuesday 15:00', () => {
    expect(after2('2026-06-04T14:00:00.000Z')).toBe('2026-06-08T14:00:00.000Z');
    expect(after2('2026-06-05T19:00:00.000Z')).toBe('2026-06-09T19:00:00.000Z');
  });

  it('counts a weekend or after-hours lead from the next opening at 07:00', () => {
    // Saturday 10:00 EDT → Monday 07:00 → Wednesday 07:00 EDT (11:00 UTC).
    expect(after2('2026-06-06T14:00:00.000Z')).toBe('2026-06-10T11:00:00.000Z');
    // Sunday 23:30 EDT is Monday 03:30 UTC: still Sunday in Florida.
    expect(after2('2026-06-08T03:30:00.000Z')).toBe('2026-06-10T11:00:00.000Z');
    // Friday 18:30 EDT → Monday 07:00 → Wednesday 07:00.
    expect(after2('2026-06-05T22:30:00.000Z')).toBe('2026-06-10T11:00:00.000Z');
    // Wednesday 05:30 EDT → Wednesday 07:00 → Friday 07:00.
    expect(after2('2026-06-03T09:30:00.000Z')).toBe('2026-06-05T11:00:00.000Z');
  });

  it('follows daylight saving time in both directions', () => {
    // Friday 2026-03-06 15:00 EST → Tuesday 03-10 15:00 EDT (clocks sprang forward on Sunday).
    expect(after2('2026-03-06T20:00:00.000Z')).toBe('2026-03-10T19:00:00.000Z');
    // Friday 2026-10-30 15:00 EDT → Tuesday 11-03 15:00 EST.
    expect(after2('2026-10-30T19:00:00.000Z')).toBe('2026-11-03T20:00:00.000Z');
  });

  it('lands on a weekday within office hours whatever the start', () => {
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    for (let hour = 0; hour < 24 * 21; hour += 5) {
      const due = addBusinessDays(new Date(start + hour * 3600_000), 2);
      const wall = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'short',
        hour: 'numeric',
        hourCycle: 'h23',
      }).formatToParts(due);
      const weekday = wall.find((part) => part.type === 'weekday')?.value;
      const wallHour = Number(wall.find((part) => part.type === 'hour')?.value);
      expect(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']).toContain(weekday);
      expect(wallHour).toBeGreaterThanOrEqual(7);
      expect(wallHour).toBeLessThan(18);
      expect(due.getTime()).toBeGreaterThan(start + hour * 3600_000 + 2 * 24 * 3600_000 - 1);
    }
  });
});
