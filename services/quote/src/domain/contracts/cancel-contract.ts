import { contractCancelled, formatEastern } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext } from '@roofing/platform';
import { ledgerOf } from '../../store/billing.ts';
import { contractStore } from '../../store/contracts.ts';
import type { QuoteStore } from '../../store/quotes.ts';
import type { ContractRow, QuoteRow } from '../../store/schema.ts';
import { voidOpenInvoices } from '../billing/issue-invoice.ts';
import { netPaidCents } from '../billing/ledger-view.ts';
import { dollars } from '../billing/money.ts';
import { recordMoneyAudit } from '../billing/money-audit.ts';
import { canCancel, contractFacts } from './contract-view.ts';
import { emergencyCancellationApplies } from './florida-terms.ts';
import { NO_CONTRACT, type SignerOrigin } from './sign-contract.ts';

/**
 * The customer cancels a signed contract until its cancelBy day: 3 business days (Florida's home
 * solicitation sale rule), or the s. 489.147(6) emergency window where longer, from a verified portal session: cancelled, its open invoices voided, announced
 * (with what was paid, to be refunded) and audited in one transaction. After cancelBy: 409.
 */
export async function cancelContract(
  ctx: ServiceContext,
  quotes: QuoteStore,
  quote: QuoteRow,
  input: { contractId: number; reason?: string | null },
  origin: SignerOrigin,
  correlationId: string,
): Promise<ContractRow> {
  const store = contractStore(ctx.db);
  return ctx.db.transaction(async (tx) => {
    await quotes.lockByEstimateNumber(tx, quote.estimateNumber);
    const current = await store.lockById(tx, input.contractId);
    if (!current || current.estimateNumber !== quote.estimateNumber) throw notFound(NO_CONTRACT);
    if (!canCancel(current)) {
      const ended =
        current.cancelBy && (current.status === 'signed' || current.status === 'countersigned');
      const lastDay = formatEastern(`${current.cancelBy}T12:00:00Z`, 'MMMM d, yyyy');
      const period = emergencyCancellationApplies(current) ? 'The time' : 'The 3 business days';
      throw new AppError(
        'CONFLICT',
        ended
          ? `${period} to cancel this contract ended on ${lastDay}. Please call our office.`
          : 'This contract cannot be cancelled: it is not signed, or was already cancelled.',
      );
    }
    const cancelledAt = new Date();
    const row = await store.update(tx, current.id, {
      status: 'cancelled',
      cancelledAt,
      cancellationReason: input.reason ?? null,
      cancelIp: origin.ip.slice(0, 45),
    });
    if (!row) throw notFound(NO_CONTRACT);
    const actor = `${quote.firstName} ${quote.lastName} (customer, portal)`;
    await voidOpenInvoices(ctx, tx, row.id, actor);
    await recordMoneyAudit(tx, {
      actor,
      estimateNumber: row.estimateNumber,
      entity: 'contract',
      entityId: row.id,
      action: 'cancelled',
      before: { status: current.status },
      after: { status: row.status, reason: row.cancellationReason },
    });
    await ctx.publish(
      tx,
      contractCancelled,
      {
        ...contractFacts(row, quote),
        cancelledAt: cancelledAt.toISOString(),
        reason: row.cancellationReason,
        // Payments less the refunds already made (settled rows only), in whole cents.
        refundDue: dollars(netPaidCents(await ledgerOf(tx, row.estimateNumber))),
      },
      correlationId,
    );
    return row;
  });
}
