import { portalCodeEmails, portalCodeRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A customer asked for a one-time code: queue its e-mail (keyed by the event, sent once). */
export const onPortalCodeRequested = defineConsumer({
  event: portalCodeRequested,
  durable: 'messaging-portal-code-requested',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      portalCodeEmails,
      { eventId: event.id, correlationId: event.correlationId, request: event.data },
      { key: event.id, tx },
    );
  },
});
