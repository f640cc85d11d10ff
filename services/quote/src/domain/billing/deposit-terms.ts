import type { DepositTerms } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import { quoteSettings } from '../../config.ts';
import { currentContract, depositTermsOf, saveDepositTerms } from '../../store/billing.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { QuoteRow } from '../../store/schema.ts';
import { reissueContract } from '../contracts/issue-contract.ts';
import { dollars, percentOf, toCents } from './money.ts';
import { recordMoneyAudit } from './money-audit.ts';

/** An estimate's deposit terms: as staff set them, else the settings' default percent. */
export async function depositTermsFor(ctx: ServiceContext, quoteId: number): Promise<DepositTerms> {
  const row = await depositTermsOf(ctx.db, quoteId);
  if (row?.kind === 'amount' && row.amount)
    return { kind: 'amount', amountCents: toCents(row.amount) };
  if (row?.kind === 'percent' && row.percent)
    return { kind: 'percent', percent: Number(row.percent) };
  return { kind: 'percent', percent: quoteSettings.of(ctx).DEPOSIT_PERCENT_DEFAULT };
}

/** The deposit those terms ask on a price, in cents (never more than the price). */
export function depositCents(terms: DepositTerms, priceCents: number): number {
  const cents = terms.kind === 'amount' ? terms.amountCents : percentOf(priceCents, terms.percent);
  return Math.min(cents, priceCents);
}

const termsSnapshot = (terms: DepositTerms) => ({ ...terms });

/**
 * Staff set an estimate's deposit. Refused once the customer signed the contract (its deposit is
 * agreed); a contract sent and not yet signed is issued again with the new deposit.
 */
export async function setDepositTerms(
  ctx: ServiceContext,
  quoteId: number,
  terms: DepositTerms,
  staff: StaffIdentity,
): Promise<QuoteRow> {
  const before = await depositTermsFor(ctx, quoteId);
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteStore(ctx.db).lockById(tx, quoteId);
    if (!quote) throw notFound('No quote with that id.');
    const contract = await currentContract(tx, quote.estimateNumber);
    if (contract && (contract.status === 'signed' || contract.status === 'countersigned')) {
      throw new AppError(
        'CONFLICT',
        'The customer signed the contract: its deposit is agreed and cannot be changed here.',
      );
    }
    if (
      terms.kind === 'amount' &&
      quote.estimateAmount &&
      terms.amountCents > toCents(quote.estimateAmount)
    ) {
      throw new AppError('VALIDATION_FAILED', 'The deposit cannot be more than the estimate.', {
        amountCents: 'The deposit cannot be more than the estimate',
      });
    }
    await saveDepositTerms(tx, {
      quoteId,
      kind: terms.kind,
      percent: terms.kind === 'percent' ? terms.percent.toFixed(2) : null,
      amount: terms.kind === 'amount' ? dollars(terms.amountCents) : null,
      setBy: staff.displayName.slice(0, 100),
    });
    await recordMoneyAudit(tx, {
      actor: staff.displayName,
      estimateNumber: quote.estimateNumber,
      entity: 'deposit-terms',
      entityId: quoteId,
      action: 'deposit terms set',
      before: termsSnapshot(before),
      after: termsSnapshot(terms),
    });
    if (contract && (contract.status === 'sent' || contract.status === 'viewed')) {
      await reissueContract(ctx, tx, quote, staff.displayName);
    }
    return quote;
  });
}
