import {
  COMPANY,
  customerState,
  easternVisitTime,
  type QuoteStatusChangedData,
  WARRANTY_TERMS,
} from '@roofing/contracts';
import type { ReactNode } from 'react';
import { easternDate, portalUrl, projectStatusUrl, trackUrl } from '../../emails/format.ts';
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
import { VisitExpectations } from '../../emails/visit-expectations.tsx';

/**
 * What the customer hears when staff move their project forward: the site visit is scheduled,
 * the work has started, the work is complete. Only the customer's first name and the estimate
 * number are repeated (no other text from the quote form; see docs/jobs.md).
 */

interface Props {
  change: QuoteStatusChangedData;
  publicUrl: string;
}

const reasonFor = (change: QuoteStatusChangedData) =>
  `You receive this e-mail because ${COMPANY.name} is working on your estimate ${change.estimateNumber}.`;

/** The project's state, in the same words as the track page and both portals. */
function StatusPanel({
  change,
  children,
}: {
  change: QuoteStatusChangedData;
  children?: ReactNode;
}) {
  return (
    <Panel>
      <Field label="Estimate number">{change.estimateNumber}</Field>
      <Field label="Status">{customerState({ status: change.to }).label}</Field>
      {children}
    </Panel>
  );
}

/** The progress variant of the portal, opened on this project. */
const ProgressLink = ({ change, publicUrl }: Props) => (
  <Action href={projectStatusUrl(publicUrl, change.estimateNumber)}>
    See your project's progress
  </Action>
);

export function SiteVisitScheduled({ change, publicUrl }: Props) {
  // Visits are Florida wall times, labelled ET (shared/SPEC-DECISIONS.md).
  const when = change.scheduledDate ? easternVisitTime(change.scheduledDate) : null;
  return (
    <EmailLayout
      preview={
        when ? `Your free roof inspection: ${when}` : 'Your free roof inspection is scheduled'
      }
      reason={reasonFor(change)}
    >
      <Greeting name={change.firstName} />
      <P>Your free roof inspection is scheduled.</P>
      <StatusPanel change={change}>
        <Field label="Visit">{when ?? 'we will call you to confirm the exact day and time'}</Field>
      </StatusPanel>
      <VisitExpectations />
      <P>Need another time? Call us at {COMPANY.phone} and we will find one that suits you.</P>
      <Action href={trackUrl(publicUrl, change.estimateNumber)}>Track your estimate</Action>
      <ProgressLink change={change} publicUrl={publicUrl} />
    </EmailLayout>
  );
}

export function WorkInProgress({ change, publicUrl }: Props) {
  return (
    <EmailLayout preview="Our crew has started work on your roof." reason={reasonFor(change)}>
      <Greeting name={change.firstName} />
      <P>
        Work on your roof has started (estimate {change.estimateNumber}). Thank you for choosing{' '}
        {COMPANY.name}.
      </P>
      <StatusPanel change={change} />
      <H>While we work</H>
      <Bullets
        items={[
          'Please keep cars, children and pets away from the work area and the driveway below the roof edge.',
          'Expect noise during working hours; we clean up every day and run a magnet over the yard for nails.',
          'Afternoon storms can pause the work: we never leave the roof open to the weather.',
        ]}
      />
      <P>
        Questions during the job? Write to your project team in the client portal (open it with your
        estimate number) or call {COMPANY.phone}.
      </P>
      <Action href={portalUrl(publicUrl)}>Open your client portal</Action>
      <ProgressLink change={change} publicUrl={publicUrl} />
    </EmailLayout>
  );
}

export function ProjectCompleted({ change, publicUrl }: Props) {
  return (
    <EmailLayout preview="Your roof is done. Thank you!" reason={reasonFor(change)}>
      <Greeting name={change.firstName} />
      <P>
        Your roofing project is complete (estimate {change.estimateNumber}, finished{' '}
        {easternDate(change.changedAt)}). Thank you for trusting {COMPANY.name} with your home.
      </P>
      <StatusPanel change={change} />
      <H>Your warranty</H>
      <P>
        Your project carries our warranty: {WARRANTY_TERMS.materialsYears} years on materials and{' '}
        {WARRANTY_TERMS.workmanshipYears} years on workmanship. Keep this e-mail and your contract
        with your home records. If you notice a leak or anything that doesn't look right, call{' '}
        {COMPANY.phone}: we come back.
      </P>
      <H>How did we do?</H>
      <P>
        Rate the job in your client portal (open it with your estimate number): it takes a minute
        and goes straight to the owner. A public review also helps your neighbors choose a roofer
        they can trust.
      </P>
      <Action href={portalUrl(publicUrl)}>Rate your project</Action>
      <Action href={COMPANY.social.google}>Leave a review</Action>
      <ProgressLink change={change} publicUrl={publicUrl} />
      <P>
        Your warranties, payments and the project conversation stay in your client portal, where you
        can also ask for service if anything ever needs a look.
      </P>
    </EmailLayout>
  );
}

/** The customer's e-mail when their project reached one of the statuses they hear about. */
export const siteVisitScheduledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Your roof inspection is scheduled (${props.change.estimateNumber})`,
    <SiteVisitScheduled {...props} />,
  );

export const workInProgressEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Work on your roof has started (${props.change.estimateNumber})`,
    <WorkInProgress {...props} />,
  );

export const projectCompletedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Your roof is complete: thank you (${props.change.estimateNumber})`,
    <ProjectCompleted {...props} />,
  );
