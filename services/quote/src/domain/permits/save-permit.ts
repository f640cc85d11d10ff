import {
  centsToDollars,
  easternToday,
  type Permit,
  type PermitInputSchema,
  permitJurisdictionForZip,
} from '@roofing/contracts';
import {
  AppError,
  notFound,
  type ServiceContext,
  type StaffIdentity,
  type Tx,
} from '@roofing/platform';
import type { z } from 'zod';
import { contractStore } from '../../store/contracts.ts';
import { permitStore } from '../../store/permits.ts';
import { type PermitRow, permits, type QuoteRow } from '../../store/schema.ts';
import { lockJobById, lockJobRecord } from '../billing/locked-job.ts';
import { isSignedContract } from '../contracts/contract-view.ts';
import { permitDatesToContract } from '../contracts/permit-dates.ts';
import { NO_SUCH_PERMIT, permitRecord } from './load-permit.ts';
import { announcePermitDates } from './permit-events.ts';
import { permitStage } from './permit-status.ts';
import { toPermit } from './permit-view.ts';

type PermitInput = z.infer<typeof PermitInputSchema>;

const JURISDICTION_NEEDED = 'Enter the building department';

/** Dates that must follow each other: refused with the field's message. */
function checkDates(input: PermitInput) {
  const fields: Record<string, string> = {};
  if (input.issuedOn && input.appliedOn && input.issuedOn < input.appliedOn) {
    fields.issuedOn = 'The permit cannot be issued before it was applied for';
  }
  if (input.expiresOn && input.issuedOn && input.expiresOn <= input.issuedOn) {
    fields.expiresOn = 'The permit must expire after it was issued';
  }
  if (input.workStartedOn && input.issuedOn && input.workStartedOn < input.issuedOn) {
    fields.workStartedOn = 'Work on a permitted roof cannot start before the permit is issued';
  }
  const [first] = Object.values(fields);
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}

/** The row's facts as the input gives them (a PUT replaces them all). */
const factsOf = (input: PermitInput) => ({
  permitNumber: input.permitNumber ?? null,
  appliedOn: input.appliedOn ?? null,
  issuedOn: input.issuedOn ?? null,
  expiresOn: input.expiresOn ?? null,
  fees: input.feesCents ? centsToDollars(input.feesCents) : null,
  workStartedOn: input.workStartedOn ?? null,
  nocRecordedOn: input.nocRecordedOn ?? null,
  nocInstrumentNumber: input.nocInstrumentNumber ?? null,
  notes: input.notes ?? null,
});

/**
 * The permit's dates reach the signed contract's permit clock, and a date set for the first time
 * is announced (quote.permit.applied, quote.permit.issued), all in the caller's transaction.
 */
async function afterSave(
  ctx: ServiceContext,
  tx: Tx,
  change: {
    saved: PermitRow;
    before: Pick<PermitRow, 'appliedOn' | 'issuedOn'> | null;
    quote: QuoteRow;
  },
  correlationId: string,
) {
  const contract = await permitDatesToContract(ctx, tx, change.saved.estimateNumber, {
    permitAppliedOn: change.saved.appliedOn,
    permitIssuedOn: change.saved.issuedOn,
    workStartedOn: change.saved.workStartedOn,
  });
  await announcePermitDates(ctx, tx, { ...change, contract }, correlationId);
}

/** POST /api/permits/quote/:quoteId: the job's permit, its jurisdiction from the ZIP unless given. */
export async function openPermit(
  ctx: ServiceContext,
  quoteId: number,
  input: PermitInput,
  staff: StaffIdentity,
  correlationId: string,
): Promise<Permit> {
  checkDates(input);
  const store = permitStore(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const quote = await lockJobById(ctx, tx, quoteId);
    if (await store.ofQuote(quote.id, tx)) {
      throw new AppError('CONFLICT', 'This job already has a permit: edit it instead.');
    }
    const derived = permitJurisdictionForZip(quote.zipCode);
    const jurisdiction = input.jurisdiction ?? derived;
    if (!jurisdiction) {
      throw new AppError('VALIDATION_FAILED', JURISDICTION_NEEDED, {
        jurisdiction: JURISDICTION_NEEDED,
      });
    }
    // Dates the office already kept on the signed contract (the billing tab) carry over.
    const signed = await contractStore(ctx.db).lockStanding(tx, quote.estimateNumber);
    const kept = isSignedContract(signed) ? signed : undefined;
    const facts = factsOf(input);
    facts.appliedOn ??= kept?.permitAppliedOn ?? null;
    facts.issuedOn ??= kept?.permitIssuedOn ?? null;
    facts.workStartedOn ??= kept?.workStartedOn ?? null;
    const row = await store.insert(tx, {
      quoteId: quote.id,
      estimateNumber: quote.estimateNumber,
      jurisdiction,
      jurisdictionSource: input.jurisdiction ? 'staff' : 'zip',
      ...facts,
      stage: permitStage(facts, []),
      createdBy: staff.displayName,
    });
    // What the contract already had was announced then (or never needs to be).
    const before = {
      appliedOn: kept?.permitAppliedOn ?? null,
      issuedOn: kept?.permitIssuedOn ?? null,
    };
    await afterSave(ctx, tx, { saved: row, before, quote }, correlationId);
    return toPermit(await permitRecord(ctx, row, tx, quote), easternToday());
  });
}

/**
 * PUT /api/permits/:id: replaces the permit's facts (a blank jurisdiction keeps the current one);
 * the dates go to the signed contract's clock in the same transaction.
 */
export async function updatePermit(
  ctx: ServiceContext,
  id: number,
  input: PermitInput,
  correlationId: string,
): Promise<Permit> {
  checkDates(input);
  const store = permitStore(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const { quote, row: current } = await lockJobRecord(ctx, tx, permits, id, NO_SUCH_PERMIT);
    const inspections = await store.inspectionsOf([current.id], tx);
    const facts = factsOf(input);
    if (!facts.issuedOn && inspections.some((each) => each.kind === 'dry-in')) {
      throw new AppError(
        'CONFLICT',
        'Inspections are on record under this permit: it stays issued.',
        { issuedOn: 'Inspections are on record: keep the date issued' },
      );
    }
    const jurisdiction =
      input.jurisdiction && input.jurisdiction !== current.jurisdiction
        ? { jurisdiction: input.jurisdiction, jurisdictionSource: 'staff' }
        : {};
    const saved = await store.update(tx, current.id, {
      ...facts,
      ...jurisdiction,
      stage: permitStage(facts, inspections),
    });
    if (!saved) throw notFound(NO_SUCH_PERMIT);
    await afterSave(ctx, tx, { saved, before: current, quote }, correlationId);
    return toPermit(await permitRecord(ctx, saved, tx, quote), easternToday());
  });
}
