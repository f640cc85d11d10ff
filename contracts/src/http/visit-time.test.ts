import { describe, expect, it } from 'vitest';
import { visitDateTime } from './visit-time.ts';

const NOW = new Date('2027-01-12T14:00:00Z'); // 09:00 EST
const field = visitDateTime('Site visit', () => NOW);
const read = (value: unknown) => {
  const result = field.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('a staff-typed visit on the wire', () => {
  it('reads a wall time as Florida time and keeps an ISO instant with offset', () => {
    expect(read('2027-01-12T09:30')).toBe('2027-01-12T14:30:00.000Z');
    expect(read('2027-07-12T09:30')).toBe('2027-07-12T13:30:00.000Z');
    expect(read('2027-01-12T09:30:00-05:00')).toBe('2027-01-12T14:30:00.000Z');
    expect(read('2027-01-12T14:30:00Z')).toBe('2027-01-12T14:30:00.000Z');
  });

  it('refuses a visit in the past, judged by the instant, not the wall clock of the caller', () => {
    expect(read('2027-01-12T08:59')).toBe('Site visit cannot be in the past');
    // 09:30 in UTC is 04:30 in Florida: already past at 09:00 EST.
    expect(read('2027-01-12T09:30:00Z')).toBe('Site visit cannot be in the past');
    expect(read('2027-01-12T09:00')).toBe('2027-01-12T14:00:00.000Z');
  });

  it('refuses the hour the clocks skip, and what is not a date and time', () => {
    expect(read('2027-03-14T02:30')).toMatch(/^Site visit does not exist in Eastern time/);
    expect(read('2027-03-14T03:30')).toBe('2027-03-14T07:30:00.000Z');
    for (const bad of ['2027-02-30T10:00', 'next Tuesday', '', '2027-01-13'])
      expect(read(bad), bad).toBe('Site visit: use a date and time (ET)');
    expect(read(42)).toBe('Site visit: use a date and time');
  });
});
