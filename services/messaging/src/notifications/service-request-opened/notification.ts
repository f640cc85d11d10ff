import { serviceRequestOpened } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { officeServiceRequestEmail, serviceRequestAcknowledgementEmail } from './emails.tsx';

/** Service asked for after the job: the office's alert first (it carries the description), then
 * the customer's acknowledgement. */
export const serviceRequestOpenedNotification = defineEmailNotification({
  event: serviceRequestOpened,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-service-request-opened',
  job: { name: 'service-request-opened-emails', version: 1, payload: 'request' },
  steps: [
    {
      step: 'office',
      type: 'office_service_request_alert',
      to: office,
      replyTo: (request) => request.email,
      estimateNumber: (request) => request.estimateNumber,
      email: (request, { publicUrl }) => officeServiceRequestEmail({ request, publicUrl }),
    },
    {
      step: 'customer',
      type: 'service_request_acknowledgement',
      to: (request) => request.email,
      estimateNumber: (request) => request.estimateNumber,
      email: (request, { publicUrl, storm }) =>
        serviceRequestAcknowledgementEmail({ request, publicUrl, storm }),
    },
  ],
});
