import { coldshieldFollowUpEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { coldshieldFollowUpEmail, officeColdshieldNudgeEmail } from '../emails/coldshield-lead.tsx';
import { notificationStore } from '../store/notifications.ts';

/**
 * The lead service triggers one follow-up per lead; an address used for many leads still gets at
 * most one follow-up a day. The office's nudge always goes.
 */
export const COLDSHIELD_FOLLOW_UPS_PER_RECIPIENT_PER_DAY = 1;

export const sendColdshieldFollowUpEmails = handleJob(
  coldshieldFollowUpEmails,
  async ({ data, job, ctx }) => {
    const { lead, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'coldshield_follow_up',
          estimateNumber: null,
          to: lead.email,
          // Answers go to the office, which books the scan.
          replyTo: ctx.config.OFFICE_EMAIL,
          cap: { max: COLDSHIELD_FOLLOW_UPS_PER_RECIPIENT_PER_DAY, windowMs: 24 * 3600_000 },
          ...(await coldshieldFollowUpEmail(lead)),
        },
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_coldshield_nudge',
          estimateNumber: null,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: lead.email,
          ...(await officeColdshieldNudgeEmail(lead, ctx.config.PUBLIC_URL)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
