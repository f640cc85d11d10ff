import { portalCodeRequested } from '@roofing/contracts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { portalCodeEmail } from './emails.tsx';

/**
 * A one-time code, to the e-mail on file (keyed by the event, sent once). The notification record
 * keeps that a code was sent, never the code: the quote service holds only its hash, and so does
 * nothing else.
 */
export const portalCodeRequestedNotification = defineEmailNotification({
  event: portalCodeRequested,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-portal-code-requested',
  job: { name: 'portal-code-emails', version: 1, payload: 'request' },
  steps: [
    {
      step: 'customer',
      type: 'portal_code',
      to: (request) => request.email,
      estimateNumber: (request) => request.estimateNumber,
      email: (request) => portalCodeEmail(request),
      recorded: {
        title: 'Your confirmation code',
        message: 'A one-time code was sent (the code itself is not kept).',
      },
    },
  ],
});
