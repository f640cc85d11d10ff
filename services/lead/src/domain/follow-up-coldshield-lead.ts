import {
  type coldshieldFollowUp,
  coldshieldFollowUpTriggered,
  type JobData,
} from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import type { ColdshieldLeadStore } from '../store/coldshield-leads.ts';
import { toColdshieldLeadCreatedData } from './lead-views.ts';

export type FollowUpOutcome =
  | 'triggered'
  | 'skipped:unknown-lead'
  | 'skipped:already-sent'
  | 'skipped:staff-acted';

/**
 * The follow-up check of one lead, when it is due. Staff acting on the lead (any status other
 * than thermal_scan_requested) cancels it: the job looks at the lead as it is now rather than
 * being removed from the queue. Otherwise, under the row's lock, `followUpSent` is set and
 * `lead.coldshield.follow-up-triggered` recorded in one transaction, so a retried or repeated
 * job triggers it once.
 */
export async function followUpColdshieldLead(
  ctx: ServiceContext,
  store: ColdshieldLeadStore,
  data: JobData<typeof coldshieldFollowUp>,
): Promise<FollowUpOutcome> {
  return ctx.db.transaction(async (tx) => {
    const lead = await store.lockById(tx, data.leadId);
    if (!lead) return 'skipped:unknown-lead';
    if (lead.followUpSent) return 'skipped:already-sent';
    if (lead.status !== 'thermal_scan_requested') return 'skipped:staff-acted';
    const updated = await store.update(tx, lead.id, { followUpSent: true });
    const { message: _message, ...facts } = toColdshieldLeadCreatedData(updated ?? lead);
    await ctx.publish(
      tx,
      coldshieldFollowUpTriggered,
      { ...facts, triggeredAt: new Date().toISOString() },
      data.correlationId,
    );
    return 'triggered';
  });
}
