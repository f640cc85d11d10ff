import { estimateResponded } from '@roofing/contracts';
import { AppError, type ServiceContext, type StaffIdentity, type Tx } from '@roofing/platform';
import type { AcceptanceStore } from '../store/acceptances.ts';
import type { EstimateAcceptanceRow, QuoteRow } from '../store/schema.ts';
import { issueContractOnAcceptance } from './contracts/issue-contract.ts';
import { customerOf } from './estimate-view.ts';
import { estimateVersionHash } from './respond-to-estimate.ts';

/** Where a staff request came from: kept on an acceptance they record, for the audit. */
export interface StaffOrigin {
  ip: string;
  userAgent: string | undefined;
}

/** An estimate amount the customer can accept: stored and above zero ("0.00" is no estimate). */
export const hasEstimateAmount = (amount: string | null): amount is string =>
  amount !== null && Number(amount) > 0;

/**
 * "Accepted" for completing a job means an acceptance on record for the quote: the customer's
 * own (track page or portal), or one a staff member recorded on the customer's behalf (setting
 * the status to accepted, or the portal's accept from a staff session). A status alone is not
 * an acceptance: staff may set any status, and a job nobody agreed to is never completed.
 */
export async function requireAcceptanceBeforeCompletion(
  tx: Tx,
  acceptances: AcceptanceStore,
  quote: QuoteRow,
) {
  if (await acceptances.latest(tx, quote.id)) return;
  throw new AppError(
    'CONFLICT',
    'This job cannot be marked completed: its estimate was never accepted. Record the customer\u2019s acceptance first (set the status to Accepted), then complete the job.',
  );
}

/** The acceptance as the receipt and the office alert tell it (see estimateResponded). */
export const acceptanceOf = (acceptance: EstimateAcceptanceRow) => ({
  acceptedAt: acceptance.acceptedAt.toISOString(),
  ipAddress: acceptance.ipAddress,
  userAgent: acceptance.userAgent,
  estimateAmount: acceptance.estimateAmount,
  proposalNotes: acceptance.proposalNotes,
  estimateHash: acceptance.estimateHash,
  recordedBy: acceptance.recordedBy,
});

/**
 * Staff set a quote to accepted: the customer accepted by phone or in person. Unless the estimate
 * as it stands is already accepted on record, the acceptance is recorded as the staff member's
 * act (their account from the server session, their address and browser) and receipted to the
 * customer, in the transaction that changes the quote, and its contract is issued. Without an
 * amount there is nothing to accept.
 */
export async function recordStaffAcceptance(
  ctx: ServiceContext,
  tx: Tx,
  acceptances: AcceptanceStore,
  row: QuoteRow,
  staff: StaffIdentity,
  origin: StaffOrigin,
  correlationId: string,
) {
  if (!hasEstimateAmount(row.estimateAmount)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Enter the estimate amount before recording its acceptance.',
      {
        estimateAmount: 'Enter the estimate amount before recording the customer\u2019s acceptance',
      },
    );
  }
  // The contract to sign follows the acceptance (kept as it is when already issued for it).
  await issueContractOnAcceptance(ctx, tx, row, staff.displayName, correlationId);
  const estimate = { estimateAmount: row.estimateAmount, proposalNotes: row.proposalNotes };
  if (await acceptances.latest(tx, row.id, estimate)) return;
  const acceptance = await acceptances.record(tx, {
    quoteId: row.id,
    estimateNumber: row.estimateNumber,
    ipAddress: origin.ip.slice(0, 45),
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    estimateAmount: row.estimateAmount,
    proposalNotes: row.proposalNotes,
    responseNotes: null,
    estimateHash: estimateVersionHash(row),
    channel: 'staff',
    recordedByUserId: staff.userId,
    recordedBy: staff.displayName.slice(0, 100),
  });
  await ctx.publish(
    tx,
    estimateResponded,
    {
      ...customerOf(row),
      response: 'accepted',
      notes: null,
      status: row.status,
      estimateAmount: row.estimateAmount,
      respondedAt: acceptance.acceptedAt.toISOString(),
      acceptance: acceptanceOf(acceptance),
    },
    correlationId,
  );
}
