import { quoteStatusChanged, quoteStatusEmails } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { isNotifiedStatus } from '../emails/quote-progress.tsx';
import { followupStore } from '../store/estimate-followups.ts';

/**
 * A status the customer hears about (visit scheduled, work started, completed): queue the e-mail.
 * An estimate that staff move on from "estimate ready" (say, accepted by phone) no longer waits
 * for the customer's answer: its reminders stop as if it had been answered.
 * A completed job re-opened (completed → any other status) tells the customer nothing: the work
 * has not "started", and nothing may claim the roof is done (its warranties are voided and shown
 * so in the portal). A later completion is not announced again (see send-quote-status-emails).
 */
export const onQuoteStatusChanged = defineConsumer({
  event: quoteStatusChanged,
  durable: 'messaging-quote-status-changed',
  async handle({ event, tx, ctx }) {
    const change = event.data;
    if (change.from === 'estimate_prepared') {
      await followupStore.answered(tx, change.estimateNumber, new Date(change.changedAt));
    }
    if (change.from === 'completed' || !isNotifiedStatus(change.to)) return;
    await ctx.enqueue(
      quoteStatusEmails,
      { eventId: event.id, correlationId: event.correlationId, change },
      { key: event.id, tx },
    );
  },
});
