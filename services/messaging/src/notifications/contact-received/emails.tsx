import {
  BUSINESS_HOURS,
  COMPANY,
  CONTACT_SUBJECTS,
  type ContactReceivedData,
  optionLabel,
} from '@roofing/contracts';
import { easternDateTime } from '../../emails/format.ts';
import { EmailLayout, Field, Greeting, P, Panel, Quoted } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

const hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');
const subjectOf = (contact: ContactReceivedData) =>
  optionLabel(CONTACT_SUBJECTS, contact.subject) || 'General';

/** The alert the office receives for every message sent from the contact form. */
export function OfficeContactAlert({ contact }: { contact: ContactReceivedData }) {
  return (
    <EmailLayout
      preview={`${contact.name}: ${subjectOf(contact)}`}
      reason="Sent to the office for every message from the website contact form. Reply to write to the sender."
    >
      <P>New message from the website contact form</P>
      <Panel>
        <Field label="From">{contact.name}</Field>
        <Field label="Phone">{contact.phone}</Field>
        <Field label="E-mail">{contact.email}</Field>
        <Field label="Subject">{subjectOf(contact)}</Field>
        <Field label="Received">{easternDateTime(contact.receivedAt)}</Field>
      </Panel>
      <Quoted text={contact.message} />
      <P>Reply to the sender within one business day.</P>
    </EmailLayout>
  );
}

/**
 * The acknowledgement the sender receives, so they know the message arrived. The address is not
 * verified, so of what the sender wrote only the name is repeated, as the greeting (one line of
 * at most 100 characters, no control characters); the subject and the message stay in the office
 * alert. With one acknowledgement per recipient an hour, the form cannot make us mail someone
 * else a text of the sender's choosing.
 */
export function ContactAcknowledgement({ contact }: { contact: ContactReceivedData }) {
  return (
    <EmailLayout
      preview="Your message reached our office. We usually answer within one business day."
      reason={`You receive this e-mail because this address was entered on the contact form of ${COMPANY.website}.`}
    >
      <Greeting name={contact.name} />
      <P>
        Thank you for contacting {COMPANY.name}. Your message reached our office and someone from
        the team will get back to you shortly, usually within one business day.
      </P>
      <P>Office hours: {hours}.</P>
      <P>
        If water is coming in or a storm has damaged your roof, don't wait for our reply: call{' '}
        {COMPANY.phone}, day or night.
      </P>
    </EmailLayout>
  );
}

export const officeContactAlertEmail = (contact: ContactReceivedData): Promise<EmailContent> =>
  renderEmail(
    `Website message (${subjectOf(contact)}) from ${contact.name}`,
    <OfficeContactAlert contact={contact} />,
  );

export const contactAcknowledgementEmail = (contact: ContactReceivedData): Promise<EmailContent> =>
  renderEmail(
    `We received your message – ${COMPANY.name}`,
    <ContactAcknowledgement contact={contact} />,
  );
