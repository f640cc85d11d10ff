import {
  defineJob,
  invoiceIssued,
  type JobData,
  OVERDUE_REMINDERS_MAX,
  QUEUES,
} from '@roofing/contracts';
import { handleJob, type Job, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { compactTime } from '../../domain/estimate-followups.ts';
import { decideOverdueReminder, overdueReminderKey } from '../../domain/invoice-followups.ts';
import { sendEmailSteps } from '../../domain/send-email-step.ts';
import { invoiceFollowupStore } from '../../store/invoice-followups.ts';
import { notificationStore } from '../../store/notifications.ts';
import { caused } from '../define-email-notification.ts';
import { invoiceOverdueEmail } from './emails.tsx';

/**
 * Overdue reminder `reminder` (1-3) of an invoice, due the day after its due date and then every
 * 7 days (key `<invoiceNumber>-overdue-<n>`), sent only while the invoice is still owed and never
 * in quiet hours; `notBefore` is set on a reminder moved out of quiet hours. `eventId` is the
 * issue's. Its name, version and payload are on the wire (delayed jobs wait weeks in the queue):
 * never changed without a migration.
 */
export const invoiceOverdueReminder = defineJob({
  queue: QUEUES.notifications,
  name: 'invoice-overdue-reminder',
  version: 1,
  schema: z.object({
    ...caused,
    reminder: z.number().int().min(1).max(OVERDUE_REMINDERS_MAX),
    invoice: invoiceIssued.schema,
    notBefore: z.string().optional(),
  }),
});

export type OverdueOutcome = 'sent' | 'already-settled' | 'rescheduled' | `skipped:${string}`;

/**
 * One overdue reminder, at `now`: sent once if the invoice is still owed; recorded as not sent
 * (settled, with the reason) once it was paid or voided; moved to 08:00 Eastern (a new job,
 * `notBefore` set) when due in quiet hours.
 */
export async function runInvoiceOverdueReminder(
  ctx: ServiceContext,
  data: JobData<typeof invoiceOverdueReminder>,
  job: Pick<Job, 'id' | 'attempt'>,
  now: Date,
): Promise<OverdueOutcome> {
  const { invoice, reminder, eventId, correlationId } = data;
  const store = notificationStore(ctx.db);
  const dedupeKey = `${eventId}:overdue-${reminder}:customer`;
  if ((await store.find(dedupeKey))?.delivered) return 'already-settled';
  const at =
    data.notBefore && Date.parse(data.notBefore) > now.getTime() ? new Date(data.notBefore) : now;
  const decision = decideOverdueReminder({
    followup: await invoiceFollowupStore.find(ctx.db, invoice.number),
    now: at,
  });
  const log = ctx.logger.child({ jobId: job.id, correlationId, dedupeKey });
  if (!decision.send && decision.reason === 'quiet-hours') {
    await ctx.enqueue(
      invoiceOverdueReminder,
      { ...data, notBefore: decision.until.toISOString() },
      {
        key: `${overdueReminderKey(invoice, reminder)}-${compactTime(decision.until)}`,
        delayMs: decision.until.getTime() - now.getTime(),
      },
    );
    log.info({ until: decision.until.toISOString() }, 'overdue reminder moved out of quiet hours');
    return 'rescheduled';
  }
  if (!decision.send) {
    await store.recordNotSent(
      {
        dedupeKey,
        notificationType: 'invoice_overdue_reminder',
        estimateNumber: invoice.estimateNumber,
        recipient: invoice.email,
        title: `Overdue reminder ${reminder} for ${invoice.number} not sent`,
        message: `not sent: ${decision.reason}`,
      },
      decision.reason,
    );
    log.info({ reason: decision.reason }, 'overdue reminder no longer owed: not sent');
    return `skipped:${decision.reason}`;
  }
  const step = {
    dedupeKey,
    notificationType: 'invoice_overdue_reminder',
    estimateNumber: invoice.estimateNumber,
    to: invoice.email,
    ...(await invoiceOverdueEmail({
      invoice,
      reminder,
      balanceCents: decision.balanceCents,
      now: at,
      publicUrl: ctx.config.PUBLIC_URL,
    })),
  };
  await sendEmailSteps(ctx, store, [step], { jobId: job.id, correlationId, attempt: job.attempt });
  return 'sent';
}

export const sendInvoiceOverdueReminder = handleJob(
  invoiceOverdueReminder,
  async ({ data, job, ctx }) => {
    await runInvoiceOverdueReminder(ctx, data, job, new Date());
  },
  // An e-mail job on the notifications queue: the queue runs MAIL_JOB_CONCURRENCY at once.
  { concurrency: (ctx) => ctx.config.MAIL_JOB_CONCURRENCY },
);
