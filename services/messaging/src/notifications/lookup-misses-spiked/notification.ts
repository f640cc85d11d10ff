import { lookupMissesSpiked } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { officeLookupMissesEmail } from './emails.tsx';

/** Unknown numbers are being guessed across many clients: the office's alert (one per window). */
export const lookupMissesSpikedNotification = defineEmailNotification({
  event: lookupMissesSpiked,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-lookup-misses-spiked',
  job: { name: 'lookup-misses-spiked-emails', version: 1, payload: 'spike' },
  steps: [
    {
      step: 'office',
      type: 'office_lookup_misses_alert',
      to: office,
      email: (spike) => officeLookupMissesEmail({ spike }),
    },
  ],
});
