import {
  easternToday,
  type InspectionCreateSchema,
  type InspectionKind,
  type InspectionResultInputSchema,
  inspectionRecorded,
  inspectionScheduled,
  type Permit,
} from '@roofing/contracts';
import {
  AppError,
  notFound,
  type ServiceContext,
  type StaffIdentity,
  type Tx,
} from '@roofing/platform';
import type { z } from 'zod';
import { permitStore } from '../../store/permits.ts';
import {
  type PermitInspectionRow,
  type PermitRow,
  permits,
  type QuoteRow,
} from '../../store/schema.ts';
import { lockJobRecord } from '../billing/locked-job.ts';
import { NO_SUCH_PERMIT, permitEventFacts, permitRecord } from './load-permit.ts';
import { dayLabel, permitStage } from './permit-status.ts';
import { inspectionLabel, toPermit } from './permit-view.ts';

/*
 * A permit's inspections: the roof dry-in (underlayment) inspection once the permit is issued,
 * the final once the dry-in passed, others as the department asks; a failed one is inspected
 * again (a new row naming it). Each change is announced in its transaction.
 */

type InspectionCreate = z.infer<typeof InspectionCreateSchema>;
type InspectionResultInput = z.infer<typeof InspectionResultInputSchema>;

export const NOT_ISSUED = 'The permit has not been issued yet.';
export const DRY_IN_NOT_PASSED = 'The dry-in inspection has not passed yet.';

/** The job and its permit, locked in that order (as every permit write does), with its inspections. */
async function lockPermit(ctx: ServiceContext, tx: Tx, permitId: number) {
  const { quote, row: permit } = await lockJobRecord(ctx, tx, permits, permitId, NO_SUCH_PERMIT);
  const inspections = await permitStore(ctx.db).inspectionsOf([permit.id], tx);
  return { quote, permit, inspections };
}

/** The failed inspection a new one of `kind` follows: the one named, or the latest failed of its kind. */
function followedFailure(
  inspections: PermitInspectionRow[],
  input: InspectionCreate,
): PermitInspectionRow | undefined {
  if (input.reinspectionOf) {
    const named = inspections.find((each) => each.id === input.reinspectionOf);
    if (named?.result !== 'fail' || named.kind !== input.kind) {
      throw new AppError('CONFLICT', 'A re-inspection follows a failed inspection of its kind.', {
        reinspectionOf: 'Choose a failed inspection of the same kind',
      });
    }
    return named;
  }
  if (input.kind === 'other') return undefined;
  return inspections.filter((each) => each.kind === input.kind && each.result === 'fail').at(-1);
}

/** Refusals of scheduling: the permit's state and the order of the roof's inspections. */
function checkSchedule(
  permit: PermitRow,
  inspections: PermitInspectionRow[],
  input: InspectionCreate,
) {
  if (!permit.issuedOn) throw new AppError('CONFLICT', NOT_ISSUED);
  if (input.scheduledOn < permit.issuedOn) {
    const message = 'An inspection cannot be before the permit was issued';
    throw new AppError('VALIDATION_FAILED', message, { scheduledOn: message });
  }
  if (input.kind === 'other') {
    if (!input.label) {
      throw new AppError('VALIDATION_FAILED', 'Name the inspection', {
        label: 'Name the inspection',
      });
    }
    return;
  }
  const ofKind = inspections.filter((each) => each.kind === input.kind);
  if (ofKind.some((each) => each.result === 'pass')) {
    throw new AppError('CONFLICT', `The ${input.kind} inspection has already passed.`);
  }
  const waiting = ofKind.find((each) => each.result === 'scheduled');
  if (waiting) {
    throw new AppError(
      'CONFLICT',
      `${waiting.label} is already scheduled for ${dayLabel(waiting.scheduledOn)}: record its result first.`,
    );
  }
  if (
    input.kind === 'final' &&
    !inspections.some((each) => each.kind === 'dry-in' && each.result === 'pass')
  ) {
    throw new AppError('CONFLICT', DRY_IN_NOT_PASSED);
  }
}

/** The permit's stage follows its inspections (kept on the row for the board). */
async function restage(ctx: ServiceContext, tx: Tx, permit: PermitRow): Promise<PermitRow> {
  const store = permitStore(ctx.db);
  const inspections = await store.inspectionsOf([permit.id], tx);
  const saved = await store.update(tx, permit.id, { stage: permitStage(permit, inspections) });
  return saved ?? permit;
}

const answer = async (ctx: ServiceContext, tx: Tx, permit: PermitRow, quote: QuoteRow) =>
  toPermit(await permitRecord(ctx, permit, tx, quote), easternToday());

/** POST /api/permits/:id/inspections: schedule an inspection (a re-inspection after a fail). */
export async function scheduleInspection(
  ctx: ServiceContext,
  permitId: number,
  input: InspectionCreate,
  correlationId: string,
): Promise<Permit> {
  return ctx.db.transaction(async (tx) => {
    const { quote, permit, inspections } = await lockPermit(ctx, tx, permitId);
    checkSchedule(permit, inspections, input);
    const failure = followedFailure(inspections, input);
    const row = await permitStore(ctx.db).insertInspection(tx, {
      permitId: permit.id,
      kind: input.kind,
      label: inspectionLabel(input.kind, input.label ?? null, Boolean(failure)),
      scheduledOn: input.scheduledOn,
      inspector: input.inspector ?? null,
      reinspectionOf: failure?.id ?? null,
    });
    const saved = await restage(ctx, tx, permit);
    await ctx.publish(
      tx,
      inspectionScheduled,
      {
        ...permitEventFacts(saved, quote),
        inspectionId: row.id,
        kind: input.kind,
        label: row.label,
        scheduledOn: row.scheduledOn,
      },
      correlationId,
    );
    return answer(ctx, tx, saved, quote);
  });
}

/** POST /api/permits/:id/inspections/:inspectionId/result: pass, fail with notes, or cancelled. */
export async function recordInspectionResult(
  ctx: ServiceContext,
  ids: { permitId: number; inspectionId: number },
  input: InspectionResultInput,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Permit> {
  const today = easternToday();
  const resultOn = input.on ?? today;
  if (resultOn > today) {
    const message = 'A result cannot be recorded for a day still to come';
    throw new AppError('VALIDATION_FAILED', message, { on: message });
  }
  return ctx.db.transaction(async (tx) => {
    const { quote, permit } = await lockPermit(ctx, tx, ids.permitId);
    const store = permitStore(ctx.db);
    const current = await store.lockInspection(tx, permit.id, ids.inspectionId);
    if (!current) throw notFound('No such inspection on this permit.');
    if (current.result !== 'scheduled') {
      throw new AppError('CONFLICT', "This inspection's result is already recorded.");
    }
    const row = await store.updateInspection(tx, current.id, {
      result: input.result,
      resultOn,
      notes: input.notes ?? null,
      inspector: input.inspector ?? current.inspector,
      recordedBy: staff.displayName,
    });
    if (!row) throw notFound('No such inspection on this permit.');
    const saved = await restage(ctx, tx, permit);
    await ctx.publish(
      tx,
      inspectionRecorded,
      {
        ...permitEventFacts(saved, quote),
        inspectionId: row.id,
        kind: row.kind as InspectionKind,
        label: row.label,
        result: input.result,
        resultOn,
        notes: row.notes,
        inspector: row.inspector,
      },
      correlationId,
    );
    return answer(ctx, tx, saved, quote);
  });
}
