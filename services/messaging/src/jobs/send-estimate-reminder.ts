import { estimateReminder, type JobData } from '@roofing/contracts';
import { handleJob, type Job, type ServiceContext } from '@roofing/platform';
import { compactTime, decideReminder, reminderKey } from '../domain/estimate-followups.ts';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { estimateReminderEmail } from '../emails/estimate-ready.tsx';
import { followupStore } from '../store/estimate-followups.ts';
import { notificationStore } from '../store/notifications.ts';

export type ReminderOutcome = 'sent' | 'already-settled' | 'rescheduled' | `skipped:${string}`;

/**
 * One follow-up reminder, at `now`: sent once if still owed; recorded as not sent when the
 * estimate was answered, prepared again, written about by the customer, or expired; moved to
 * 08:00 Eastern (a new job, `notBefore` set) when due in quiet hours.
 */
export async function runEstimateReminder(
  ctx: ServiceContext,
  data: JobData<typeof estimateReminder>,
  job: Pick<Job, 'id' | 'attempt'>,
  now: Date,
): Promise<ReminderOutcome> {
  const { estimate, reminder, eventId, correlationId } = data;
  const store = notificationStore(ctx.db);
  const dedupeKey = `${eventId}:reminder-${reminder}:customer`;
  if ((await store.find(dedupeKey))?.delivered) return 'already-settled';
  const at =
    data.notBefore && Date.parse(data.notBefore) > now.getTime() ? new Date(data.notBefore) : now;
  const decision = decideReminder({
    estimate,
    followup: await followupStore.find(ctx.db, estimate.estimateNumber),
    lastCustomerMessageAt: await followupStore.lastCustomerMessageAt(
      ctx.db,
      estimate.estimateNumber,
    ),
    now: at,
  });
  const log = ctx.logger.child({ jobId: job.id, correlationId, dedupeKey });
  if (!decision.send && decision.reason === 'quiet-hours') {
    await ctx.enqueue(
      estimateReminder,
      { ...data, notBefore: decision.until.toISOString() },
      {
        key: `${reminderKey(estimate, reminder)}-${compactTime(decision.until)}`,
        delayMs: decision.until.getTime() - now.getTime(),
      },
    );
    log.info({ until: decision.until.toISOString() }, 'reminder moved out of quiet hours');
    return 'rescheduled';
  }
  if (!decision.send) {
    await store.recordNotSent(
      {
        dedupeKey,
        notificationType: 'estimate_reminder',
        estimateNumber: estimate.estimateNumber,
        recipient: estimate.email,
        title: `Estimate reminder (${reminder}) not sent`,
        message: `not sent: ${decision.reason}`,
      },
      decision.reason,
    );
    log.info({ reason: decision.reason }, 'reminder no longer owed: not sent');
    return `skipped:${decision.reason}`;
  }
  const step = {
    dedupeKey,
    notificationType: 'estimate_reminder',
    estimateNumber: estimate.estimateNumber,
    to: estimate.email,
    ...(await estimateReminderEmail({
      estimate,
      reminder,
      now: at,
      publicUrl: ctx.config.PUBLIC_URL,
    })),
  };
  await sendEmailSteps(ctx, store, [step], { jobId: job.id, correlationId, attempt: job.attempt });
  return 'sent';
}

export const sendEstimateReminder = handleJob(estimateReminder, async ({ data, job, ctx }) => {
  await runEstimateReminder(ctx, data, job, new Date());
});
