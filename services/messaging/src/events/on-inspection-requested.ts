import { inspectionRequested, inspectionRequestedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A new inspection request: queue the office's alert and the homeowner's confirmation. */
export const onInspectionRequested = defineConsumer({
  event: inspectionRequested,
  durable: 'messaging-inspection-requested',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      inspectionRequestedEmails,
      { eventId: event.id, correlationId: event.correlationId, inspection: event.data },
      { key: event.id, tx },
    );
  },
});
