import {
  type Claim,
  easternToday,
  type SupplementInputSchema,
  type SupplementStatusInputSchema,
  supplementStatusChanged,
} from '@roofing/contracts';
import {
  AppError,
  notFound,
  type ServiceContext,
  type StaffIdentity,
  type Tx,
} from '@roofing/platform';
import type { z } from 'zod';
import { claimStore } from '../../store/claims.ts';
import { jobPhotoStore } from '../../store/job-photos.ts';
import type { ClaimRow, ClaimSupplementRow, QuoteRow } from '../../store/schema.ts';
import { dollars } from '../billing/money.ts';
import { lineRows } from './claim-facts.ts';
import { claimParts, requestedCents, toClaim } from './claim-view.ts';
import { claimFactsOf, lockClaim } from './open-claim.ts';
import { moveSupplement } from './supplement-rules.ts';

type SupplementInput = z.output<typeof SupplementInputSchema>;

/** The photos offered as evidence must be this job's (and not deleted). */
async function checkPhotos(tx: Tx, quoteId: number, photoIds: readonly number[]) {
  const unique = [...new Set(photoIds)];
  const found = await jobPhotoStore(tx).ofJobInOrder(quoteId, unique);
  if (found.length !== unique.length) {
    throw new AppError('VALIDATION_FAILED', 'Choose photos of this job.', {
      photoIds: 'Some of these photos are not on this job',
    });
  }
  return unique;
}

/** A claim's supplement, locked, or 404. */
async function lockSupplementOf(
  ctx: ServiceContext,
  tx: Tx,
  claim: ClaimRow,
  supplementId: number,
): Promise<ClaimSupplementRow> {
  const row = await claimStore(ctx.db).lockSupplement(tx, supplementId);
  if (!row || row.claimId !== claim.id) throw notFound('No such supplement on this claim.');
  return row;
}

function draftOnly(row: ClaimSupplementRow) {
  if (row.status !== 'draft') {
    throw new AppError(
      'CONFLICT',
      'Only a draft supplement can be changed; this one was already submitted to the carrier.',
    );
  }
}

/** Runs `write` with the claim and its job locked; answers the claim as it then stands. */
async function withClaim(
  ctx: ServiceContext,
  claimId: number,
  write: (tx: Tx, claim: ClaimRow, quote: QuoteRow) => Promise<void>,
): Promise<Claim> {
  return ctx.db.transaction(async (tx) => {
    const { quote, claim } = await lockClaim(ctx, tx, claimId);
    await write(tx, claim, quote);
    const touched = (await claimStore(ctx.db).update(tx, claim.id, {})) ?? claim;
    return toClaim(await claimParts(tx, touched, quote));
  });
}

/** A new draft supplement: its lines, reason and evidence photos, numbered 1, 2, 3… per claim. */
export function createSupplement(
  ctx: ServiceContext,
  claimId: number,
  input: SupplementInput,
  staff: StaffIdentity,
): Promise<Claim> {
  const store = claimStore(ctx.db);
  return withClaim(ctx, claimId, async (tx, claim, quote) => {
    const photoIds = await checkPhotos(tx, quote.id, input.photoIds);
    const row = await store.insertSupplement(tx, {
      claimId: claim.id,
      number: await store.nextSupplementNumber(tx, claim.id),
      reason: input.reason,
      photoIds,
      createdBy: staff.displayName.slice(0, 100),
    });
    await store.replaceLines(
      tx,
      claim.id,
      'supplement',
      row.id,
      lineRows('supplement', row.id, input.lines),
    );
  });
}

/** A draft supplement rewritten (its lines, reason and photos); a submitted one is 409. */
export function updateSupplement(
  ctx: ServiceContext,
  claimId: number,
  supplementId: number,
  input: SupplementInput,
): Promise<Claim> {
  const store = claimStore(ctx.db);
  return withClaim(ctx, claimId, async (tx, claim, quote) => {
    draftOnly(await lockSupplementOf(ctx, tx, claim, supplementId));
    const photoIds = await checkPhotos(tx, quote.id, input.photoIds);
    await store.updateSupplement(tx, supplementId, { reason: input.reason, photoIds });
    await store.replaceLines(
      tx,
      claim.id,
      'supplement',
      supplementId,
      lineRows('supplement', supplementId, input.lines),
    );
  });
}

/** A draft supplement deleted with its lines and documents; a submitted one is 409. */
export async function deleteSupplement(
  ctx: ServiceContext,
  claimId: number,
  supplementId: number,
): Promise<void> {
  await withClaim(ctx, claimId, async (tx, claim) => {
    draftOnly(await lockSupplementOf(ctx, tx, claim, supplementId));
    await claimStore(ctx.db).deleteSupplement(tx, claim.id, supplementId);
  });
}

/**
 * A supplement submitted to the carrier, or the carrier's decision recorded (see
 * supplement-rules.ts), with quote.supplement.status-changed; the claim's totals follow.
 */
export function changeSupplementStatus(
  ctx: ServiceContext,
  claimId: number,
  supplementId: number,
  input: z.output<typeof SupplementStatusInputSchema>,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Claim> {
  const store = claimStore(ctx.db);
  return withClaim(ctx, claimId, async (tx, claim, quote) => {
    const row = await lockSupplementOf(ctx, tx, claim, supplementId);
    const requested = requestedCents(await store.linesOf(claim.id, tx), row.id);
    const today = easternToday();
    const change = moveSupplement(
      { status: row.status as never, requestedCents: requested, submittedOn: row.submittedOn },
      {
        status: input.status,
        on: input.on ?? today,
        approvedAmountCents: input.approvedAmountCents,
        note: input.note,
      },
      today,
    );
    const updated = (await store.updateSupplement(tx, row.id, change)) ?? row;
    await ctx.publish(
      tx,
      supplementStatusChanged,
      {
        ...claimFactsOf(claim),
        quoteId: quote.id,
        estimateNumber: quote.estimateNumber,
        supplementId: updated.id,
        number: updated.number,
        status: input.status,
        requestedAmount: dollars(requested),
        approvedAmount: updated.approvedAmount,
        on: input.on ?? today,
        changedBy: staff.displayName,
      },
      correlationId,
    );
  });
}
