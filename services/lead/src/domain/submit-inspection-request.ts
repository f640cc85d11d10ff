import {
  type InspectionRequest,
  type InspectionRequestedData,
  inspectionRequested,
} from '@roofing/contracts';
import { AppError, postgresErrorCode, type ServiceContext } from '@roofing/platform';
import type { InspectionRequestStore } from '../store/inspection-requests.ts';
import type { InspectionRequestRow } from '../store/schema.ts';
import { newRequestNumber } from './request-number.ts';

const MAX_NUMBER_ATTEMPTS = 5;

/** The stored request as the event carries it (the office and the e-mails need nothing else). */
export function toInspectionRequestedData(row: InspectionRequestRow): InspectionRequestedData {
  return {
    requestNumber: row.requestNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    propertyAddress: row.propertyAddress,
    inspectionType: row.inspectionType,
    urgencyLevel: row.urgencyLevel,
    description: row.description,
    preferredDate: row.preferredDate,
    requestedAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores an inspection request under a fresh request number and records
 * `lead.inspection.requested` in the outbox in the same transaction: the event exists exactly when
 * the request does.
 */
export async function submitInspectionRequest(
  ctx: ServiceContext,
  store: InspectionRequestStore,
  request: InspectionRequest,
  correlationId: string,
): Promise<InspectionRequestRow> {
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await store.insert(tx, request, newRequestNumber());
        await ctx.publish(tx, inspectionRequested, toInspectionRequestedData(row), correlationId);
        return row;
      });
    } catch (error) {
      // 23505: the random number collided with a stored one; draw again.
      if (postgresErrorCode(error) === '23505' && attempt < MAX_NUMBER_ATTEMPTS) continue;
      throw error;
    }
  }
  throw new AppError('INTERNAL', 'Could not assign a request number');
}
