import {
  type Claim,
  INSURER_PAYMENT_KIND_LABELS,
  type InsurerPaymentInputSchema,
  insurerPaymentRecorded,
} from '@roofing/contracts';
import type { ServiceContext, StaffIdentity } from '@roofing/platform';
import type { z } from 'zod';
import { claimStore } from '../../store/claims.ts';
import type { ClaimRow } from '../../store/schema.ts';
import { recordOfflinePaymentIn } from '../billing/staff-payments.ts';
import { claimParts, toClaim } from './claim-view.ts';
import { claimFactsOf, lockClaim } from './open-claim.ts';

type InsurerPaymentInput = z.output<typeof InsurerPaymentInputSchema>;

/** The ledger's reference for an insurer check: "Claim FL-2291 · check 50031" (≤ 100 characters). */
export function insurerCheckReference(
  claim: Pick<ClaimRow, 'claimNumber'>,
  checkNumber?: string | null,
) {
  const reference = `Claim ${claim.claimNumber}${checkNumber ? ` · check ${checkNumber}` : ''}`;
  return reference.slice(0, 100);
}

/** The ledger's note: what the check pays for and whose names are on it. */
function insurerCheckNote(input: InsurerPaymentInput) {
  const note = `${INSURER_PAYMENT_KIND_LABELS[input.kind]}${input.payees ? ` · payable to ${input.payees}` : ''}`;
  return note.slice(0, 300);
}

/**
 * An insurer's check goes into the job's one ledger (method insurer_check) by the ledger's own
 * rules (recordOfflinePaymentIn: never more than is left of the job's price; its invoices
 * settle; quote.payment.received), and onto the claim (claim_payments), in one transaction, with
 * quote.claim.payment-recorded carrying the depreciation still to recover.
 */
export function recordInsurerPayment(
  ctx: ServiceContext,
  claimId: number,
  input: InsurerPaymentInput,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Claim> {
  const store = claimStore(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const { quote, claim } = await lockClaim(ctx, tx, claimId);
    const { row } = await recordOfflinePaymentIn(
      ctx,
      tx,
      quote,
      {
        kind: 'payment',
        method: 'insurer_check',
        amountCents: input.amountCents,
        reference: insurerCheckReference(claim, input.checkNumber),
        description: insurerCheckNote(input),
        receivedOn: input.receivedOn,
      },
      staff,
      correlationId,
    );
    await store.insertPayment(tx, {
      claimId: claim.id,
      paymentId: row.id,
      kind: input.kind,
      receivedOn: input.receivedOn,
      checkNumber: input.checkNumber ?? null,
      payees: input.payees ?? null,
    });
    const touched = (await store.update(tx, claim.id, {})) ?? claim;
    const view = toClaim(await claimParts(tx, touched, quote));
    await ctx.publish(
      tx,
      insurerPaymentRecorded,
      {
        ...claimFactsOf(claim),
        quoteId: quote.id,
        estimateNumber: quote.estimateNumber,
        paymentId: row.id,
        kind: input.kind,
        amount: row.amount,
        receivedOn: input.receivedOn,
        depreciationToRecover: view.totals.depreciationToRecover,
      },
      correlationId,
    );
    return view;
  });
}
