import type { InspectionRequestUpdate } from '@roofing/contracts';
import { notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import type { InspectionRequestStore } from '../store/inspection-requests.ts';
import type { InspectionRequestRow } from '../store/schema.ts';

/**
 * What a staff change does to an inspection request: setting the visit schedules a pending
 * request (clearing it puts a scheduled one back to pending); completing stamps the completion
 * time once; any other status clears it.
 */
export function inspectionRequestChanges(
  request: InspectionRequestRow,
  update: InspectionRequestUpdate,
  now: Date,
): Partial<InspectionRequestRow> {
  const changes: Partial<InspectionRequestRow> = {};
  if (update.assignedTo !== undefined) changes.assignedTo = update.assignedTo;
  if (update.notes !== undefined) changes.inspectionNotes = update.notes;
  if (update.followUpRequired !== undefined) changes.followUpRequired = update.followUpRequired;
  if (update.scheduledDate !== undefined) {
    changes.scheduledDate = update.scheduledDate ? new Date(update.scheduledDate) : null;
    if (update.status === undefined) {
      if (update.scheduledDate && request.status === 'pending') changes.status = 'scheduled';
      if (!update.scheduledDate && request.status === 'scheduled') changes.status = 'pending';
    }
  }
  if (update.status !== undefined) changes.status = update.status;
  const status = changes.status ?? request.status;
  if (status === 'completed') changes.completedDate = request.completedDate ?? now;
  else if (changes.status !== undefined) changes.completedDate = null;
  return changes;
}

export async function updateInspectionRequest(
  ctx: ServiceContext,
  store: InspectionRequestStore,
  id: number,
  update: InspectionRequestUpdate,
  staff: StaffIdentity,
): Promise<InspectionRequestRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const request = await store.lockById(tx, id);
    if (!request) throw notFound('No inspection request with that id');
    return store.update(tx, id, inspectionRequestChanges(request, update, new Date()));
  });
  if (!row) throw notFound('No inspection request with that id');
  ctx.logger.info(
    { requestNumber: row.requestNumber, status: row.status, by: staff.username },
    'inspection request updated',
  );
  return row;
}
