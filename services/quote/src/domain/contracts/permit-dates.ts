import type { ServiceContext, Tx } from '@roofing/platform';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import { contracts } from '../../store/billing-schema.ts';

// PLACEHOLDER (ledger helper): the contracts helper's permit-dates.ts replaces this file at merge.
// It does the one thing billing needs of it, for real: start the Florida permit clock.

/**
 * The deposit of a job was received (its deposit invoice was paid): when the deposit is more than
 * 10 % of the price, the permit must be applied for within 30 days of `receivedOn`.
 */
export async function depositReceived(
  _ctx: ServiceContext,
  tx: Tx,
  estimateNumber: string,
  receivedOn: string,
): Promise<void> {
  const [year, month, day] = receivedOn.split('-').map(Number) as [number, number, number];
  const applyBy = new Date(Date.UTC(year, month - 1, day + 30)).toISOString().slice(0, 10);
  await tx
    .update(contracts)
    .set({ depositReceivedOn: receivedOn, permitApplyBy: applyBy })
    .where(
      and(
        eq(contracts.estimateNumber, estimateNumber),
        notInArray(contracts.status, ['voided', 'cancelled']),
        eq(contracts.depositOverTenPercent, true),
        isNull(contracts.depositReceivedOn),
      ),
    );
}
