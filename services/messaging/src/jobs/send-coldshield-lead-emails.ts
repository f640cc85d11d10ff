import { coldshieldLeadEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import {
  coldshieldAcknowledgementEmail,
  officeColdshieldAlertEmail,
} from '../emails/coldshield-lead.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The lead's address is unverified: one acknowledgement per address and hour at most. */
export const COLDSHIELD_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR = 1;

export const sendColdshieldLeadEmails = handleJob(
  coldshieldLeadEmails,
  async ({ data, job, ctx }) => {
    const { lead, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_coldshield_alert',
          estimateNumber: null,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: lead.email,
          ...(await officeColdshieldAlertEmail(lead)),
        },
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'coldshield_acknowledgement',
          estimateNumber: null,
          to: lead.email,
          cap: { max: COLDSHIELD_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR, windowMs: 3600_000 },
          ...(await coldshieldAcknowledgementEmail(lead)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
