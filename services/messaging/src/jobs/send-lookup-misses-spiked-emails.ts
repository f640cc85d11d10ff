import { lookupMissesSpikedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { officeLookupMissesEmail } from '../emails/lookup-misses-spiked.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The office's alert of a spike of unknown-number lookups (one per event, so one per window). */
export const sendLookupMissesSpikedEmails = handleJob(
  lookupMissesSpikedEmails,
  async ({ data, job, ctx }) => {
    const { spike, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_lookup_misses_alert',
          estimateNumber: null,
          to: ctx.config.OFFICE_EMAIL,
          ...(await officeLookupMissesEmail({ spike })),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
