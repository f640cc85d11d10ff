import { lookupMissesSpiked, lookupMissesSpikedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** Unknown numbers are being guessed across many clients: queue the office's alert. */
export const onLookupMissesSpiked = defineConsumer({
  event: lookupMissesSpiked,
  durable: 'messaging-lookup-misses-spiked',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      lookupMissesSpikedEmails,
      { eventId: event.id, correlationId: event.correlationId, spike: event.data },
      { key: event.id, tx },
    );
  },
});
