import { inspectionRequestedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import {
  inspectionConfirmationEmail,
  officeInspectionAlertEmail,
} from '../emails/inspection-requested.tsx';
import { notificationStore } from '../store/notifications.ts';

/**
 * The requester's address is unverified: one address gets at most this many inspection
 * confirmations a day, so the form cannot be used to flood someone's inbox. The office alert
 * always goes.
 */
export const INSPECTION_CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

export const sendInspectionRequestedEmails = handleJob(
  inspectionRequestedEmails,
  async ({ data, job, ctx }) => {
    const { inspection, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_inspection_alert',
          estimateNumber: null,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: inspection.customerEmail,
          ...(await officeInspectionAlertEmail(inspection)),
        },
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'inspection_confirmation',
          estimateNumber: null,
          to: inspection.customerEmail,
          cap: { max: INSPECTION_CONFIRMATIONS_PER_RECIPIENT_PER_DAY, windowMs: 24 * 3600_000 },
          ...(await inspectionConfirmationEmail(inspection)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
