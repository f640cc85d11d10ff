import { visitRescheduled, visitRescheduledEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { isVisitNotified } from '../emails/visit-rescheduled.tsx';

/**
 * Staff set, moved or cleared the site visit under an unchanged status: queue the customer's
 * e-mail (keyed by the event, so a redelivered event queues nothing new). Once the project is
 * declined, completed or cancelled no visit is pending and the customer is not bothered.
 */
export const onVisitRescheduled = defineConsumer({
  event: visitRescheduled,
  durable: 'messaging-visit-rescheduled',
  async handle({ event, tx, ctx }) {
    if (!isVisitNotified(event.data)) return;
    await ctx.enqueue(
      visitRescheduledEmails,
      { eventId: event.id, correlationId: event.correlationId, visit: event.data },
      { key: event.id, tx },
    );
  },
});
