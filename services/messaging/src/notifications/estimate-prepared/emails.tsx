import {
  COMPANY,
  customerState,
  type EstimatePreparedData,
  formatAnswerBy,
} from '@roofing/contracts';
import {
  daysLeft,
  excerpt,
  formatMoney,
  portalUrl,
  projectStatusUrl,
  trackUrl,
} from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Quoted } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The estimate is ready, and the two reminders that may follow it. They show the amount, a short
 * excerpt of the proposal notes (written by our staff) and how long the customer has to answer;
 * the answer itself is given on the track page.
 */

/** At most this many characters of the proposal notes: the full text is on the track page. */
export const NOTES_EXCERPT = 280;

/** "30 days", "1 day"; on the last day (0 whole days) "less than a day". */
const days = (count: number) =>
  count === 0 ? 'less than a day' : count === 1 ? '1 day' : `${count} days`;

const reasonFor = (estimate: EstimatePreparedData) =>
  `You receive this e-mail because you asked ${COMPANY.name} for an estimate (${estimate.estimateNumber}).`;

function EstimateSummary({ estimate, now }: { estimate: EstimatePreparedData; now: Date }) {
  const notes = excerpt(estimate.proposalNotes, NOTES_EXCERPT);
  return (
    <>
      <Panel>
        <Field label="Estimate number">{estimate.estimateNumber}</Field>
        <Field label="Status">
          {customerState({ status: 'estimate_prepared', expired: false }).label}
        </Field>
        <Field label="Estimate amount">{formatMoney(estimate.estimateAmount)}</Field>
        <Field label="Answer by">
          {formatAnswerBy(estimate.expiresAt)} ({days(daysLeft(estimate.expiresAt, now))} left)
        </Field>
      </Panel>
      {notes ? (
        <>
          <H>From your proposal</H>
          <Quoted text={notes} />
        </>
      ) : null}
    </>
  );
}

interface ReadyProps {
  estimate: EstimatePreparedData;
  publicUrl: string;
  /** It replaces an estimate the customer already received. */
  revised: boolean;
}

export function EstimateReady({ estimate, publicUrl, revised }: ReadyProps) {
  const now = new Date(estimate.preparedAt);
  return (
    <EmailLayout
      preview={`${revised ? 'Updated estimate' : 'Your estimate'}: ${formatMoney(estimate.estimateAmount)}. You have ${days(daysLeft(estimate.expiresAt, now))} to answer.`}
      reason={reasonFor(estimate)}
    >
      <Greeting name={estimate.firstName} />
      <P>
        {revised
          ? 'We have updated your roofing estimate. This version replaces the one we sent before.'
          : 'Your roofing estimate is ready. Thank you for giving us the chance to look at your roof.'}
      </P>
      <EstimateSummary estimate={estimate} now={now} />
      <P>
        Read the full proposal and answer on the estimate page: accept it, decline it, or ask us
        questions. There is no obligation.
      </P>
      <Action href={trackUrl(publicUrl, estimate.estimateNumber)}>
        Review and respond to your estimate
      </Action>
      <P>
        Prefer to talk it through? Call {COMPANY.phone}, or write to us in your client portal:{' '}
        {portalUrl(publicUrl)}
      </P>
      <Action href={projectStatusUrl(publicUrl, estimate.estimateNumber)}>
        See your project's progress
      </Action>
    </EmailLayout>
  );
}

interface ReminderProps {
  estimate: EstimatePreparedData;
  publicUrl: string;
  reminder: 'd3' | 'd7';
  now: Date;
}

export function EstimateReminder({ estimate, publicUrl, reminder, now }: ReminderProps) {
  const left = daysLeft(estimate.expiresAt, now);
  return (
    <EmailLayout
      preview={`Your estimate ${estimate.estimateNumber} is waiting for your answer: ${days(left)} left.`}
      reason={`${reasonFor(estimate)} We send at most two reminders, and none once you have answered.`}
    >
      <Greeting name={estimate.firstName} />
      <P>
        {reminder === 'd3'
          ? 'A quick reminder: your roofing estimate is ready and waiting for your answer.'
          : `Your roofing estimate is still open, and the price holds for ${days(left)} more.`}
      </P>
      <EstimateSummary estimate={estimate} now={now} />
      <P>
        If something in the proposal is unclear, or you'd like a different option, choose "I have
        questions" on the estimate page and we will get back to you within one business day.
      </P>
      <Action href={trackUrl(publicUrl, estimate.estimateNumber)}>
        Review and respond to your estimate
      </Action>
      <P>Or call us at {COMPANY.phone}.</P>
    </EmailLayout>
  );
}

export const estimateReadyEmail = (props: ReadyProps): Promise<EmailContent> =>
  renderEmail(
    props.revised
      ? `Your updated estimate is ready (${props.estimate.estimateNumber})`
      : `Your roofing estimate is ready (${props.estimate.estimateNumber})`,
    <EstimateReady {...props} />,
  );

export const estimateReminderEmail = (props: ReminderProps): Promise<EmailContent> =>
  renderEmail(
    props.reminder === 'd3'
      ? `Reminder: your estimate ${props.estimate.estimateNumber} is waiting for your answer`
      : `Your estimate ${props.estimate.estimateNumber}: ${days(daysLeft(props.estimate.expiresAt, props.now))} left to answer`,
    <EstimateReminder {...props} />,
  );
