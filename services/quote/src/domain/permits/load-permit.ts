import { easternToday, type Permit } from '@roofing/contracts';
import { notFound, type ServiceContext, type Tx } from '@roofing/platform';
import { permitStore } from '../../store/permits.ts';
import { quoteStore } from '../../store/quotes.ts';
import type { PermitRow, QuoteRow } from '../../store/schema.ts';
import { customerOf } from '../estimate-view.ts';
import { type PermitRecord, toPermit } from './permit-view.ts';

/** Refusals the staff screens show as they are. */
export const NO_PERMIT_ON_JOB = 'No permit on this job yet.';
export const NO_SUCH_PERMIT = 'No permit with that id.';

/** A permit with its job, inspections and standing contract (read in `tx` when given). */
export async function permitRecord(
  ctx: ServiceContext,
  permit: PermitRow,
  tx?: Tx,
  quote?: QuoteRow,
): Promise<PermitRecord> {
  const store = permitStore(ctx.db);
  const reader = tx ?? ctx.db;
  const job = quote ?? (await quoteStore(ctx.db).findById(permit.quoteId));
  if (!job) throw notFound(NO_SUCH_PERMIT);
  const [inspections, contracts] = await Promise.all([
    store.inspectionsOf([permit.id], reader),
    store.standingContracts([permit.estimateNumber], reader),
  ]);
  return { permit, quote: job, inspections, contract: contracts.get(permit.estimateNumber) };
}

/** GET /api/permits/:id */
export async function permitById(ctx: ServiceContext, id: number): Promise<Permit> {
  const row = await permitStore(ctx.db).findById(id);
  if (!row) throw notFound(NO_SUCH_PERMIT);
  return toPermit(await permitRecord(ctx, row), easternToday());
}

/** GET /api/permits/quote/:quoteId */
export async function permitOfJob(ctx: ServiceContext, quote: QuoteRow): Promise<Permit> {
  const row = await permitStore(ctx.db).ofQuote(quote.id);
  if (!row) throw notFound(NO_PERMIT_ON_JOB);
  return toPermit(await permitRecord(ctx, row, undefined, quote), easternToday());
}

/** Who the job is for and which permit, as every permit event carries them. */
export const permitEventFacts = (permit: PermitRow, quote: QuoteRow) => ({
  ...customerOf(quote),
  permitId: permit.id,
  jurisdiction: permit.jurisdiction,
  permitNumber: permit.permitNumber,
});
