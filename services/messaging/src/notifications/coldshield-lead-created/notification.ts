import { coldshieldLeadCreated } from '@roofing/contracts';
import { defineEmailNotification, HOUR_MS, office } from '../define-email-notification.ts';
import { coldshieldAcknowledgementEmail, officeColdshieldAlertEmail } from './emails.tsx';

/** The lead's address is unverified: one acknowledgement per address and hour at most. */
export const COLDSHIELD_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR = 1;

/** A thermal-scan request: the office's alert, then the lead's acknowledgement. */
export const coldshieldLeadCreatedNotification = defineEmailNotification({
  event: coldshieldLeadCreated,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-coldshield-lead-created',
  job: { name: 'coldshield-lead-emails', version: 1, payload: 'lead' },
  steps: [
    {
      step: 'office',
      type: 'office_coldshield_alert',
      to: office,
      replyTo: (lead) => lead.email,
      email: (lead) => officeColdshieldAlertEmail(lead),
    },
    {
      step: 'customer',
      type: 'coldshield_acknowledgement',
      to: (lead) => lead.email,
      cap: { max: COLDSHIELD_ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS },
      email: (lead) => coldshieldAcknowledgementEmail(lead),
    },
  ],
});
