import { contactReceivedEmails } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { sendEmailSteps } from '../domain/send-email-step.ts';
import {
  contactAcknowledgementEmail,
  officeContactAlertEmail,
} from '../emails/contact-received.tsx';
import { notificationStore } from '../store/notifications.ts';

/** The sender's address is unverified: one acknowledgement per address and hour at most. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR = 1;

export const sendContactReceivedEmails = handleJob(
  contactReceivedEmails,
  async ({ data, job, ctx }) => {
    const { contact, eventId, correlationId } = data;
    await sendEmailSteps(
      ctx,
      notificationStore(ctx.db),
      [
        {
          dedupeKey: `${eventId}:office`,
          notificationType: 'office_contact_alert',
          estimateNumber: null,
          to: ctx.config.OFFICE_EMAIL,
          replyTo: contact.email,
          ...(await officeContactAlertEmail(contact)),
        },
        {
          dedupeKey: `${eventId}:customer`,
          notificationType: 'contact_acknowledgement',
          estimateNumber: null,
          to: contact.email,
          cap: { max: ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR, windowMs: 3600_000 },
          ...(await contactAcknowledgementEmail(contact)),
        },
      ],
      { jobId: job.id, correlationId, attempt: job.attempt },
    );
  },
);
