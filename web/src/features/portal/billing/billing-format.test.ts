import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatMoney } from './billing-format.ts';

describe('dollarsToCents', () => {
  it('reads dollars and cents as typed, without float rounding', () => {
    expect(dollarsToCents('1500')).toBe(150_000);
    expect(dollarsToCents('1,500.5')).toBe(150_050);
    expect(dollarsToCents('$ 4,500.00')).toBe(450_000);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('19.99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1,50', '12,3456.00', '1e3']) {
      expect(dollarsToCents(text), text).toBeNull();
    }
  });
});

describe('centsToDollars and formatMoney', () => {
  it('round-trips the balance into the amount field', () => {
    expect(centsToDollars(150_050)).toBe('1500.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(dollarsToCents(centsToDollars(123_456))).toBe(123_456);
  });

  it('shows money on the wire as dollars', () => {
    expect(formatMoney('4500.00')).toBe('$4,500.00');
    expect(formatMoney(null)).toBe('—');
  });
});
