import { serviceRequestOpened, serviceRequestOpenedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A customer asked for service after the job: queue the office's alert and their acknowledgement. */
export const onServiceRequestOpened = defineConsumer({
  event: serviceRequestOpened,
  durable: 'messaging-service-request-opened',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      serviceRequestOpenedEmails,
      { eventId: event.id, correlationId: event.correlationId, request: event.data },
      { key: event.id, tx },
    );
  },
});
