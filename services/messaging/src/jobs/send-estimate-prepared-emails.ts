import { estimatePreparedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { estimateReadyEmail } from '../emails/estimate-ready.tsx';
import { notificationStore } from '../store/notifications.ts';

/** "Your estimate is ready": amount, an excerpt of the notes, days to answer, the link. */
export const sendEstimatePreparedEmails = handleJob(
  estimatePreparedEmails,
  async ({ data, job, ctx }) => {
    const { estimate, revised, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'estimate_ready',
          estimateNumber: estimate.estimateNumber,
          to: estimate.email,
          ...(await estimateReadyEmail({ estimate, revised, publicUrl: ctx.config.PUBLIC_URL })),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
