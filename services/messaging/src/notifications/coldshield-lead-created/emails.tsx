import {
  COLDSHIELD_OFFER,
  COMPANY,
  type ColdshieldLeadCreatedData,
  type Locale,
  PROMISES,
} from '@roofing/contracts';
import { easternDateTime } from '../../emails/format.ts';
import {
  Bullets,
  EmailLayout,
  Field,
  Greeting,
  H,
  P,
  Panel,
  Quoted,
  Steps,
} from '../../emails/layout.tsx';
import { officeHoursIn } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { coldshieldT } from './messages.ts';

/**
 * The e-mails of a ColdShield thermal-scan request: the office's alert and the lead's
 * acknowledgement (the follow-up is in ../coldshield-follow-up-triggered). Lead addresses are unverified: nothing the sender wrote besides
 * their name (the facility address, the details) is repeated to them.
 */

const offer = COLDSHIELD_OFFER;
const scanValue = `$${offer.thermalScanValue}`;

/** The offer's terms, in the acknowledgement and the follow-up, in the lead's language. */
export const offerTerms = (locale: Locale = 'en') => {
  const t = coldshieldT(locale);
  return [
    t('termFree', { value: scanValue }),
    t('termReduction', { percent: offer.maxThermalReductionPercent }),
    t('termRetrofit', { days: offer.retrofitDays }),
    t('termWarranty', { years: offer.warrantyYears, days: offer.moneyBackDays }),
    t('termSpots', {
      spots: offer.spotsPerMonth,
      served: offer.facilitiesServed.replace('+', ''),
    }),
  ];
};

/** The office's alert for every thermal-scan request: every field, Reply-To the lead. */
export function OfficeColdshieldAlert({ lead }: { lead: ColdshieldLeadCreatedData }) {
  return (
    <EmailLayout
      preview={`${lead.name} asked for a free thermal scan at ${lead.address}`}
      reason="Sent to the office for every ColdShield thermal scan request from the website. Reply to write to the lead."
    >
      <P>New ColdShield thermal scan request (lead #{lead.leadId})</P>
      <Panel>
        <Field label="Name">{lead.name}</Field>
        <Field label="Phone">{lead.phone}</Field>
        <Field label="E-mail">{lead.email}</Field>
        <Field label="Facility address">{lead.address}</Field>
        <Field label="Received">{easternDateTime(lead.requestedAt)}</Field>
      </Panel>
      <H>Additional details from the lead:</H>
      {lead.message ? <Quoted text={lead.message} /> : <P>(none given)</P>}
      <P>
        Promise to the lead: a call within {PROMISES.contactWithinHours} hours to book the scan. If
        the lead is not marked contacted within {offer.followUpAfterBusinessDays} business days, the
        site sends them a follow-up e-mail.
      </P>
    </EmailLayout>
  );
}

/** The acknowledgement the lead receives: the offer and what happens next, nothing they wrote. */
export function ColdshieldAcknowledgement({ lead }: { lead: ColdshieldLeadCreatedData }) {
  const locale = lead.language ?? 'en';
  const t = coldshieldT(locale);
  const hours = PROMISES.contactWithinHours;
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { hours })}
      reason={t('reason', { website: COMPANY.website })}
    >
      <Greeting name={lead.name} locale={locale} />
      <P>{t('thanks', { offer: offer.name, company: COMPANY.name })}</P>
      <H>{t('nextTitle')}</H>
      <Steps items={[t('stepCall', { hours }), t('stepScan'), t('stepReport')]} />
      <H>{t('offerTitle')}</H>
      <Bullets items={offerTerms(locale)} />
      <H>{t('prepareTitle')}</H>
      <Bullets items={[t('prepareBills'), t('prepareRooms'), t('prepareLeaks')]} />
      <P>{t('questions', { phone: COMPANY.phone, hours: officeHoursIn(locale) })}</P>
    </EmailLayout>
  );
}

export const officeColdshieldAlertEmail = (
  lead: ColdshieldLeadCreatedData,
): Promise<EmailContent> =>
  renderEmail(
    `ColdShield thermal scan request from ${lead.name}, ${lead.address}`,
    <OfficeColdshieldAlert lead={lead} />,
  );

export const coldshieldAcknowledgementEmail = (
  lead: ColdshieldLeadCreatedData,
): Promise<EmailContent> =>
  renderEmail(
    coldshieldT(lead.language ?? 'en')('subject', { offer: offer.name, company: COMPANY.name }),
    <ColdshieldAcknowledgement lead={lead} />,
  );
