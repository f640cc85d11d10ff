import { quoteStatusChanged, quoteStatusEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { isNotifiedStatus } from '../emails/quote-progress.tsx';

/** A status the customer hears about (visit scheduled, work started, completed): queue the e-mail. */
export const onQuoteStatusChanged = defineConsumer({
  event: quoteStatusChanged,
  durable: 'messaging-quote-status-changed',
  async handle({ event, tx, ctx }) {
    if (!isNotifiedStatus(event.data.to)) return;
    await ctx.enqueue(
      quoteStatusEmails,
      { eventId: event.id, correlationId: event.correlationId, change: event.data },
      { key: event.id, tx },
    );
  },
});
