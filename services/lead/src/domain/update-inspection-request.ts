import { type InspectionRequestUpdate, inspectionStatusChanged } from '@roofing/contracts';
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

/**
 * Applies a staff change under the request's lock. A change of status is announced as
 * `lead.inspection.status-changed` in the same transaction (the quote service's status page counts
 * the requests still pending from it); a change that leaves the status as it was announces nothing.
 */
export async function updateInspectionRequest(
  ctx: ServiceContext,
  store: InspectionRequestStore,
  id: number,
  update: InspectionRequestUpdate,
  staff: StaffIdentity,
  correlationId: string,
): Promise<InspectionRequestRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const request = await store.lockById(tx, id);
    if (!request) throw notFound('No inspection request with that id');
    const updated = await store.update(
      tx,
      id,
      inspectionRequestChanges(request, update, new Date()),
    );
    if (updated && updated.status !== request.status) {
      await ctx.publish(
        tx,
        inspectionStatusChanged,
        {
          requestNumber: updated.requestNumber,
          status: updated.status,
          previousStatus: request.status,
          urgencyLevel: updated.urgencyLevel,
          changedAt: updated.updatedAt.toISOString(),
        },
        correlationId,
      );
    }
    return updated;
  });
  if (!row) throw notFound('No inspection request with that id');
  ctx.logger.info(
    { requestNumber: row.requestNumber, status: row.status, by: staff.username },
    'inspection request updated',
  );
  return row;
}
