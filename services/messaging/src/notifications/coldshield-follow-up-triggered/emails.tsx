import {
  COLDSHIELD_OFFER,
  COMPANY,
  type ColdshieldFollowUpTriggeredData,
} from '@roofing/contracts';
import { easternDateTime } from '../../emails/format.ts';
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

const offer = COLDSHIELD_OFFER;

/**
 * The follow-up when nobody reached a ColdShield lead within 2 business days, and the office's
 * nudge. Lead addresses are unverified: nothing the sender wrote besides their name is repeated.
 */

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
