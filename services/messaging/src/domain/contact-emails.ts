import {
  BUSINESS_HOURS,
  COMPANY,
  CONTACT_SUBJECTS,
  type ContactReceivedData,
  optionLabel,
} from '@roofing/contracts';
import type { EmailContent } from './quote-emails.ts';

const hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');

/** The alert the office receives for every message sent from the contact form. */
export function officeContactAlertEmail(contact: ContactReceivedData): EmailContent {
  const subject = optionLabel(CONTACT_SUBJECTS, contact.subject) || 'General';
  return {
    subject: `Website message (${subject}) from ${contact.name}`,
    text: [
      `New message from the website contact form`,
      '',
      `From: ${contact.name}`,
      `Phone: ${contact.phone}`,
      `E-mail: ${contact.email}`,
      `Subject: ${subject}`,
      `Received: ${contact.receivedAt}`,
      '',
      contact.message,
      '',
      'Reply to the sender within one business day.',
    ].join('\n'),
  };
}

/**
 * The acknowledgement the sender receives, so they know the message arrived. The address is not
 * verified, so nothing the sender wrote is repeated here (the office alert keeps the message):
 * the form cannot make us mail someone else a text of the sender's choosing.
 */
export function contactAcknowledgementEmail(contact: ContactReceivedData): EmailContent {
  return {
    subject: `We received your message – ${COMPANY.name}`,
    text: [
      `Hi ${contact.name},`,
      '',
      `Thank you for contacting ${COMPANY.name}. Your message reached our office and someone from the team will get back to you shortly, usually within one business day.`,
      '',
      `Office hours: ${hours}.`,
      `If water is coming in or a storm has damaged your roof, don't wait for our reply: call ${COMPANY.phone}, day or night.`,
      '',
      COMPANY.name,
      `${COMPANY.phone} · ${COMPANY.email} · ${COMPANY.website}`,
    ].join('\n'),
  };
}
