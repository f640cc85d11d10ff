import { contactReceived, contactReceivedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A contact-form message: queue the office's alert and the sender's acknowledgement. */
export const onContactReceived = defineConsumer({
  event: contactReceived,
  durable: 'messaging-contact-received',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      contactReceivedEmails,
      { eventId: event.id, correlationId: event.correlationId, contact: event.data },
      { key: event.id, tx },
    );
  },
});
