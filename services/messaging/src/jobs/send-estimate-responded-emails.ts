import { estimateRespondedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { customerAnswerEmail, officeAnswerEmail } from '../emails/estimate-answered.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The customer's receipt (or acknowledgement) of their answer, then the office's alert. */
export const sendEstimateRespondedEmails = handleJob(
  estimateRespondedEmails,
  async ({ data, job, ctx }) => {
    const { answer, eventId, correlationId } = data;
    const props = { answer, publicUrl: ctx.config.PUBLIC_URL };
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:customer`,
          estimateNumber: answer.estimateNumber,
          to: answer.email,
          ...(await customerAnswerEmail(props)),
        },
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_estimate_answered',
          estimateNumber: answer.estimateNumber,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: answer.email,
          ...(await officeAnswerEmail(props)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
