import { quoteRequested, quoteRequestedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A new quote request: queue the customer's confirmation and the office's alert. */
export const onQuoteRequested = defineConsumer({
  event: quoteRequested,
  durable: 'messaging-quote-requested',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      quoteRequestedEmails,
      { eventId: event.id, correlationId: event.correlationId, quote: event.data },
      { key: event.id, tx },
    );
  },
});
