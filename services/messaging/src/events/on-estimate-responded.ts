import { estimateResponded, estimateRespondedEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { followupStore } from '../store/estimate-followups.ts';

/** The customer answered an estimate: no more reminders for it; receipt and office alert. */
export const onEstimateResponded = defineConsumer({
  event: estimateResponded,
  durable: 'messaging-estimate-responded',
  async handle({ event, tx, ctx }) {
    const answer = event.data;
    await followupStore.answered(tx, answer.estimateNumber, new Date(answer.respondedAt));
    await ctx.enqueue(
      estimateRespondedEmails,
      { eventId: event.id, correlationId: event.correlationId, answer },
      { key: event.id, tx },
    );
  },
});
