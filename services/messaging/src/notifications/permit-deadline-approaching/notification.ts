import { permitDeadlineApproaching } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { permitDeadlineEmail } from './emails.tsx';

/** A Florida permit-clock date is 7 days away: the office is warned (the customer is not mailed). */
export const permitDeadlineApproachingNotification = defineEmailNotification({
  event: permitDeadlineApproaching,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-permit-deadline-approaching',
  job: { name: 'permit-deadline-emails', version: 1, payload: 'warning' },
  steps: [
    {
      step: 'office',
      type: 'office_permit_deadline',
      to: office,
      replyTo: (warning) => warning.email,
      estimateNumber: (warning) => warning.estimateNumber,
      email: (warning, { publicUrl }) => permitDeadlineEmail({ warning, publicUrl }),
    },
  ],
});
