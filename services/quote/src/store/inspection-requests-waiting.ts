import type { InspectionRequestedData, InspectionStatusChangedData } from '@roofing/contracts';
import type { Tx } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { inspectionRequestsWaiting, projectionStarts } from './schema.ts';

/** The name the copy's start is recorded under (migration 0015). */
export const INSPECTION_COPY = 'inspection_requests_waiting';

/** What the status page counts as waiting: a request the office has not scheduled, done or dropped. */
export const WAITING_INSPECTION_STATUS = 'pending';

/**
 * The quote service's copy of the inspection requests (their number, status and urgency), kept
 * from the lead service's events. Either event may arrive first and either may arrive twice.
 */
export const inspectionCopy = {
  /**
   * A new request: stored as pending unless a change of it arrived first (then only its request
   * time is filled in). A request made before the copy began is left out (a broker replaying its
   * history would otherwise count requests settled before their changes were announced).
   */
  async requested(tx: Tx, data: InspectionRequestedData): Promise<'kept' | 'before-copy'> {
    const requestedAt = new Date(data.requestedAt);
    const [start] = await tx
      .select({ startedAt: projectionStarts.startedAt })
      .from(projectionStarts)
      .where(eq(projectionStarts.name, INSPECTION_COPY));
    if (start && requestedAt < start.startedAt) return 'before-copy';
    await tx
      .insert(inspectionRequestsWaiting)
      .values({
        requestNumber: data.requestNumber,
        status: WAITING_INSPECTION_STATUS,
        urgencyLevel: data.urgencyLevel,
        requestedAt,
      })
      .onConflictDoUpdate({
        target: inspectionRequestsWaiting.requestNumber,
        set: { requestedAt },
      });
    return 'kept';
  },

  /**
   * A change of status: kept when it is the newest seen for the request (an older one delivered
   * late changes nothing); a change that arrives before its request makes the row with its status.
   */
  async statusChanged(tx: Tx, data: InspectionStatusChangedData): Promise<void> {
    const values = {
      requestNumber: data.requestNumber,
      status: data.status,
      urgencyLevel: data.urgencyLevel,
      statusChangedAt: new Date(data.changedAt),
    };
    await tx
      .insert(inspectionRequestsWaiting)
      .values(values)
      .onConflictDoUpdate({
        target: inspectionRequestsWaiting.requestNumber,
        set: {
          status: values.status,
          urgencyLevel: values.urgencyLevel,
          statusChangedAt: values.statusChangedAt,
        },
        setWhere: sql`${inspectionRequestsWaiting.statusChangedAt} is null or ${inspectionRequestsWaiting.statusChangedAt} <= excluded.status_changed_at`,
      });
  },
};
