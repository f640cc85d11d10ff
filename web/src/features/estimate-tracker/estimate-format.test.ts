import { describe, expect, it } from 'vitest';
import { daysRemaining, formatCalendarDate, formatEstimateAmount } from './estimate-format.ts';

describe('formatEstimateAmount', () => {
  it('formats a decimal string as dollars and reads a missing amount as Pending', () => {
    expect(formatEstimateAmount('12450.00')).toBe('$12,450.00');
    expect(formatEstimateAmount('0.5')).toBe('$0.50');
    expect(formatEstimateAmount(null)).toBe('Pending');
    expect(formatEstimateAmount('')).toBe('Pending');
  });
});

describe('daysRemaining', () => {
  const now = new Date('2025-01-01T12:00:00Z');

  it('rounds partial days up', () => {
    expect(daysRemaining('2025-01-31T12:00:00Z', now)).toBe(30);
    expect(daysRemaining('2025-01-01T13:00:00Z', now)).toBe(1);
  });

  it('never falls below zero', () => {
    expect(daysRemaining('2024-12-01T12:00:00Z', now)).toBe(0);
    expect(daysRemaining('not a date', now)).toBe(0);
  });
});

describe('formatCalendarDate', () => {
  it('reads YYYY-MM-DD as a local calendar day', () => {
    expect(formatCalendarDate('2025-03-01')).toBe('March 1, 2025');
    expect(formatCalendarDate(null)).toBe('Not specified');
  });
});
