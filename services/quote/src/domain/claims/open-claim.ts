import {
  type Claim,
  type ClaimInputSchema,
  claimOpened,
  claimUpdated,
  easternToday,
  type ScopeLinesInputSchema,
  type ScopeSide,
} from '@roofing/contracts';
import { AppError, type ServiceContext, type StaffIdentity, type Tx } from '@roofing/platform';
import type { z } from 'zod';
import { claimStore } from '../../store/claims.ts';
import { type ClaimRow, claims } from '../../store/schema.ts';
import { lockJobById, lockJobRecord } from '../billing/locked-job.ts';
import { onClaimChanged } from '../contracts/claim-changed.ts';
import { customerOf } from '../estimate-view.ts';
import { claimColumns, lineRows } from './claim-facts.ts';
import { claimParts, toClaim } from './claim-view.ts';

type ClaimInput = z.output<typeof ClaimInputSchema>;

/**
 * A claim and its job, locked for the rest of the transaction: the job first (as the ledger locks
 * it), then the claim, so every writer of a job's claim and money queues in the same order.
 */
export async function lockClaim(ctx: ServiceContext, tx: Tx, claimId: number) {
  const { quote, row } = await lockJobRecord(ctx, tx, claims, claimId, 'No such claim.');
  return { quote, claim: row };
}

/** The facts every claim event names. */
export const claimFactsOf = (claim: ClaimRow) => ({
  claimId: claim.id,
  carrier: claim.carrier,
  claimNumber: claim.claimNumber,
});

function checkDates(input: ClaimInput) {
  if (input.dateOfLoss > easternToday()) {
    throw new AppError('VALIDATION_FAILED', 'The date of loss cannot be in the future.', {
      dateOfLoss: 'Choose today or a day before',
    });
  }
}

/**
 * A claim opened or changed: what follows from it inside the same transaction. Florida's rules:
 * a contract issued but unsigned is reissued with the insurance-claim terms and notices, so the
 * version the homeowner signs carries them (domain/contracts/claim-changed.ts).
 */
async function claimChanged(
  ctx: ServiceContext,
  tx: Tx,
  quoteId: number,
  correlationId: string,
): Promise<void> {
  await onClaimChanged(ctx, tx, quoteId, correlationId);
}

/** Puts a claim on a job (one per job: 409 when it has one), with quote.claim.opened. */
export async function openClaim(
  ctx: ServiceContext,
  quoteId: number,
  input: ClaimInput,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Claim> {
  checkDates(input);
  const store = claimStore(ctx.db);
  return ctx.db.transaction(async (tx) => {
    // The job's row is locked: two staff opening a claim at once get one claim and one 409.
    const quote = await lockJobById(ctx, tx, quoteId);
    if (await store.ofQuote(quoteId, tx)) {
      throw new AppError('CONFLICT', 'This job already has a claim; open it to make changes.');
    }
    const claim = await store.insert(tx, {
      quoteId,
      estimateNumber: quote.estimateNumber,
      ...claimColumns(input),
      createdBy: staff.displayName.slice(0, 100),
    });
    await ctx.publish(
      tx,
      claimOpened,
      { ...customerOf(quote), ...claimFactsOf(claim), openedBy: staff.displayName },
      correlationId,
    );
    await claimChanged(ctx, tx, quoteId, correlationId);
    return toClaim({ quote, claim, lines: [], supplements: [], documents: [], payments: [] });
  });
}

/**
 * Changes a claim's facts (PUT /api/claims/:id) or replaces one side of its scope, with
 * quote.claim.updated naming the part; the answer is the claim as it now stands.
 */
async function changeClaim(
  ctx: ServiceContext,
  claimId: number,
  part: 'facts' | 'carrier-scope' | 'our-scope',
  write: (tx: Tx, claim: ClaimRow) => Promise<ClaimRow>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const { quote, claim: locked } = await lockClaim(ctx, tx, claimId);
    const claim = await write(tx, locked);
    await ctx.publish(
      tx,
      claimUpdated,
      {
        ...claimFactsOf(claim),
        quoteId: quote.id,
        estimateNumber: quote.estimateNumber,
        part,
        updatedBy: staff.displayName,
      },
      correlationId,
    );
    await claimChanged(ctx, tx, quote.id, correlationId);
    return toClaim(await claimParts(tx, claim, quote));
  });
}

export function updateClaim(
  ctx: ServiceContext,
  claimId: number,
  input: ClaimInput,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Claim> {
  checkDates(input);
  const store = claimStore(ctx.db);
  return changeClaim(
    ctx,
    claimId,
    'facts',
    async (tx, claim) => (await store.update(tx, claim.id, claimColumns(input))) ?? claim,
    staff,
    correlationId,
  );
}

/** Replaces the carrier's scope lines or ours, as a whole. */
export function setScopeLines(
  ctx: ServiceContext,
  claimId: number,
  side: ScopeSide,
  input: z.output<typeof ScopeLinesInputSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Claim> {
  const store = claimStore(ctx.db);
  return changeClaim(
    ctx,
    claimId,
    side === 'carrier' ? 'carrier-scope' : 'our-scope',
    async (tx, claim) => {
      await store.replaceLines(tx, claim.id, side, null, lineRows(side, null, input.lines));
      return (await store.update(tx, claim.id, {})) ?? claim;
    },
    staff,
    correlationId,
  );
}
