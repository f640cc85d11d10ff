import { permitApplied, permitIssued } from '@roofing/contracts';
import type { ServiceContext, Tx } from '@roofing/platform';
import type { ContractRow, PermitRow, QuoteRow } from '../../store/schema.ts';
import { permitEventFacts } from './load-permit.ts';

/**
 * A permit date set for the first time is announced in the caller's transaction:
 * quote.permit.applied, and quote.permit.issued (the homeowner is e-mailed; the deposit rule's 90
 * days to start run from it when the signed contract's deposit is over 10 %).
 */
export async function announcePermitDates(
  ctx: ServiceContext,
  tx: Tx,
  change: {
    saved: PermitRow;
    before: Pick<PermitRow, 'appliedOn' | 'issuedOn'> | null;
    quote: QuoteRow;
    contract: ContractRow | undefined;
  },
  correlationId: string,
) {
  const { saved, before, quote, contract } = change;
  const facts = permitEventFacts(saved, quote);
  if (saved.appliedOn && !before?.appliedOn) {
    await ctx.publish(tx, permitApplied, { ...facts, appliedOn: saved.appliedOn }, correlationId);
  }
  if (saved.issuedOn && !before?.issuedOn) {
    await ctx.publish(
      tx,
      permitIssued,
      {
        ...facts,
        issuedOn: saved.issuedOn,
        expiresOn: saved.expiresOn,
        workStartBy: contract?.depositOverTenPercent ? contract.workStartBy : null,
      },
      correlationId,
    );
  }
}
