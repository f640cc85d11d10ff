import { staffSignInAlert, staffSignInAlertEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';

/** A staff account passed the failed sign-in ceiling: queue the office's alert. */
export const onStaffSignInAlert = defineConsumer({
  event: staffSignInAlert,
  durable: 'messaging-staff-sign-in-alert',
  async handle({ event, tx, ctx }) {
    await ctx.enqueue(
      staffSignInAlertEmails,
      { eventId: event.id, correlationId: event.correlationId, alert: event.data },
      { key: event.id, tx },
    );
  },
});
