import { describe, expect, it } from 'vitest';
import {
  acceptanceRate,
  dateTime,
  initials,
  messageTime,
  quoteStatusLabel,
  visitInputValue,
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
});
