import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatMoney } from './money.ts';

describe('dollarsToCents', () => {
  it('reads dollars and cents as typed or on the wire, without float rounding', () => {
    expect(dollarsToCents('1500')).toBe(150_000);
    expect(dollarsToCents('1,500.5')).toBe(150_050);
    expect(dollarsToCents('$ 4,500.00')).toBe(450_000);
    expect(dollarsToCents('$1,500')).toBe(150_000);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents('.05')).toBe(5);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('1234567.89')).toBe(123_456_789);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', '$', '.', 'abc', '1.234', '12.345', '-5', '1,50', '1,23']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
    for (const text of ['12,3456.00', '1e3', '1.2.3', '1234,567']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
  });
});

describe('centsToDollars, formatMoney and formatCents', () => {
  it('round-trips the balance into the amount field', () => {
    expect(centsToDollars(150_050)).toBe('1500.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(-2_500)).toBe('-25.00');
    expect(dollarsToCents(centsToDollars(123_456))).toBe(123_456);
  });

  it('shows money on the wire as dollars and cents', () => {
    expect(formatMoney('4500.00')).toBe('$4,500.00');
    expect(formatMoney('12450.5')).toBe('$12,450.50');
    expect(formatMoney('-25')).toBe('-$25.00');
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney('')).toBe('—');
    expect(formatMoney('n/a')).toBe('—');
    expect(formatCents(427_550)).toBe('$4,275.50');
  });
});
