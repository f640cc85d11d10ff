import { inspectionRequested } from '@roofing/contracts';
import { DAY_MS, defineEmailNotification, office } from '../define-email-notification.ts';
import { inspectionConfirmationEmail, officeInspectionAlertEmail } from './emails.tsx';

/**
 * The requester's address is unverified: one address gets at most this many inspection
 * confirmations a day, so the form cannot be used to flood someone's inbox. The office alert
 * always goes.
 */
export const INSPECTION_CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

/** A new inspection request: the office's alert, then the homeowner's confirmation. */
export const inspectionRequestedNotification = defineEmailNotification({
  event: inspectionRequested,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-inspection-requested',
  job: { name: 'inspection-requested-emails', version: 1, payload: 'inspection' },
  steps: [
    {
      step: 'office',
      type: 'office_inspection_alert',
      to: office,
      replyTo: (inspection) => inspection.customerEmail,
      email: (inspection) => officeInspectionAlertEmail(inspection),
    },
    {
      step: 'customer',
      type: 'inspection_confirmation',
      to: (inspection) => inspection.customerEmail,
      cap: { max: INSPECTION_CONFIRMATIONS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS },
      email: (inspection, { storm }) => inspectionConfirmationEmail(inspection, storm),
    },
  ],
});
