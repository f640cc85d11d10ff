import { instantQuoteEmails, instantQuoteGenerated } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A new instant quote: queue the customer's copy and the office's alert. */
export const onInstantQuoteGenerated = defineConsumer({
  event: instantQuoteGenerated,
  durable: 'messaging-instant-quote-generated',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      instantQuoteEmails,
      { eventId: event.id, correlationId: event.correlationId, quote: event.data },
      { key: event.id, tx },
    );
  },
});
