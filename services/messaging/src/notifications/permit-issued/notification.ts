import { permitIssued } from '@roofing/contracts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { permitIssuedEmail } from './emails.tsx';

/** The building department issued the job's permit: the homeowner is told what comes next. */
export const permitIssuedNotification = defineEmailNotification({
  event: permitIssued,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-permit-issued',
  job: { name: 'permit-issued-emails', version: 1, payload: 'permit' },
  steps: [
    {
      step: 'customer',
      type: 'permit_issued',
      to: (permit) => permit.email,
      estimateNumber: (permit) => permit.estimateNumber,
      email: (permit, { publicUrl }) => permitIssuedEmail({ permit, publicUrl }),
    },
  ],
});
