import { coldshieldFollowUpEmails, coldshieldFollowUpTriggered } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** Nobody reached a ColdShield lead in 2 business days: queue its one follow-up e-mail. */
export const onColdshieldFollowUpTriggered = defineConsumer({
  event: coldshieldFollowUpTriggered,
  durable: 'messaging-coldshield-follow-up',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      coldshieldFollowUpEmails,
      { eventId: event.id, correlationId: event.correlationId, lead: event.data },
      { key: event.id, tx },
    );
  },
});
