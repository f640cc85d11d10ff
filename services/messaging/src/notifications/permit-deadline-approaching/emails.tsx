import {
  FLORIDA_DEPOSIT_RULE_PERCENT,
  PERMIT_APPLY_WITHIN_DAYS,
  type PermitDeadlineApproachingData,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { Action, EmailLayout, Field, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * A Florida permit-clock date nears (s. 489.126): the office is warned, with the rule in plain
 * words and what to do before the date.
 */

interface Props {
  warning: PermitDeadlineApproachingData;
  publicUrl: string;
}

const DEADLINES = {
  'permit-application': {
    title: 'Apply for the building permit',
    rule: `the permit must be applied for within ${PERMIT_APPLY_WITHIN_DAYS} days of receiving the deposit`,
    todo: 'Apply for the permit with the building department, then enter the date applied (and, once issued, the date issued) on the job in the dashboard.',
  },
  'work-start': {
    title: 'Start the work',
    rule: `the work must start within ${WORK_START_WITHIN_DAYS} days of the permit being issued`,
    todo: 'Schedule the crew to start by then and enter the start date on the job in the dashboard. If the customer wants a later start, get their agreement to the new date in writing.',
  },
} as const;

const days = (count: number) =>
  count <= 0 ? 'today' : count === 1 ? 'in 1 day' : `in ${count} days`;

export function PermitDeadlineWarning({ warning, publicUrl }: Props) {
  const deadline = DEADLINES[warning.deadline];
  const name = `${warning.firstName} ${warning.lastName}`;
  return (
    <EmailLayout
      preview={`${deadline.title} for ${warning.estimateNumber} by ${dayOf(warning.dueOn)} (${days(warning.daysLeft)}).`}
      reason="Sent to the office once for each Florida permit deadline of a job, 7 days before it lapses."
      banner={<strong>Florida permit deadline {days(warning.daysLeft)}</strong>}
    >
      <P>
        {deadline.title} for estimate {warning.estimateNumber} ({name}) by {dayOf(warning.dueOn)}:
        that is {days(warning.daysLeft)}.
      </P>
      <Panel>
        <Field label="Deadline">{deadline.title}</Field>
        <Field label="Due by">{dayOf(warning.dueOn)}</Field>
        <Field label="Days left">{Math.max(0, warning.daysLeft)}</Field>
        <JobCustomerFields customer={warning} />
      </Panel>
      <P>
        Why: this customer paid a deposit of more than {FLORIDA_DEPOSIT_RULE_PERCENT} % of the
        contract price. Under Florida Statutes s. 489.126, a contractor who takes more than{' '}
        {FLORIDA_DEPOSIT_RULE_PERCENT} % up front must apply for the permits within{' '}
        {PERMIT_APPLY_WITHIN_DAYS} days of receiving the payment, and start the work within{' '}
        {WORK_START_WITHIN_DAYS} days of the permit being issued, unless the customer agrees in
        writing to a longer time. Here, {deadline.rule}. Missing it can expose the company and the
        qualifying contractor to penalties and license discipline.
      </P>
      <P>{deadline.todo}</P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const permitDeadlineEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `[Permit deadline] ${DEADLINES[props.warning.deadline].title} for ${props.warning.estimateNumber} by ${dayOf(props.warning.dueOn)}`,
    <PermitDeadlineWarning {...props} />,
  );
