import {
  COMPANY,
  FLORIDA_DEPOSIT_RULE_PERCENT,
  type PermitIssuedData,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { dayOf } from '../../emails/billing.tsx';
import { portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Steps } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The building permit for the homeowner's roof was issued: the permit's facts, the Florida
 * deposit rule's start date when it applies, and the two inspections ahead.
 */

interface Props {
  permit: PermitIssuedData;
  publicUrl: string;
}

export function PermitIssued({ permit, publicUrl }: Props) {
  return (
    <EmailLayout
      preview={`${permit.jurisdiction} issued the permit for your new roof${permit.permitNumber ? ` (permit ${permit.permitNumber})` : ''}.`}
      reason={`You receive this e-mail because ${COMPANY.name} applied for a building permit for your roofing project (${permit.estimateNumber}).`}
    >
      <Greeting name={permit.firstName} />
      <P>
        Good news: {permit.jurisdiction} issued the building permit for your roofing project. With
        the permit in hand, we can schedule the crew.
      </P>
      <Panel>
        <Field label="Issued by">{permit.jurisdiction}</Field>
        {permit.permitNumber ? <Field label="Permit number">{permit.permitNumber}</Field> : null}
        <Field label="Issued on">{dayOf(permit.issuedOn)}</Field>
        {permit.expiresOn ? (
          <Field label="Permit valid until">{dayOf(permit.expiresOn)}</Field>
        ) : null}
        {permit.workStartBy ? (
          <Field label="Work to start by">{dayOf(permit.workStartBy)}</Field>
        ) : null}
        <Field label="Estimate number">{permit.estimateNumber}</Field>
      </Panel>
      {permit.workStartBy ? (
        <P>
          Because your deposit was more than {FLORIDA_DEPOSIT_RULE_PERCENT} % of the contract price,
          Florida law (s. 489.126, Florida Statutes) requires us to start the work within{' '}
          {WORK_START_WITHIN_DAYS} days of the permit being issued: by {dayOf(permit.workStartBy)},
          unless you agree in writing to a later date.
        </P>
      ) : null}
      <H>What happens next</H>
      <Steps
        items={[
          'We call you to agree the start date. On the first day, the crew posts the permit card at the property, as the building department requires.',
          'Once the old roof is off and the new underlayment is down, the building department inspects the dry-in before the roof covering goes on.',
          'When the roof is finished, the inspector comes back for the final inspection. We e-mail you after each inspection.',
        ]}
      />
      <P>
        You do not usually need to be home for a roof inspection; we will tell you if the inspector
        needs to get inside (to the attic, for example). Your client portal shows the permit and
        every inspection as it happens.
      </P>
      <Action href={portalEstimateUrl(publicUrl, permit.estimateNumber)}>
        See your permit and inspections
      </Action>
      <P>Questions? Call us at {COMPANY.phone} and mention the estimate number.</P>
    </EmailLayout>
  );
}

export const permitIssuedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Your roofing permit is issued${props.permit.permitNumber ? `: permit ${props.permit.permitNumber}` : ''} (${props.permit.estimateNumber})`,
    <PermitIssued {...props} />,
  );
