import { describe, expect, it } from 'vitest';
import {
  easternDay,
  easternInstant,
  easternParts,
  easternShortTime,
  easternVisitTime,
  easternZoneName,
  parseWallTime,
  toEasternWallTime,
} from './eastern-time.ts';

const utc = (wall: string) => easternInstant(wall)?.toISOString();

describe('easternInstant: an Eastern wall time as an instant', () => {
  it('reads winter times as EST (UTC-5) and summer times as EDT (UTC-4)', () => {
    expect(utc('2027-01-12T09:30')).toBe('2027-01-12T14:30:00.000Z');
    expect(utc('2027-07-12T09:30')).toBe('2027-07-12T13:30:00.000Z');
    expect(utc('2027-01-12T09:30:15')).toBe('2027-01-12T14:30:15.000Z');
  });

  it('follows the spring change on 2027-03-14: 02:00-02:59 does not exist', () => {
    expect(utc('2027-03-14T01:59')).toBe('2027-03-14T06:59:00.000Z'); // EST
    expect(utc('2027-03-14T02:00')).toBeUndefined();
    expect(utc('2027-03-14T02:30')).toBeUndefined();
    expect(utc('2027-03-14T03:00')).toBe('2027-03-14T07:00:00.000Z'); // EDT
    expect(utc('2027-03-14T09:30')).toBe('2027-03-14T13:30:00.000Z');
    expect(utc('2027-03-13T09:30')).toBe('2027-03-13T14:30:00.000Z');
  });

  it('follows the autumn change on 2027-11-07: the repeated 01:xx is the first (EDT)', () => {
    expect(utc('2027-11-07T00:30')).toBe('2027-11-07T04:30:00.000Z');
    expect(utc('2027-11-07T01:30')).toBe('2027-11-07T05:30:00.000Z');
    expect(utc('2027-11-07T02:30')).toBe('2027-11-07T07:30:00.000Z'); // EST
    expect(utc('2027-11-07T09:30')).toBe('2027-11-07T14:30:00.000Z');
    expect(utc('2027-11-06T09:30')).toBe('2027-11-06T13:30:00.000Z');
  });

  it('refuses what is not a wall time or names no day', () => {
    for (const text of [
      '2027-02-30T09:30',
      '2027-13-01T09:30',
      '2027-01-12T24:00',
      '2027-01-12T09:60',
      '2027-01-12 09:30',
      '2027-01-12T09:30Z',
      '2027-01-12T09:30:00-05:00',
      'tomorrow',
    ])
      expect(utc(text), text).toBeUndefined();
    expect(parseWallTime('2028-02-29T08:00')).toMatchObject({ year: 2028, month: 2, day: 29 });
  });
});

describe('an instant read in Eastern time', () => {
  it('gives the wall time a datetime-local field shows, whatever the machine zone', () => {
    expect(toEasternWallTime('2027-01-12T14:30:00.000Z')).toBe('2027-01-12T09:30');
    expect(toEasternWallTime('2027-03-14T07:00:00.000Z')).toBe('2027-03-14T03:00');
    expect(toEasternWallTime('2027-03-14T06:59:00.000Z')).toBe('2027-03-14T01:59');
    expect(toEasternWallTime('2027-11-07T05:30:00.000Z')).toBe('2027-11-07T01:30');
    expect(toEasternWallTime('2027-11-07T06:30:00.000Z')).toBe('2027-11-07T01:30'); // the second one
    expect(toEasternWallTime(null)).toBe('');
    expect(toEasternWallTime('not a date')).toBe('');
  });

  it('round-trips every half hour across both changes of 2027', () => {
    for (const day of ['2027-03-13', '2027-03-14', '2027-03-15', '2027-11-06', '2027-11-07']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
        const wall = `${day}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const at = easternInstant(wall);
        if (day === '2027-03-14' && wall.slice(11, 13) === '02') expect(at, wall).toBeUndefined();
        else expect(toEasternWallTime(at as Date), wall).toBe(wall);
      }
    }
  });

  it('puts an instant on its Florida calendar day and names the zone', () => {
    expect(easternDay(new Date('2027-03-15T03:30:00Z'))).toBe('2027-03-14');
    expect(easternDay(new Date('2027-01-15T05:00:00Z'))).toBe('2027-01-15');
    expect(easternParts('2027-11-07T06:30:00Z')).toMatchObject({ hour: 1, minute: 30, weekday: 0 });
    expect(easternZoneName('2027-03-14T06:59:00Z')).toBe('EST');
    expect(easternZoneName('2027-03-14T07:00:00Z')).toBe('EDT');
    expect(easternZoneName('2027-11-07T06:00:00Z')).toBe('EST');
  });

  it('prints a visit as the Eastern wall time labelled ET', () => {
    expect(easternVisitTime('2027-01-12T14:30:00.000Z')).toBe(
      'Tuesday, January 12, 2027 at 9:30 AM ET',
    );
    expect(easternVisitTime('2027-07-12T13:30:00.000Z')).toBe(
      'Monday, July 12, 2027 at 9:30 AM ET',
    );
    expect(easternShortTime('2027-11-07T07:30:00.000Z')).toBe('Nov 7, 2027, 2:30 AM ET');
  });
});
