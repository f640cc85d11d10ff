import { serviceRequestOpened } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { textOffice } from '../sms/text-customer.ts';

/** A customer asked for service on a finished job: the office's mobile is alerted. */
export const textsOnServiceRequestOpened = defineConsumer({
  event: serviceRequestOpened,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-service-request-opened',
  async handle({ event, tx, ctx }) {
    const request = event.data;
    await textOffice(ctx, tx, {
      body: `Service request (${request.requestType}, ${request.priority} priority) on ${request.estimateNumber}: ${request.firstName} ${request.lastName}, ${request.phone}, ${request.streetAddress}, ${request.city}.`,
      estimateNumber: request.estimateNumber,
      dedupeKey: `${event.id}:office`,
      correlationId: event.correlationId,
    });
  },
});
