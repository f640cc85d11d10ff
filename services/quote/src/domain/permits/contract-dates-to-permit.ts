import type { ServiceContext, Tx } from '@roofing/platform';
import { permitStore } from '../../store/permits.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { ContractRow } from '../../store/schema.ts';
import { announcePermitDates } from './permit-events.ts';
import { permitStage } from './permit-status.ts';

/**
 * The permit clock was recorded on the contract (PUT /api/contracts/:id/permit-dates, the billing
 * tab): the job's permit, when it has one, takes the same dates in the same transaction, so the
 * two records never disagree. A date set for the first time is announced as from the permit.
 */
export async function contractDatesToPermit(
  ctx: ServiceContext,
  tx: Tx,
  contract: ContractRow,
  correlationId: string,
): Promise<void> {
  const store = permitStore(ctx.db);
  const found = await store.ofEstimate(contract.estimateNumber, tx);
  const current = found && (await store.lockById(tx, found.id));
  if (!current) return;
  const dates = {
    appliedOn: contract.permitAppliedOn,
    issuedOn: contract.permitIssuedOn,
    workStartedOn: contract.workStartedOn,
  };
  if (
    dates.appliedOn === current.appliedOn &&
    dates.issuedOn === current.issuedOn &&
    dates.workStartedOn === current.workStartedOn
  ) {
    return;
  }
  const inspections = await store.inspectionsOf([current.id], tx);
  const saved = await store.update(tx, current.id, {
    ...dates,
    stage: permitStage(dates, inspections),
  });
  const quote = await quoteStore(tx).findById(current.quoteId);
  if (!saved || !quote) return;
  await announcePermitDates(ctx, tx, { saved, before: current, quote, contract }, correlationId);
}
