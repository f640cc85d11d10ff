import { serviceRequestOpenedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import {
  officeServiceRequestEmail,
  serviceRequestAcknowledgementEmail,
} from '../emails/service-request.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The office's alert first (it carries the description), then the customer's acknowledgement. */
export const sendServiceRequestEmails = handleJob(
  serviceRequestOpenedEmails,
  async ({ data, job, ctx }) => {
    const { request, eventId, correlationId } = data;
    const props = { request, publicUrl: ctx.config.PUBLIC_URL };
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_service_request_alert',
          estimateNumber: request.estimateNumber,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: request.email,
          ...(await officeServiceRequestEmail(props)),
        },
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'service_request_acknowledgement',
          estimateNumber: request.estimateNumber,
          to: request.email,
          ...(await serviceRequestAcknowledgementEmail(props)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
