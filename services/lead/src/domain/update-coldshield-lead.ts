import type { ColdshieldLeadUpdate } from '@roofing/contracts';
import { notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import type { ColdshieldLeadStore } from '../store/coldshield-leads.ts';
import type { ColdshieldLeadRow } from '../store/schema.ts';

/**
 * What a staff change does to a lead, beyond the fields it names: a scan date schedules the scan
 * (and moves a new or contacted lead to scan_scheduled); clearing it unschedules; `converted`
 * follows the status (a lead sent back to contacted or scan_scheduled is no longer converted;
 * closing a converted lead keeps the fact).
 */
export function coldshieldLeadChanges(
  lead: ColdshieldLeadRow,
  update: ColdshieldLeadUpdate,
): Partial<ColdshieldLeadRow> {
  const changes: Partial<ColdshieldLeadRow> = {};
  if (update.estimatedSavings !== undefined)
    changes.estimatedSavings =
      update.estimatedSavings === null ? null : update.estimatedSavings.toFixed(2);
  if (update.thermalScanDate !== undefined) {
    changes.thermalScanDate = update.thermalScanDate ? new Date(update.thermalScanDate) : null;
    changes.thermalScanScheduled = update.thermalScanDate !== null;
    if (update.status === undefined) {
      if (update.thermalScanDate && ['thermal_scan_requested', 'contacted'].includes(lead.status))
        changes.status = 'scan_scheduled';
      if (!update.thermalScanDate && lead.status === 'scan_scheduled') changes.status = 'contacted';
    }
  }
  if (update.status !== undefined) changes.status = update.status;
  if (changes.status === 'converted') changes.converted = true;
  if (changes.status === 'contacted' || changes.status === 'scan_scheduled')
    changes.converted = false;
  return changes;
}

export async function updateColdshieldLead(
  ctx: ServiceContext,
  store: ColdshieldLeadStore,
  id: number,
  update: ColdshieldLeadUpdate,
  staff: StaffIdentity,
): Promise<ColdshieldLeadRow> {
  const row = await ctx.db.transaction(async (tx) => {
    // Locked: the follow-up job reads the status under the same lock, so it sees this change.
    const lead = await store.lockById(tx, id);
    if (!lead) throw notFound('No ColdShield lead with that id');
    return store.update(tx, id, coldshieldLeadChanges(lead, update));
  });
  if (!row) throw notFound('No ColdShield lead with that id');
  ctx.logger.info(
    { leadId: id, status: row.status, by: staff.username },
    'ColdShield lead updated',
  );
  return row;
}
