import { feedbackReceivedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { officeFeedbackEmail } from '../emails/feedback-received.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The office's note of a rating (flagged for a call when low); the customer gets no e-mail. */
export const sendFeedbackEmails = handleJob(feedbackReceivedEmails, async ({ data, job, ctx }) => {
  const { feedback, eventId, correlationId } = data;
  await sendEmailSteps(
    ctx,
    notificationStore(ctx.db),
    [
      {
        dedupeKey: `${eventId}:office`,
        notificationType: 'office_feedback_alert',
        estimateNumber: feedback.estimateNumber,
        to: ctx.config.OFFICE_EMAIL,
        replyTo: feedback.email,
        ...(await officeFeedbackEmail({ feedback, publicUrl: ctx.config.PUBLIC_URL })),
      },
    ],
    { jobId: job.id, correlationId, attempt: job.attempt },
  );
});
