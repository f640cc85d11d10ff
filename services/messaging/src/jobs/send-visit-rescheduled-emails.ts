import { visitRescheduledEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { visitRescheduledEmail } from '../emails/visit-rescheduled.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The site visit was set, moved or cleared: one e-mail to the customer, once per event. */
export const sendVisitRescheduledEmails = handleJob(
  visitRescheduledEmails,
  async ({ data, job, ctx }) => {
    const { visit, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:customer`,
          estimateNumber: visit.estimateNumber,
          to: visit.email,
          ...(await visitRescheduledEmail({ visit, publicUrl: ctx.config.PUBLIC_URL })),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
