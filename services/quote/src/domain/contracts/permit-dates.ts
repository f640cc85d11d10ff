import {
  addCalendarDays,
  easternInstant,
  easternToday,
  PERMIT_WARNING_DAYS,
  type PermitDatesUpdateSchema,
  permitDeadlineApproaching,
  permitDeadlineSweep,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type Tx } from '@roofing/platform';
import { isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { contractStore } from '../../store/contracts.ts';
import { permitStore } from '../../store/permits.ts';
import { quoteStore } from '../../store/quotes.ts';
import { type ContractRow, contracts } from '../../store/schema.ts';
import { daysBetween } from '../billing/ledger-view.ts';
import { lockJobById } from '../billing/locked-job.ts';
import { customerOf } from '../estimate-view.ts';
import { contractDatesToPermit } from '../permits/contract-dates-to-permit.ts';
import { isSignedContract } from './contract-view.ts';
import { deadlinesOf } from './permit-deadlines.ts';

/*
 * Florida's deposit rule (s. 489.126) on a signed contract whose deposit is over 10 % of the
 * price: apply for the permit within 30 days of receiving the deposit, start the work within 90
 * days of the permit's issue. The office is warned 7 days before either date, once each.
 */

/** A changed deadline is warned of again. */
function withDeadlines(current: ContractRow, next: Partial<ContractRow>) {
  const merged = { ...current, ...next };
  const deadlines = deadlinesOf(merged);
  return {
    ...next,
    ...deadlines,
    ...(deadlines.permitApplyBy !== current.permitApplyBy ? { permitApplyWarnedAt: null } : {}),
    ...(deadlines.workStartBy !== current.workStartBy ? { workStartWarnedAt: null } : {}),
  };
}

/** Staff record what happened on the permit clock (PUT /api/contracts/:id/permit-dates). */
export async function updatePermitDates(
  ctx: ServiceContext,
  contractId: number,
  update: z.infer<typeof PermitDatesUpdateSchema>,
  correlationId = 'permit-dates',
): Promise<ContractRow> {
  const store = contractStore(ctx.db);
  const found = await store.findById(contractId);
  if (!found) throw notFound('No contract with that id.');
  return ctx.db.transaction(async (tx) => {
    // The job first, as the permit's own writes lock it (domain/permits/save-permit.ts).
    await lockJobById(ctx, tx, found.quoteId);
    const current = await store.lockById(tx, contractId);
    if (!current) throw notFound('No contract with that id.');
    if (!isSignedContract(current)) {
      throw new AppError('CONFLICT', 'Permit dates are kept on a signed contract.');
    }
    const row = await store.update(tx, current.id, withDeadlines(current, datesOf(update)));
    if (!row) throw notFound('No contract with that id.');
    await contractDatesToPermit(ctx, tx, row, correlationId);
    return row;
  });
}

type PermitDatesUpdate = z.infer<typeof PermitDatesUpdateSchema>;

/** The dates an update sets (undefined: left as they are). */
function datesOf(update: PermitDatesUpdate): Partial<ContractRow> {
  const next: Partial<ContractRow> = {};
  if (update.permitAppliedOn !== undefined) next.permitAppliedOn = update.permitAppliedOn;
  if (update.permitIssuedOn !== undefined) next.permitIssuedOn = update.permitIssuedOn;
  if (update.workStartedOn !== undefined) next.workStartedOn = update.workStartedOn;
  return next;
}

/**
 * The job's permit record changed (src/domain/permits/): its dates are written to the standing
 * signed contract's permit clock in the caller's transaction, its deadlines recomputed. A job
 * with no signed contract keeps its permit alone: undefined.
 */
export async function permitDatesToContract(
  ctx: ServiceContext,
  tx: Tx,
  estimateNumber: string,
  update: PermitDatesUpdate,
): Promise<ContractRow | undefined> {
  const store = contractStore(ctx.db);
  const current = await store.lockStanding(tx, estimateNumber);
  if (!current || !isSignedContract(current)) return undefined;
  const next = datesOf(update);
  const changed = Object.entries(next).some(
    ([key, value]) => current[key as keyof ContractRow] !== value,
  );
  if (!changed) return current;
  return store.update(tx, current.id, withDeadlines(current, next));
}

/**
 * The deposit invoice of a job was paid (called by the ledger in its transaction): the day it
 * was received starts the permit clock when the deposit is over 10 %. The first receipt counts.
 */
export async function depositReceived(
  ctx: ServiceContext,
  tx: Tx,
  estimateNumber: string,
  receivedOn: string,
): Promise<ContractRow | undefined> {
  const store = contractStore(ctx.db);
  const current = await store.lockStanding(tx, estimateNumber);
  if (!current || !isSignedContract(current) || current.depositReceivedOn) return current;
  // A permit opened before the contract was signed brings the dates it already has.
  const permit = await permitStore(ctx.db).ofEstimate(estimateNumber, tx);
  const fromPermit: Partial<ContractRow> = {
    permitAppliedOn: current.permitAppliedOn ?? permit?.appliedOn ?? null,
    permitIssuedOn: current.permitIssuedOn ?? permit?.issuedOn ?? null,
    workStartedOn: current.workStartedOn ?? permit?.workStartedOn ?? null,
  };
  return store.update(
    tx,
    current.id,
    withDeadlines(current, { ...fromPermit, depositReceivedOn: receivedOn }),
  );
}

/**
 * The daily sweep for `day` (Eastern): every unmet permit-application or work-start date within 7
 * days is announced once (quote.permit.deadline-approaching: the office is e-mailed); the mark
 * and the event commit together. Returns how many were announced.
 */
export async function sweepPermitDeadlines(
  ctx: ServiceContext,
  day: string,
  correlationId: string,
): Promise<number> {
  const store = contractStore(ctx.db);
  const quotes = quoteStore(ctx.db);
  const horizon = addCalendarDays(day, PERMIT_WARNING_DAYS);
  let warned = 0;
  for (const deadline of ['permit-application', 'work-start'] as const) {
    const apply = deadline === 'permit-application';
    for (const row of await store.permitDatesDue(horizon, deadline)) {
      const dueOn = apply ? row.permitApplyBy : row.workStartBy;
      const quote = await quotes.findById(row.quoteId);
      if (!dueOn || !quote) continue;
      await ctx.db.transaction(async (tx) => {
        const marked = await store.update(
          tx,
          row.id,
          apply ? { permitApplyWarnedAt: new Date() } : { workStartWarnedAt: new Date() },
          isNull(apply ? contracts.permitApplyWarnedAt : contracts.workStartWarnedAt),
        );
        if (!marked) return;
        await ctx.publish(
          tx,
          permitDeadlineApproaching,
          { ...customerOf(quote), deadline, dueOn, daysLeft: daysBetween(day, dueOn) },
          correlationId,
        );
        warned += 1;
      });
    }
  }
  return warned;
}

/** The sweep runs at 6 AM Eastern each day. */
const SWEEP_HOUR = '06:00';

/**
 * Enqueues the sweep of `day` (once: its key is the day), to run at 6 AM Eastern that day or at
 * once when that is past. The service's start enqueues today's; each sweep enqueues the next.
 */
export async function scheduleSweep(ctx: ServiceContext, day: string = easternToday()) {
  const at = easternInstant(`${day}T${SWEEP_HOUR}`)?.getTime() ?? Date.now();
  await ctx.enqueue(
    permitDeadlineSweep,
    { day, correlationId: `permit-sweep-${day}` },
    { key: `permit-sweep-${day}`, delayMs: Math.max(0, at - Date.now()) },
  );
}
