import { COMPANY, easternVisitTime, type VisitRescheduledData } from '@roofing/contracts';
import { trackUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { VisitExpectations } from '../../emails/visit-expectations.tsx';

/**
 * The customer's e-mail when staff set, move or clear the site visit without changing the
 * status. Like the other progress e-mails it repeats only the first name and the estimate number.
 */

interface Props {
  visit: VisitRescheduledData;
  publicUrl: string;
}

/** The three cases: a first date under an unchanged status, a new date, the date taken away. */
type Kind = 'set' | 'moved' | 'cleared';
const kindOf = (visit: VisitRescheduledData): Kind =>
  !visit.scheduledDate ? 'cleared' : visit.previousDate ? 'moved' : 'set';

const SUBJECTS: Record<Kind, (estimateNumber: string) => string> = {
  set: (n) => `Your roof inspection is scheduled (${n})`,
  moved: (n) => `Your roof inspection has been rescheduled (${n})`,
  cleared: (n) => `Your roof inspection needs a new time (${n})`,
};

export function VisitRescheduled({ visit, publicUrl }: Props) {
  const kind = kindOf(visit);
  // Visits are Florida wall times, labelled ET (shared/SPEC-DECISIONS.md).
  const when = visit.scheduledDate ? easternVisitTime(visit.scheduledDate) : null;
  const before = visit.previousDate ? easternVisitTime(visit.previousDate) : null;
  const preview =
    kind === 'cleared'
      ? 'We will call you to find a new time for your roof inspection.'
      : `Your roof inspection: ${when}`;
  return (
    <EmailLayout
      preview={preview}
      reason={`You receive this e-mail because ${COMPANY.name} is working on your estimate ${visit.estimateNumber}.`}
    >
      <Greeting name={visit.firstName} />
      <P>
        {kind === 'moved'
          ? 'We have moved your free roof inspection to a new time. The earlier time no longer applies.'
          : kind === 'set'
            ? 'Your free roof inspection now has a date and time.'
            : 'We had to take your free roof inspection off the calendar. We are sorry for the change.'}
      </P>
      <Panel>
        <Field label="Estimate number">{visit.estimateNumber}</Field>
        {when ? <Field label={kind === 'set' ? 'Visit' : 'New visit'}>{when}</Field> : null}
        {before ? (
          <Field label={kind === 'cleared' ? 'Cancelled visit' : 'Previously'}>{before}</Field>
        ) : null}
      </Panel>
      {kind === 'cleared' ? (
        <P>
          We will call you within one business day to find a new time that suits you. If you would
          rather call us, we are at {COMPANY.phone}.
        </P>
      ) : (
        <>
          <VisitExpectations />
          <P>
            Does {kind === 'moved' ? 'the new time' : 'this time'} not work for you? Call us at{' '}
            {COMPANY.phone} and we will find one that does.
          </P>
        </>
      )}
      <Action href={trackUrl(publicUrl, visit.estimateNumber)}>Track your estimate</Action>
    </EmailLayout>
  );
}

/** The e-mail for one change of the visit. */
export const visitRescheduledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    SUBJECTS[kindOf(props.visit)](props.visit.estimateNumber),
    <VisitRescheduled {...props} />,
  );
