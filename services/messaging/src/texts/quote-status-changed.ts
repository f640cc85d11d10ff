import { quoteStatusChanged } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { recordVisit } from '../sms/store.ts';
import { textCustomer } from '../sms/text-customer.ts';
import { textVisit } from './visit-reminder.ts';

/**
 * A status change: a scheduled site visit is texted (with its reminder the day before), the crew
 * starting work ("on the way", in_progress) and the job completed are texted too.
 */
export const textsOnQuoteStatusChanged = defineConsumer({
  event: quoteStatusChanged,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-quote-status-changed',
  async handle({ event, tx, ctx }) {
    const change = event.data;
    const common = {
      phone: change.phone,
      estimateNumber: change.estimateNumber,
      language: change.language,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    };
    if (change.to === 'site_visit_scheduled' && change.scheduledDate) {
      await textVisit(ctx, tx, {
        ...common,
        eventId: event.id,
        scheduledDate: change.scheduledDate,
      });
      return;
    }
    // Away from a scheduled visit: its reminder is no longer owed.
    if (change.from === 'site_visit_scheduled') {
      await recordVisit(tx, change.estimateNumber, null);
    }
    if (change.to === 'in_progress') {
      await textCustomer(ctx, tx, { ...common, kind: 'crew-on-the-way', message: 'crewOnTheWay' });
    } else if (change.to === 'completed') {
      await textCustomer(ctx, tx, { ...common, kind: 'job-completed', message: 'jobCompleted' });
    }
  },
});
