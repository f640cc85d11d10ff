import { coldshieldLeadCreated, coldshieldLeadEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A thermal-scan request: queue the office's alert and the lead's acknowledgement. */
export const onColdshieldLeadCreated = defineConsumer({
  event: coldshieldLeadCreated,
  durable: 'messaging-coldshield-lead-created',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      coldshieldLeadEmails,
      { eventId: event.id, correlationId: event.correlationId, lead: event.data },
      { key: event.id, tx },
    );
  },
});
