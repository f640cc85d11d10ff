import { COMPANY, type VisitRescheduledData } from '@roofing/contracts';
import { trackUrl, visitTimeIn } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { VisitExpectations } from '../../emails/visit-expectations.tsx';
import { visitRescheduledT } from './messages.ts';

/**
 * The customer's e-mail when staff set, move or clear the site visit without changing the
 * status. Like the other progress e-mails it repeats only the first name and the estimate number,
 * in the customer's language.
 */

interface Props {
  visit: VisitRescheduledData;
  publicUrl: string;
}

/** The three cases: a first date under an unchanged status, a new date, the date taken away. */
type Kind = 'set' | 'moved' | 'cleared';
const kindOf = (visit: VisitRescheduledData): Kind =>
  !visit.scheduledDate ? 'cleared' : visit.previousDate ? 'moved' : 'set';

const SUBJECTS = { set: 'subjectSet', moved: 'subjectMoved', cleared: 'subjectCleared' } as const;
const BODIES = { set: 'bodySet', moved: 'bodyMoved', cleared: 'bodyCleared' } as const;

export function VisitRescheduled({ visit, publicUrl }: Props) {
  const kind = kindOf(visit);
  const locale = visit.language;
  const t = visitRescheduledT(locale);
  const common = shared(locale);
  // Visits are Florida wall times, labelled ET (shared/SPEC-DECISIONS.md).
  const when = visit.scheduledDate ? visitTimeIn(visit.scheduledDate, locale) : null;
  const before = visit.previousDate ? visitTimeIn(visit.previousDate, locale) : null;
  const preview = kind === 'cleared' ? t('previewCleared') : t('previewWhen', { when });
  return (
    <EmailLayout
      locale={locale}
      preview={preview}
      reason={common('workingOn', { company: COMPANY.name, estimateNumber: visit.estimateNumber })}
    >
      <Greeting name={visit.firstName} locale={locale} />
      <P>{t(BODIES[kind])}</P>
      <Panel>
        <Field label={common('estimateNumber')}>{visit.estimateNumber}</Field>
        {when ? <Field label={kind === 'set' ? t('visit') : t('newVisit')}>{when}</Field> : null}
        {before ? (
          <Field label={kind === 'cleared' ? t('cancelledVisit') : t('previously')}>{before}</Field>
        ) : null}
      </Panel>
      {kind === 'cleared' ? (
        <P>{t('clearedCall', { phone: COMPANY.phone })}</P>
      ) : (
        <>
          <VisitExpectations locale={locale} />
          <P>
            {t(kind === 'moved' ? 'newTimeNotWorking' : 'thisTimeNotWorking', {
              phone: COMPANY.phone,
            })}
          </P>
        </>
      )}
      <Action href={trackUrl(publicUrl, visit.estimateNumber, locale)}>
        {common('trackEstimate')}
      </Action>
    </EmailLayout>
  );
}

/** The e-mail for one change of the visit. */
export const visitRescheduledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    visitRescheduledT(props.visit.language)(SUBJECTS[kindOf(props.visit)], {
      estimateNumber: props.visit.estimateNumber,
    }),
    <VisitRescheduled {...props} />,
  );
