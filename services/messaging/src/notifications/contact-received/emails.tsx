import {
  BUSINESS_HOURS,
  COMPANY,
  CONTACT_SUBJECTS,
  type ContactReceivedData,
  optionLabel,
} from '@roofing/contracts';
import { LanguageField } from '../../emails/customer-fields.tsx';
import { easternDateTime } from '../../emails/format.ts';
import { EmailLayout, Field, Greeting, P, Panel, Quoted } from '../../emails/layout.tsx';
import { officeHoursIn } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { contactReceivedT } from './messages.ts';

const _hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');
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
        <LanguageField language={contact.language} />
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
  const locale = contact.language ?? 'en';
  const t = contactReceivedT(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview')}
      reason={t('reason', { website: COMPANY.website })}
    >
      <Greeting name={contact.name} locale={locale} />
      <P>{t('thanks', { company: COMPANY.name })}</P>
      <P>{t('hours', { hours: officeHoursIn(locale) })}</P>
      <P>{t('emergency', { phone: COMPANY.phone })}</P>
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
    contactReceivedT(contact.language ?? 'en')('subject', { company: COMPANY.name }),
    <ContactAcknowledgement contact={contact} />,
  );
