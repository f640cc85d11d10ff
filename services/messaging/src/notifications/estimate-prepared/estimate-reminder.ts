import { defineJob, estimatePrepared, type JobData, QUEUES } from '@roofing/contracts';
import { handleJob, type Job, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { compactTime, decideReminder, reminderKey } from '../../domain/estimate-followups.ts';
import { sendEmailSteps } from '../../domain/send-email-step.ts';
import { followupStore } from '../../store/estimate-followups.ts';
import { notificationStore } from '../../store/notifications.ts';
import { caused } from '../define-email-notification.ts';
import { estimateReminderEmail } from './emails.tsx';

/**
 * A reminder 3 or 7 days after an estimate became ready (key
 * `<estimateNumber>-<preparedAt>-d3|d7`), sent only while still owed and never in quiet hours;
 * `notBefore` is set on a reminder moved out of quiet hours. `eventId` is the preparation's.
 * Its name, version and payload are on the wire (delayed jobs wait days in the queue): never
 * changed without a migration.
 */
export const estimateReminder = defineJob({
  queue: QUEUES.notifications,
  name: 'estimate-reminder',
  version: 1,
  schema: z.object({
    ...caused,
    reminder: z.enum(['d3', 'd7']),
    estimate: estimatePrepared.schema,
    notBefore: z.string().optional(),
  }),
});

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

export const sendEstimateReminder = handleJob(
  estimateReminder,
  async ({ data, job, ctx }) => {
    await runEstimateReminder(ctx, data, job, new Date());
  },
  // An e-mail job on the notifications queue: the queue runs MAIL_JOB_CONCURRENCY at once.
  { concurrency: (ctx) => ctx.config.MAIL_JOB_CONCURRENCY },
);
