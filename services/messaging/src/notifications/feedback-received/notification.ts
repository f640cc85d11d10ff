import { feedbackReceived } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { officeFeedbackEmail } from './emails.tsx';

/** A rated job: the office's note (flagged for a call when low); the customer gets no e-mail. */
export const feedbackReceivedNotification = defineEmailNotification({
  event: feedbackReceived,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-feedback-received',
  job: { name: 'feedback-received-emails', version: 1, payload: 'feedback' },
  steps: [
    {
      step: 'office',
      type: 'office_feedback_alert',
      to: office,
      replyTo: (feedback) => feedback.email,
      estimateNumber: (feedback) => feedback.estimateNumber,
      email: (feedback, { publicUrl }) => officeFeedbackEmail({ feedback, publicUrl }),
    },
  ],
});
