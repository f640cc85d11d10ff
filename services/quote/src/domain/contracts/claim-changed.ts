import { randomUUID } from 'node:crypto';
import type { ServiceContext, Tx } from '@roofing/platform';
import { contractStore } from '../../store/contracts.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { ContractRow } from '../../store/schema.ts';
import { canSign } from './contract-view.ts';
import { contractWouldChange, reissueContract } from './issue-contract.ts';

/** What a claim's change did to the job's contract. */
export type ClaimChangeOutcome =
  /** No standing contract (none issued yet, or cancelled): the next one reads the claim. */
  | { outcome: 'no-contract' }
  /** Unsigned, and it would read the same: left as it is. */
  | { outcome: 'unchanged'; contract: ContractRow }
  /** Unsigned and it would read differently: a new version carries the claim's terms. */
  | { outcome: 'reissued'; contract: ContractRow }
  /**
   * Already signed: a signed contract is never rewritten. Its terms stand as signed; a change
   * the law requires (e.g. the claim appeared after signing) is a change order with the
   * homeowner (docs/florida-rules.md).
   */
  | { outcome: 'signed-kept'; contract: ContractRow };

export const CLAIM_REISSUE_ACTOR = 'System (insurance claim changed)';

/**
 * The claims code calls this in the transaction that opens or changes a job's claim: a contract
 * issued but not yet signed is reissued when the claim changes what it says (insurance-funded
 * terms, carrier, claim number), so the version the homeowner signs carries them. Locks the job.
 */
export async function onClaimChanged(
  ctx: ServiceContext,
  tx: Tx,
  quoteId: number,
  correlationId: string = randomUUID(),
): Promise<ClaimChangeOutcome> {
  const quote = await quoteStore(ctx.db).lockById(tx, quoteId);
  if (!quote) return { outcome: 'no-contract' };
  const standing = await contractStore(ctx.db).lockStanding(tx, quote.estimateNumber);
  if (!standing) return { outcome: 'no-contract' };
  if (!canSign(standing)) return { outcome: 'signed-kept', contract: standing };
  if (!(await contractWouldChange(ctx, tx, quote, standing))) {
    return { outcome: 'unchanged', contract: standing };
  }
  const contract = await reissueContract(ctx, tx, quote, CLAIM_REISSUE_ACTOR, correlationId);
  return contract ? { outcome: 'reissued', contract } : { outcome: 'no-contract' };
}
