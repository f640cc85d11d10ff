import {
  easternToday,
  type JurisdictionCountSchema,
  PERMIT_STAGES,
  type PermitBoardItem,
  type PermitBoardQuerySchema,
  type PortalPermit,
} from '@roofing/contracts';
import { notFound, type ServiceContext } from '@roofing/platform';
import type { z } from 'zod';
import { permitStore } from '../../store/permits.ts';
import type { QuoteRow } from '../../store/schema.ts';
import { permitRecord } from './load-permit.ts';
import { toBoardItem, toPortalPermit } from './permit-view.ts';

type PermitBoardQuery = z.infer<typeof PermitBoardQuerySchema>;

const stageOrder = (stage: string) =>
  PERMIT_STAGES.indexOf(stage as (typeof PERMIT_STAGES)[number]);

/**
 * The office's permits board: overdue first, then by stage (to apply first), then the oldest.
 * Overdue depends on the day, so the order is worked out in memory over the open permits (a
 * roofer's few hundred a season), then paged (sendPage sets the headers).
 */
export async function permitBoardPage(
  ctx: ServiceContext,
  query: PermitBoardQuery,
  today = easternToday(),
): Promise<{ rows: PermitBoardItem[]; total: number }> {
  const store = permitStore(ctx.db);
  const found = await store.board({
    stage: query.stage,
    jurisdiction: query.jurisdiction || undefined,
    includeClosed: query.includeClosed === 'true',
  });
  const [inspections, contracts] = await Promise.all([
    store.inspectionsOf(found.map((each) => each.permit.id)),
    store.standingContracts([...new Set(found.map((each) => each.permit.estimateNumber))]),
  ]);
  const items = found.map(({ permit, quote }) =>
    toBoardItem(
      {
        permit,
        quote,
        inspections: inspections.filter((each) => each.permitId === permit.id),
        contract: contracts.get(permit.estimateNumber),
      },
      today,
    ),
  );
  // Stable sort: the store's order (oldest first) breaks the remaining ties.
  items.sort(
    (a, b) => Number(b.overdue) - Number(a.overdue) || stageOrder(a.stage) - stageOrder(b.stage),
  );
  const start = (query.page - 1) * query.pageSize;
  return { rows: items.slice(start, start + query.pageSize), total: items.length };
}

/** GET /api/permits/jurisdictions: the board's filter with its open permits each. */
export function jurisdictionCounts(
  ctx: ServiceContext,
): Promise<z.infer<typeof JurisdictionCountSchema>[]> {
  return permitStore(ctx.db).jurisdictionCounts();
}

/** GET /api/permits/portal: the homeowner's permit timeline, or 404 while there is no permit. */
export async function portalPermitOf(ctx: ServiceContext, quote: QuoteRow): Promise<PortalPermit> {
  const permit = await permitStore(ctx.db).ofQuote(quote.id);
  if (!permit) throw notFound('No permit has been applied for yet.');
  return toPortalPermit(await permitRecord(ctx, permit, undefined, quote), easternToday());
}
