import { quoteStatusEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { isNotifiedStatus, STATUS_EMAILS } from '../emails/quote-progress.tsx';
import { notificationStore } from '../store/notifications.ts';

/**
 * Site visit scheduled, work in progress, completed: one e-mail to the customer, at once. The
 * completion is told once per project: its step is keyed by the estimate number, not the event,
 * so completing a re-opened job again finds it already sent.
 */
export const sendQuoteStatusEmails = handleJob(quoteStatusEmails, async ({ data, job, ctx }) => {
  const { change, eventId, correlationId } = data;
  if (!isNotifiedStatus(change.to)) return;
  const email = STATUS_EMAILS[change.to];
  await sendEmailSteps(
    ctx,
    notificationStore(ctx.db),
    [
      {
        dedupeKey:
          change.to === 'completed'
            ? `${change.estimateNumber}:project-completed:customer`
            : `${eventId}:customer`,
        notificationType: email.notificationType,
        estimateNumber: change.estimateNumber,
        to: change.email,
        ...(await email.build({ change, publicUrl: ctx.config.PUBLIC_URL })),
      },
    ],
    { jobId: job.id, correlationId, attempt: job.attempt },
  );
});
