import { createHash } from 'node:crypto';
import { FLORIDA_DEPOSIT_RULE_PERCENT } from '@roofing/contracts';
import type { QuoteRow } from '../../store/schema.ts';

export const sha256Hex = (value: string | Buffer) =>
  createHash('sha256').update(value).digest('hex');

/**
 * The estimate's terms a contract is made from: its number, amount and scope (the proposal
 * notes). Unlike the acceptance's estimateVersionHash it leaves out the quote's last change, which
 * every status change or visit moves: only a revised estimate gives another hash.
 */
export const estimateTermsHash = (quote: QuoteRow) =>
  sha256Hex(JSON.stringify([quote.estimateNumber, quote.estimateAmount, quote.proposalNotes]));

/** "4500.00" → 450000 (whole cents, no float decides money). */
export function toCents(amount: string | null): number {
  if (!amount) return 0;
  const [whole = '0', fraction = ''] = amount.trim().replace(/^-/, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return amount.trim().startsWith('-') ? -cents : cents;
}

/** 450000 → "4500.00". */
export const toDollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The deposit a contract asks: staff's terms (an amount or a percent), else the default percent. */
export function depositCentsFor(
  priceCents: number,
  terms: { kind: string; percent: string | null; amount: string | null } | undefined,
  defaultPercent: number,
): number {
  const fromPercent = (percent: number) => Math.round((priceCents * percent) / 100);
  const cents =
    terms?.kind === 'amount'
      ? toCents(terms.amount)
      : fromPercent(terms?.kind === 'percent' ? Number(terms.percent ?? 0) : defaultPercent);
  return Math.min(Math.max(cents, 0), priceCents);
}

/** Florida's rule: a deposit above 10 % of the price starts the permit clock. */
export const depositOverTenPercent = (depositCents: number, priceCents: number) =>
  depositCents * 100 > priceCents * FLORIDA_DEPOSIT_RULE_PERCENT;

/** How a contract is named on paper: the estimate number and the version, "SFR-AB12CD34-C2". */
export const contractNumberOf = (estimateNumber: string, version: number) =>
  `${estimateNumber}-C${version}`;
