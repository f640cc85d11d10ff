import { describe, expect, it } from 'vitest';
import {
  acceptanceRate,
  dateTime,
  initials,
  messageTime,
  quoteStatusLabel,
  visitInputValue,
  waitingFor,
  wholeDollars,
} from './admin-format.ts';

describe('admin formats', () => {
  it('writes money as whole dollars with thousands separators', () => {
    expect(wholeDollars('12345.00')).toBe('$12,345');
    expect(wholeDollars('0.00')).toBe('$0');
    expect(wholeDollars(1234567.6)).toBe('$1,234,568');
    expect(wholeDollars('nonsense')).toBe('—');
  });

  it('writes the acceptance rate with one decimal, or a dash before any answer', () => {
    expect(acceptanceRate(42.5)).toBe('42.5%');
    expect(acceptanceRate(100)).toBe('100%');
    expect(acceptanceRate(null)).toBe('—');
  });

  it('shows a stored visit as its Eastern wall time, whatever the browser zone', () => {
    expect(visitInputValue('2026-12-03T19:00:00.000Z')).toBe('2026-12-03T14:00');
    expect(visitInputValue('2027-07-12T13:30:00.000Z')).toBe('2027-07-12T09:30');
    expect(visitInputValue(null)).toBe('');
    expect(dateTime('2027-01-12T14:30:00.000Z')).toBe('Jan 12, 2027, 9:30 AM ET');
    expect(dateTime(null)).toBe('—');
  });

  it('names statuses, times and initials', () => {
    expect(quoteStatusLabel('estimate_prepared')).toBe('Estimate Ready');
    expect(quoteStatusLabel('something_else')).toBe('something_else');
    expect(messageTime(new Date(2026, 0, 5, 15, 30).toISOString())).toBe('Jan 5, 3:30 PM');
    expect(messageTime(new Date(2026, 0, 5, 0, 5).toISOString())).toBe('Jan 5, 12:05 AM');
    expect(initials('Shorefront Roofing Team')).toBe('SR');
  });

  it('says how long a storm-priority request has waited, in minutes, hours, then days', () => {
    const now = new Date('2026-11-28T18:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const MIN = 60_000;
    expect(waitingFor(ago(25 * MIN), now)).toBe('waiting 25 min');
    expect(waitingFor(ago(20_000), now)).toBe('waiting 1 min');
    expect(waitingFor(ago(59 * MIN + 59_000), now)).toBe('waiting 59 min');
    expect(waitingFor(ago(60 * MIN), now)).toBe('waiting 1 h');
    expect(waitingFor(ago(5 * 60 * MIN + 40 * MIN), now)).toBe('waiting 5 h');
    expect(waitingFor(ago(23 * 60 * MIN + 59 * MIN), now)).toBe('waiting 23 h');
    expect(waitingFor(ago(24 * 60 * MIN), now)).toBe('waiting 1 d');
    expect(waitingFor(ago(2 * 24 * 60 * MIN + 7 * 60 * MIN), now)).toBe('waiting 2 d');
    // A request stamped a moment ahead of this computer's clock has just come in.
    expect(waitingFor(ago(-90_000), now)).toBe('waiting 1 min');
    expect(waitingFor('not a time', now)).toBe('waiting');
  });
});
