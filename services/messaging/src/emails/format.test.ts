import { describe, expect, it } from 'vitest';
import {
  browserName,
  calendarDate,
  daysLeft,
  easternDateTime,
  easternWallTime,
  excerpt,
  formatMoney,
  greetingLine,
  greetingName,
  nextSendTime,
  portalUrl,
  trackUrl,
} from './format.ts';

describe('dates in words, in Eastern time', () => {
  it('spells out an instant with the zone abbreviation of that day', () => {
    expect(easternDateTime('2026-12-03T19:00:00Z')).toBe(
      'Thursday, December 3, 2026 at 2:00 PM EST',
    );
    expect(easternDateTime('2026-07-02T13:30:00Z')).toBe('Thursday, July 2, 2026 at 9:30 AM EDT');
    // Late evening UTC is still the previous day in Florida.
    expect(easternDateTime('2026-12-04T03:15:00Z')).toBe(
      'Thursday, December 3, 2026 at 10:15 PM EST',
    );
  });

  it('keeps a calendar date on its day', () => {
    expect(calendarDate('2026-06-01')).toBe('Monday, June 1, 2026');
    expect(calendarDate('not a date')).toBe('not a date');
  });
});

describe('money, days, excerpts, links', () => {
  it('prints dollars with cents and thousands separators', () => {
    expect(formatMoney('14250.5')).toBe('$14,250.50');
    expect(formatMoney('980.00')).toBe('$980.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('counts Eastern calendar days left to the last day, never below 0', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(daysLeft('2026-12-31T12:00:00Z', now)).toBe(30);
    // The end of the 30th day, Eastern (an estimate prepared that morning): still 30.
    expect(daysLeft('2027-01-01T04:59:59.999Z', now)).toBe(30);
    // The last day itself: no whole day left, but not expired either.
    expect(daysLeft('2026-12-01T13:00:00Z', now)).toBe(0);
    expect(daysLeft('2026-11-30T12:00:00Z', now)).toBe(0);
  });

  it('cuts long text at a word and marks the cut', () => {
    expect(excerpt('Short note.')).toBe('Short note.');
    expect(excerpt(null)).toBe('');
    const long = `${'Remove and replace shingles, '.repeat(20)}end.`;
    const cut = excerpt(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/,…$/);
  });

  it('builds the track and portal links from PUBLIC_URL', () => {
    // Without a sealer (not started) the link asks for the number; never carries it.
    expect(trackUrl('https://shorefrontroofing.com', 'SFR-AB12CD34')).toBe(
      'https://shorefrontroofing.com/estimate-tracker',
    );
    expect(portalUrl('http://localhost:3000/')).toBe('http://localhost:3000/client-portal');
  });

  it('names the browser of a user agent', () => {
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      browserName(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on Windows');
    expect(browserName(null)).toBe('not recorded');
  });
});

describe('quiet hours (21:00-08:00 America/New_York)', () => {
  const at = (iso: string) => nextSendTime(new Date(iso)).toISOString();

  it('lets a reminder go at once during the day', () => {
    expect(at('2026-12-03T13:00:00.000Z')).toBe('2026-12-03T13:00:00.000Z'); // 08:00 EST
    expect(at('2026-12-04T01:59:00.000Z')).toBe('2026-12-04T01:59:00.000Z'); // 20:59 EST
  });

  it('moves an evening reminder to 08:00 the next morning', () => {
    expect(at('2026-12-04T02:00:00.000Z')).toBe('2026-12-04T13:00:00.000Z'); // 21:00 EST
    expect(at('2026-07-02T03:30:00.000Z')).toBe('2026-07-02T12:00:00.000Z'); // 23:30 EDT
  });

  it('moves an early-morning reminder to 08:00 the same morning', () => {
    expect(at('2026-12-03T05:00:00.000Z')).toBe('2026-12-03T13:00:00.000Z'); // 00:00 EST
    expect(at('2026-12-03T12:59:59.000Z')).toBe('2026-12-03T13:00:00.000Z'); // 07:59:59 EST
  });

  it('lands on 08:00 local across the spring-forward night (March 8, 2026)', () => {
    // Saturday 22:30 EST → Sunday 08:00 EDT: 8.5 hours later, not 9.5.
    expect(at('2026-03-08T03:30:00.000Z')).toBe('2026-03-08T12:00:00.000Z');
    // 03:30 EDT, just after the clocks jumped.
    expect(at('2026-03-08T07:30:00.000Z')).toBe('2026-03-08T12:00:00.000Z');
  });

  it('lands on 08:00 local across the fall-back night (November 1, 2026)', () => {
    // Saturday 22:00 EDT → Sunday 08:00 EST: 11 hours later.
    expect(at('2026-11-01T02:00:00.000Z')).toBe('2026-11-01T13:00:00.000Z');
    // 01:30 EST, the repeated hour.
    expect(at('2026-11-01T06:30:00.000Z')).toBe('2026-11-01T13:00:00.000Z');
  });

  it('converts Eastern wall time to the instant on both sides of DST', () => {
    expect(easternWallTime(2026, 3, 7, 8).toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(easternWallTime(2026, 3, 9, 8).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(easternWallTime(2026, 10, 31, 8).toISOString()).toBe('2026-10-31T12:00:00.000Z');
    expect(easternWallTime(2026, 11, 2, 8).toISOString()).toBe('2026-11-02T13:00:00.000Z');
  });
});

describe('greetingName', () => {
  it.each([
    ['Dana Whitfield', 'Dana'],
    ['  dana ', 'dana'],
    ["Mary-Jane O'Neil", 'Mary-Jane'],
    ['José Álvarez', 'José'],
    ['Win a prize at http://evil.example', 'Win'],
    ['http://evil.example Bob', 'Bob'],
    ['www.evil.example/win 555-0199', null],
    ['Call 904-555-0101 now', 'Call'],
    ['', null],
    ['x'.repeat(31), null],
    ['<b>Bob</b>', null],
  ])('%j greets as %j', (typed, name) => {
    expect(greetingName(typed)).toBe(name);
  });

  it('opens with "Hello," when nothing name-like is left', () => {
    expect(greetingLine('https://evil.example')).toBe('Hello,');
    expect(greetingLine('Priya Nand')).toBe('Hi Priya,');
  });
});
