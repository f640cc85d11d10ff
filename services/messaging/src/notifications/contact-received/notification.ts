import { contactReceived } from '@roofing/contracts';
import { defineEmailNotification, HOUR_MS, office } from '../define-email-notification.ts';
import { contactAcknowledgementEmail, officeContactAlertEmail } from './emails.tsx';

/** The sender's address is unverified: one acknowledgement per address and hour at most. */
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR = 1;

/** A contact-form message: the office's alert, then the sender's acknowledgement. */
export const contactReceivedNotification = defineEmailNotification({
  event: contactReceived,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-contact-received',
  job: { name: 'contact-received-emails', version: 1, payload: 'contact' },
  steps: [
    {
      step: 'office',
      type: 'office_contact_alert',
      to: office,
      replyTo: (contact) => contact.email,
      email: (contact) => officeContactAlertEmail(contact),
    },
    {
      step: 'customer',
      type: 'contact_acknowledgement',
      to: (contact) => contact.email,
      cap: { max: ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_HOUR, windowMs: HOUR_MS },
      email: (contact) => contactAcknowledgementEmail(contact),
    },
  ],
});
