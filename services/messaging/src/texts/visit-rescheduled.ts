import { visitRescheduled } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { recordVisit } from '../sms/store.ts';
import { textVisit } from './visit-reminder.ts';

/** The visit moved: the new time is texted and its reminder booked; the old one's is dropped. */
export const textsOnVisitRescheduled = defineConsumer({
  event: visitRescheduled,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-visit-rescheduled',
  async handle({ event, tx, ctx }) {
    const visit = event.data;
    if (!visit.scheduledDate) {
      await recordVisit(tx, visit.estimateNumber, null);
      return;
    }
    await textVisit(ctx, tx, {
      eventId: event.id,
      correlationId: event.correlationId,
      estimateNumber: visit.estimateNumber,
      phone: visit.phone,
      language: visit.language,
      scheduledDate: visit.scheduledDate,
    });
  },
});
