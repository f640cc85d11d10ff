import { portalCodeEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { portalCodeEmail } from '../emails/portal-code.tsx';
import { notificationStore } from '../store/notifications.ts';

/**
 * The one-time code, to the e-mail on file. The notification record keeps that a code was sent,
 * never the code: the quote service holds only its hash, and so does nothing else.
 */
export const sendPortalCodeEmails = handleJob(portalCodeEmails, async ({ data, job, ctx }) => {
  const { request, eventId, correlationId } = data;
  await sendEmailSteps(
    ctx,
    notificationStore(ctx.db),
    [
      {
        dedupeKey: `${eventId}:customer`,
        notificationType: 'portal_code',
        estimateNumber: request.estimateNumber,
        to: request.email,
        ...(await portalCodeEmail(request)),
        recorded: {
          title: 'Your confirmation code',
          message: 'A one-time code was sent (the code itself is not kept).',
        },
      },
    ],
    { jobId: job.id, correlationId, attempt: job.attempt },
  );
});
