import {
  COLDSHIELD_OFFER,
  type ColdshieldLeadRequest,
  coldshieldFollowUp,
  coldshieldLeadCreated,
} from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import type { ColdshieldLeadStore } from '../store/coldshield-leads.ts';
import type { ColdshieldLeadRow } from '../store/schema.ts';
import { addBusinessDays } from './business-days.ts';
import { toColdshieldLeadCreatedData } from './lead-views.ts';

/** When a lead nobody moved on is owed its follow-up: 2 business days after it arrived. */
export const followUpDueAt = (createdAt: Date) =>
  addBusinessDays(createdAt, COLDSHIELD_OFFER.followUpAfterBusinessDays);

/** The follow-up job's key: one per lead. */
export const followUpKey = (leadId: number) => `lead-${leadId}`;

/**
 * Stores a thermal-scan request, records `lead.coldshield.created` in the outbox and queues its
 * follow-up check, all in one transaction: the event and the follow-up exist exactly when the
 * lead does (the embedded queue is a table; BullMQ enqueues at once, and a job for a lead that
 * was never committed finds no lead and does nothing).
 */
export async function submitColdshieldLead(
  ctx: ServiceContext,
  store: ColdshieldLeadStore,
  request: ColdshieldLeadRequest,
  correlationId: string,
): Promise<ColdshieldLeadRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await store.insert(tx, request);
    await ctx.publish(tx, coldshieldLeadCreated, toColdshieldLeadCreatedData(row), correlationId);
    const dueAt = followUpDueAt(row.createdAt);
    await ctx.enqueue(
      coldshieldFollowUp,
      { leadId: row.id, correlationId, dueAt: dueAt.toISOString() },
      { key: followUpKey(row.id), tx, delayMs: Math.max(0, dueAt.getTime() - Date.now()) },
    );
    return row;
  });
}
