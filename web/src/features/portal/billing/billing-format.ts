import type { InvoiceKind } from '@roofing/contracts';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "4500.00" (money on the wire) → "$4,500.00". */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount.trim() === '') return '—';
  const value = Number(amount);
  return Number.isFinite(value) ? currency.format(value) : amount;
}

/**
 * Dollars and cents as typed ("1,500", "$1,500.5", "1500.00") → whole cents (150050), by string
 * arithmetic so no float rounding decides a charge; null when the text is not an amount.
 */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const dollars = Number((match[1] ?? '').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** Cents → the text an amount field starts with ("1500.00"). */
export function centsToDollars(cents: number): string {
  const whole = Math.trunc(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** Whether the money string is more than zero ("0.00" is not). */
export const isPositive = (amount: string) => (dollarsToCents(amount) ?? 0) > 0;

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit',
  progress: 'Progress payment',
  final: 'Final payment',
};
