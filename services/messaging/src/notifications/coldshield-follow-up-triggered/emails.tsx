import {
  COLDSHIELD_OFFER,
  COMPANY,
  type ColdshieldFollowUpTriggeredData,
} from '@roofing/contracts';
import { dateTimeIn, easternDateTime } from '../../emails/format.ts';
import {
  Action,
  Bullets,
  EmailLayout,
  Field,
  Greeting,
  H,
  P,
  Panel,
} from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { offerTerms } from '../coldshield-lead-created/emails.tsx';
import { coldshieldT } from '../coldshield-lead-created/messages.ts';

const offer = COLDSHIELD_OFFER;

/**
 * The follow-up when nobody reached a ColdShield lead within 2 business days, and the office's
 * nudge. Lead addresses are unverified: nothing the sender wrote besides their name is repeated.
 */

/** The one follow-up a lead receives when nobody reached them within 2 business days. */
export function ColdshieldFollowUp({ lead }: { lead: ColdshieldFollowUpTriggeredData }) {
  const locale = lead.language ?? 'en';
  const t = coldshieldT(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('followUpPreview')}
      reason={t('followUpReason', {
        website: COMPANY.website,
        date: dateTimeIn(lead.requestedAt, locale),
      })}
    >
      <Greeting name={lead.name} locale={locale} />
      <P>{t('followUpSorry', { offer: offer.name })}</P>
      <P>{t('followUpCall', { phone: COMPANY.phone })}</P>
      <H>{t('followUpWhy')}</H>
      <Bullets items={offerTerms(locale)} />
      <P>{t('followUpIgnore')}</P>
    </EmailLayout>
  );
}

/** The office's nudge sent alongside the follow-up. */
export function OfficeColdshieldNudge(props: {
  lead: ColdshieldFollowUpTriggeredData;
  publicUrl: string;
}) {
  const { lead } = props;
  return (
    <EmailLayout
      preview={`${lead.name} has waited ${offer.followUpAfterBusinessDays} business days`}
      reason="Sent to the office when a ColdShield lead is not marked contacted within 2 business days."
    >
      <P>
        ColdShield lead #{lead.leadId} was not marked contacted within{' '}
        {offer.followUpAfterBusinessDays} business days. The lead has just been sent the follow-up
        e-mail asking them to call us.
      </P>
      <Panel>
        <Field label="Name">{lead.name}</Field>
        <Field label="Phone">{lead.phone}</Field>
        <Field label="E-mail">{lead.email}</Field>
        <Field label="Facility address">{lead.address}</Field>
        <Field label="Requested">{easternDateTime(lead.requestedAt)}</Field>
      </Panel>
      <P>Call the lead, then mark them contacted in the back office.</P>
      <Action href={new URL('/admin/dashboard', props.publicUrl).toString()}>
        Open the dashboard
      </Action>
    </EmailLayout>
  );
}

export const coldshieldFollowUpEmail = (
  lead: ColdshieldFollowUpTriggeredData,
): Promise<EmailContent> =>
  renderEmail(
    coldshieldT(lead.language ?? 'en')('followUpSubject', {
      offer: offer.name,
      company: COMPANY.name,
    }),
    <ColdshieldFollowUp lead={lead} />,
  );

export const officeColdshieldNudgeEmail = (
  lead: ColdshieldFollowUpTriggeredData,
  publicUrl: string,
): Promise<EmailContent> =>
  renderEmail(
    `ColdShield lead not contacted after ${offer.followUpAfterBusinessDays} business days: ${lead.name}`,
    <OfficeColdshieldNudge lead={lead} publicUrl={publicUrl} />,
  );
