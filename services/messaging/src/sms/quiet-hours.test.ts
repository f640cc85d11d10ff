import { easternInstant } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { nextTextingTime, quietHoursDelayMs, withinTextingHours } from './quiet-hours.ts';

const at = (wall: string) => easternInstant(wall) as Date;

describe('texting hours (8 AM to 8 PM Eastern, Florida s. 501.059(8)(a))', () => {
  it.each([
    ['2026-12-02T07:59', false],
    ['2026-12-02T08:00', true],
    ['2026-12-02T19:59', true],
    ['2026-12-02T20:00', false],
    ['2026-12-02T23:30', false],
    ['2026-07-04T12:00', true],
  ])('%s Eastern: within = %s', (wall, within) => {
    expect(withinTextingHours(at(wall))).toBe(within);
  });

  it('holds a night text until 8 AM: the same morning before 8, the next morning from 8 PM', () => {
    expect(nextTextingTime(at('2026-12-02T05:10'))).toEqual(at('2026-12-02T08:00'));
    expect(nextTextingTime(at('2026-12-02T20:00'))).toEqual(at('2026-12-03T08:00'));
    expect(nextTextingTime(at('2026-12-31T22:45'))).toEqual(at('2027-01-01T08:00'));
    expect(quietHoursDelayMs(at('2026-12-02T23:00'))).toBe(9 * 3600_000);
    expect(quietHoursDelayMs(at('2026-12-02T10:00'))).toBe(0);
  });

  it('counts in Eastern time across the DST change (8 AM EDT, 8 AM EST)', () => {
    // 2027-03-14: clocks go forward at 2 AM, so 9 PM EST to 8 AM EDT is 10 hours, not 11.
    expect(quietHoursDelayMs(at('2027-03-13T21:00'))).toBe(10 * 3600_000);
    expect(nextTextingTime(at('2027-11-07T01:30'))).toEqual(at('2027-11-07T08:00'));
  });
});
