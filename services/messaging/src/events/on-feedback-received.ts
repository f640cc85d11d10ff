import { feedbackReceived, feedbackReceivedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A customer rated their completed job: queue the office's note of it. */
export const onFeedbackReceived = defineConsumer({
  event: feedbackReceived,
  durable: 'messaging-feedback-received',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      feedbackReceivedEmails,
      { eventId: event.id, correlationId: event.correlationId, feedback: event.data },
      { key: event.id, tx },
    );
  },
});
