import { Link, Section } from '@react-email/components';
import { COMPANY, type Locale } from '@roofing/contracts';
import { dateTimeIn, easternDateTime, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel, Quoted } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import type { EstimateCustomer } from '../../store/estimate-customers.ts';
import type { ProjectMessageRow } from '../../store/project-messages.ts';
import { messagePostedT } from './messages.ts';

type AlertedMessage = Pick<
  ProjectMessageRow,
  'estimateNumber' | 'senderName' | 'senderEmail' | 'messageContent' | 'imageUrl' | 'createdAt'
>;

const siteLink = (publicUrl: string, path: string) => new URL(path, publicUrl).toString();

/** The office's alert for a customer's message in the portal: the whole text, Reply-To them. */
export function OfficeMessageAlert({
  message,
  publicUrl,
}: {
  message: AlertedMessage;
  publicUrl: string;
}) {
  return (
    <EmailLayout
      preview={`${message.senderName} wrote about ${message.estimateNumber}`}
      reason="Sent to the office for every customer message in the client portal. Replying writes to the customer directly; answers in the back office stay in the project conversation."
    >
      <P>New message in the client portal for estimate {message.estimateNumber}</P>
      <Panel>
        <Field label="From">
          {message.senderName}
          {message.senderEmail ? ` <${message.senderEmail}>` : ''}
        </Field>
        <Field label="Sent">{easternDateTime(message.createdAt)}</Field>
        {message.imageUrl ? (
          <Field label="Image">
            {/* A link, not the bare address: a 100-character URL cannot wrap on a phone. */}
            <Link href={siteLink(publicUrl, message.imageUrl)}>Open the photo</Link> (staff sign-in
            needed)
          </Field>
        ) : null}
      </Panel>
      <Quoted text={message.messageContent} />
      <Action href={siteLink(publicUrl, '/admin/dashboard')}>Answer in the back office</Action>
    </EmailLayout>
  );
}

/** A team message as the customer's e-mail shows it. */
export type TeamMessage = Pick<
  ProjectMessageRow,
  'id' | 'senderName' | 'messageContent' | 'imageUrl' | 'createdAt'
>;

/** At most this many messages are quoted in one e-mail; the rest wait in the portal. */
export const TEAM_MESSAGES_QUOTED = 5;

/**
 * What a customer receives about team messages: how many arrived, what they say, and a link
 * that opens the client portal on this estimate to reply (the conversation lives there).
 */
export function TeamMessagesNotice({
  customer,
  count,
  messages,
  publicUrl,
  locale = 'en',
}: {
  customer: Pick<EstimateCustomer, 'firstName' | 'estimateNumber'>;
  count: number;
  messages: readonly TeamMessage[];
  publicUrl: string;
  /** The customer's language. */
  locale?: Locale;
}) {
  const t = messagePostedT(locale);
  const quoted = messages.slice(-TEAM_MESSAGES_QUOTED);
  const earlier = count - quoted.length;
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { estimateNumber: customer.estimateNumber })}
      reason={t('reason', { company: COMPANY.name })}
    >
      <Greeting name={customer.firstName} locale={locale} />
      <P>{t('intro', { count, company: COMPANY.name, estimateNumber: customer.estimateNumber })}</P>
      {earlier > 0 ? <P>{t('latest', { shown: quoted.length, earlier })}</P> : null}
      {quoted.map((message) => (
        <Section key={message.id}>
          <Panel>
            <Field label={t('from')}>{message.senderName}</Field>
            <Field label={t('sent')}>{dateTimeIn(message.createdAt, locale)}</Field>
            {message.imageUrl ? <Field label={t('photo')}>{t('photoAttached')}</Field> : null}
          </Panel>
          <Quoted text={message.messageContent} />
        </Section>
      ))}
      <Action href={portalEstimateUrl(publicUrl, customer.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <P>{shared(locale)('callUs', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const officeMessageAlertEmail = (
  message: AlertedMessage,
  publicUrl: string,
): Promise<EmailContent> =>
  renderEmail(
    `New portal message from ${message.senderName} (${message.estimateNumber})`,
    <OfficeMessageAlert message={message} publicUrl={publicUrl} />,
  );

export const teamMessagesEmail = (
  customer: Pick<EstimateCustomer, 'firstName' | 'estimateNumber'>,
  count: number,
  messages: readonly TeamMessage[],
  publicUrl: string,
  locale: Locale = 'en',
): Promise<EmailContent> =>
  renderEmail(
    messagePostedT(locale)('subject', { count }),
    <TeamMessagesNotice
      customer={customer}
      count={count}
      messages={messages}
      publicUrl={publicUrl}
      locale={locale}
    />,
  );
