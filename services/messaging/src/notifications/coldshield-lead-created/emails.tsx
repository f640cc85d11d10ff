import {
  BUSINESS_HOURS,
  COLDSHIELD_OFFER,
  COMPANY,
  type ColdshieldLeadCreatedData,
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
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The e-mails of a ColdShield thermal-scan request: the office's alert and the lead's
 * acknowledgement (the follow-up is in ../coldshield-follow-up-triggered). Lead addresses are unverified: nothing the sender wrote besides
 * their name (the facility address, the details) is repeated to them.
 */

const offer = COLDSHIELD_OFFER;
const hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');
const scanValue = `$${offer.thermalScanValue}`;

/** The offer's terms, in the acknowledgement and the follow-up. */
export const offerTerms = [
  `The thermal scan is free (a ${scanValue} value), with no obligation.`,
  `Up to ${offer.maxThermalReductionPercent}% less heat coming through the roof into your cold rooms.`,
  `The retrofit is done in ${offer.retrofitDays} days.`,
  `${offer.warrantyYears}-year warranty and a ${offer.moneyBackDays}-day money-back guarantee.`,
  `We take on ${offer.spotsPerMonth} facilities a month; more than ${offer.facilitiesServed.replace('+', '')} have been treated so far.`,
];

const scanSteps = [
  `Within ${PROMISES.contactWithinHours} hours we call you to book the scan at a time that suits your operation: we work around deliveries and peak hours.`,
  'A technician scans the roof over your coolers and freezers with an infrared camera, from the roof and from inside where we can get access. It usually takes one to two hours and nothing has to be shut down.',
  'You receive a thermal report: where heat gets through the roof, what it costs you in compressor run time, and what a ColdShield retrofit would save.',
];

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
  return (
    <EmailLayout
      preview={`We'll call you within ${PROMISES.contactWithinHours} hours to book your free thermal scan.`}
      reason={`You receive this e-mail because this address was entered on the ColdShield offer page of ${COMPANY.website}.`}
    >
      <Greeting name={lead.name} />
      <P>
        Thank you for requesting a free {offer.name} thermal scan from {COMPANY.name}. Your request
        reached our commercial team.
      </P>
      <H>What happens next</H>
      <Steps items={scanSteps} />
      <H>The offer</H>
      <Bullets items={offerTerms} />
      <H>To get the most out of the scan</H>
      <Bullets
        items={[
          'Have the last twelve months of power bills at hand: they show what the roof is costing you.',
          'Tell us which rooms are coolers and which are freezers, and their set temperatures.',
          'Let us know about roof leaks, ice build-up or condensation you have seen inside.',
        ]}
      />
      <P>
        Questions? Call {COMPANY.phone}. Office hours: {hours}.
      </P>
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
    `Your free ${offer.name} thermal scan request – ${COMPANY.name}`,
    <ColdshieldAcknowledgement lead={lead} />,
  );
