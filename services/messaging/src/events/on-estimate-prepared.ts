import { estimatePrepared, estimatePreparedEmails, estimateReminder } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { REMINDERS, reminderKey } from '../domain/estimate-followups.ts';
import { followupStore } from '../store/estimate-followups.ts';

/**
 * An estimate became ready (or was changed while ready): record it for the follow-ups, queue the
 * customer's e-mail at once and the reminders for 3 and 7 days later (each checks, when due,
 * that it is still owed). A preparation older than the one recorded (a late event) sends nothing.
 */
export const onEstimatePrepared = defineConsumer({
  event: estimatePrepared,
  durable: 'messaging-estimate-prepared',
  async handle({ event, tx, ctx }) {
    const estimate = event.data;
    const preparedAt = new Date(estimate.preparedAt);
    const before = await followupStore.find(tx, estimate.estimateNumber);
    if (before?.preparedAt && before.preparedAt.getTime() > preparedAt.getTime()) {
      ctx.logger.info(
        { eventId: event.id, correlationId: event.correlationId },
        'estimate preparation older than the recorded one: no e-mail',
      );
      return;
    }
    await followupStore.prepared(tx, estimate.estimateNumber, preparedAt);
    const caused = { eventId: event.id, correlationId: event.correlationId };
    const revised = Boolean(before?.preparedAt && before.preparedAt < preparedAt);
    await ctx.enqueue(
      estimatePreparedEmails,
      { ...caused, estimate, revised },
      { key: event.id, tx },
    );
    const expiresAt = new Date(estimate.expiresAt).getTime();
    for (const reminder of REMINDERS) {
      const dueAt = preparedAt.getTime() + reminder.afterMs;
      if (dueAt >= expiresAt) continue;
      await ctx.enqueue(
        estimateReminder,
        { ...caused, reminder: reminder.name, estimate },
        { key: reminderKey(estimate, reminder.name), tx, delayMs: Math.max(0, dueAt - Date.now()) },
      );
    }
  },
});
