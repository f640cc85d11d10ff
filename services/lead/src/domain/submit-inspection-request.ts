import {
  type InspectionRequest,
  type InspectionRequestedData,
  inspectionRequested,
  textConsentRecord,
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
    language: row.language === 'es' ? 'es' : 'en',
    textConsent: row.textConsent ?? null,
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
  clientAddress: string,
): Promise<InspectionRequestRow> {
  // A ticked "Text me updates" box is stored as its proof; the box's bare `true` is all the client says.
  const { textUpdates, ...fields } = request;
  const textConsent = textUpdates
    ? textConsentRecord({
        phone: request.customerPhone,
        ipAddress: clientAddress,
        language: request.language,
        source: 'inspection-request',
      })
    : null;
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await store.insert(tx, { ...fields, textConsent }, newRequestNumber());
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
