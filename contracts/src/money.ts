/*
 * Money as text. Answers carry dollars and cents ("4500.00"), requests that move money carry
 * whole cents (150000), and people type dollars any usual way ("1,500", "$1,500.5"). Reading and
 * writing them is string arithmetic, so no float ever decides a charge. The browser's amount
 * fields (portal and back office) and every money figure on screen use these.
 */

/** Digits with or without thousands commas, then at most two decimals; "$" and spaces before. */
const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Dollars and cents as typed or on the wire ("1500", "1,500.5", "$ 4,500.00", ".05", "4500.00")
 * → whole cents (150000, 150050, 450000, 5, 450000); null when the text is not an amount
 * ("", "abc", "1.234", "-5", "1,50", "1e3").
 */
export function dollarsToCents(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return null;
  const total = Number(whole.replace(/,/g, '') || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(total) ? total : null;
}

/** Whole cents → the wire's dollars and cents, also what an amount field starts with: 150050 → "1500.50". */
export function centsToDollars(cents: number): string {
  const rounded = Math.round(cents);
  const whole = Math.abs(rounded);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Dollars on the wire as people read them: "12450.5" → "$12,450.50"; nothing or not a number → "—". */
export function formatMoney(amount: string | null | undefined): string {
  const value =
    amount === null || amount === undefined || amount.trim() === '' ? Number.NaN : Number(amount);
  if (!Number.isFinite(value)) return '—';
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+$)/g, ',')}.${cents}`;
}

/** Whole cents as people read them: 427550 → "$4,275.50". */
export const formatCents = (cents: number) => formatMoney(centsToDollars(cents));

/**
 * Dollars on the wire in a customer's language (issue 24): English is `formatMoney`'s
 * "$12,450.50"; Spanish (US) through `Intl`, also "$12,450.50" (US Spanish keeps the period), so
 * one figure reads the same in both. "—" for nothing or not a number.
 */
export function formatMoneyIn(amount: string | null | undefined, locale: 'en' | 'es'): string {
  if (locale === 'en') return formatMoney(amount);
  const value =
    amount === null || amount === undefined || amount.trim() === '' ? Number.NaN : Number(amount);
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(value);
}
