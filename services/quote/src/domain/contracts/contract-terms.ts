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

/** Florida's rule: a deposit above 10 % of the price starts the permit clock. */
export const depositOverTenPercent = (depositCents: number, priceCents: number) =>
  depositCents * 100 > priceCents * FLORIDA_DEPOSIT_RULE_PERCENT;

/** How a contract is named on paper: the estimate number and the version, "SFR-AB12CD34-C2". */
export const contractNumberOf = (estimateNumber: string, version: number) =>
  `${estimateNumber}-C${version}`;
