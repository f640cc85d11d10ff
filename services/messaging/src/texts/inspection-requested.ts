import { inspectionRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { textOffice } from '../sms/text-customer.ts';
import { keepConsent } from './consent.ts';

/**
 * An inspection request: its consent to texts is recorded, and an emergency one alerts the
 * office's mobile at once (OFFICE_SMS_NUMBER), whatever the hour.
 */
export const textsOnInspectionRequested = defineConsumer({
  event: inspectionRequested,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-inspection-requested',
  // A routine request without consent has nothing to record or send.
  appliesTo: (event) => event.data.textConsent != null || event.data.urgencyLevel === 'emergency',
  async handle({ event, tx, ctx }) {
    const request = event.data;
    await keepConsent(tx, request.textConsent, request.requestNumber);
    if (request.urgencyLevel !== 'emergency') return;
    await textOffice(ctx, tx, {
      body: `EMERGENCY inspection request ${request.requestNumber}: ${request.customerName}, ${request.customerPhone}, ${request.propertyAddress}. Call within the hour.`,
      dedupeKey: `${event.id}:office`,
      correlationId: event.correlationId,
    });
  },
});
