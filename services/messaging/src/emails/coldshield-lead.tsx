import {
  BUSINESS_HOURS,
  COLDSHIELD_OFFER,
  COMPANY,
  type ColdshieldFollowUpTriggeredData,
  type ColdshieldLeadCreatedData,
  PROMISES,
} from '@roofing/contracts';
import { easternDateTime } from './format.ts';
import {
  Action,
  Bullets,
  EmailLayout,
  Field,
  Greeting,
  H,
  P,
  Panel,
  Quoted,
  Steps,
} from './layout.tsx';
import { type EmailContent, renderEmail } from './render.tsx';

/**
 * The e-mails of the ColdShield refrigeration-roof offer: the office's alert and the lead's
 * acknowledgement when a thermal scan is requested, and the follow-up when nobody reached the
 * lead within 2 business days. Lead addresses are unverified: nothing the sender wrote besides
 * their name (the facility address, the details) is repeated to them.
 */

const offer = COLDSHIELD_OFFER;
const hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');
const scanValue = `$${offer.thermalScanValue}`;

const offerTerms = [
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

/** The one follow-up a lead receives when nobody reached them within 2 business days. */
export function ColdshieldFollowUp({ lead }: { lead: ColdshieldFollowUpTriggeredData }) {
  return (
    <EmailLayout
      preview="We haven't reached you yet about your free thermal scan. Here is how to book it."
      reason={`You receive this e-mail because this address asked for a free thermal scan on ${COMPANY.website} on ${easternDateTime(lead.requestedAt)}.`}
    >
      <Greeting name={lead.name} />
      <P>
        A couple of business days ago you asked for a free {offer.name} thermal scan, and we haven't
        managed to reach you yet. Sorry about that: we'd still like to book it for you.
      </P>
      <P>
        Call us at {COMPANY.phone}, or reply to this e-mail with a good time to call and the best
        number to reach you, and we'll put the scan on the calendar.
      </P>
      <H>Why it is worth an hour of your time</H>
      <Bullets items={offerTerms} />
      <P>
        If you have already spoken with us, or no longer need the scan, you can ignore this e-mail:
        it is the only reminder we send.
      </P>
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

export const coldshieldFollowUpEmail = (
  lead: ColdshieldFollowUpTriggeredData,
): Promise<EmailContent> =>
  renderEmail(
    `Let's book your free ${offer.name} thermal scan – ${COMPANY.name}`,
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
