import type { DepositTerms } from '@roofing/contracts';
import { AppError, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import { saveDepositTerms } from '../../store/billing.ts';
import { contractStore } from '../../store/contracts.ts';
import type { QuoteRow } from '../../store/schema.ts';
import { reissueContract } from '../contracts/issue-contract.ts';
import { depositTermsFor } from './deposit-rule.ts';
import { lockJobById } from './locked-job.ts';
import { dollars, toCents } from './money.ts';
import { recordMoneyAudit } from './money-audit.ts';

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
  correlationId: string,
): Promise<QuoteRow> {
  const before = await depositTermsFor(ctx, quoteId);
  return ctx.db.transaction(async (tx) => {
    const quote = await lockJobById(ctx, tx, quoteId);
    const contract = await contractStore(ctx.db).latest(quote.estimateNumber, tx);
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
      await reissueContract(ctx, tx, quote, staff.displayName, correlationId);
    }
    return quote;
  });
}
