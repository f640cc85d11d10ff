import { staffSignInAlertEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import { staffSignInAlertEmail } from '../emails/staff-sign-in-alert.tsx';
import { notificationStore } from '../store/notifications.ts';

export const sendStaffSignInAlertEmails = handleJob(
  staffSignInAlertEmails,
  async ({ data, job, ctx }) => {
    const { alert, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_staff_sign_in_alert',
          estimateNumber: null,
          to: ctx.config.OFFICE_EMAIL,
          ...(await staffSignInAlertEmail(alert)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
