import { estimatePrepared } from '@roofing/contracts';
import { z } from 'zod';
import { REMINDERS, reminderKey } from '../../domain/estimate-followups.ts';
import { followupStore } from '../../store/estimate-followups.ts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { estimateReadyEmail } from './emails.tsx';
import { estimateReminder, sendEstimateReminder } from './estimate-reminder.ts';

/**
 * An estimate became ready (or was changed while ready): record it for the follow-ups, e-mail
 * the customer at once ("your estimate is ready": amount, an excerpt of the notes, days to answer,
 * the link; `revised` when it replaces one they had) and queue the reminders for 3 and 7 days
 * later (each checks, when due, that it is still owed). A preparation older than the one recorded
 * (a late event) sends nothing.
 */
export const estimatePreparedNotification = defineEmailNotification({
  event: estimatePrepared,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-estimate-prepared',
  job: {
    name: 'estimate-prepared-emails',
    version: 1,
    payload: 'estimate',
    extra: { revised: z.boolean() },
  },
  async consume({ event, tx, ctx, enqueue }) {
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
    await enqueue({ revised: Boolean(before?.preparedAt && before.preparedAt < preparedAt) });
    const caused = { eventId: event.id, correlationId: event.correlationId };
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
  steps: [
    {
      step: 'customer',
      type: 'estimate_ready',
      to: (estimate) => estimate.email,
      estimateNumber: (estimate) => estimate.estimateNumber,
      email: (estimate, { publicUrl, job }) =>
        estimateReadyEmail({ estimate, revised: job.revised, publicUrl }),
    },
  ],
  alsoJobs: [sendEstimateReminder],
});
