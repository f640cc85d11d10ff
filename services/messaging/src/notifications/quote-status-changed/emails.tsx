import { COMPANY, type QuoteStatusChangedData, WARRANTY_TERMS } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { dateIn, portalUrl, projectStatusUrl, trackUrl, visitTimeIn } from '../../emails/format.ts';
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
import { shared, stateLabel } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { VisitExpectations } from '../../emails/visit-expectations.tsx';
import { quoteStatusChangedT } from './messages.ts';

/**
 * What the customer hears when staff move their project forward: the site visit is scheduled,
 * the work has started, the work is complete. Only the customer's first name and the estimate
 * number are repeated (no other text from the quote form; see docs/jobs.md). In the customer's
 * language (the event carries it).
 */

interface Props {
  change: QuoteStatusChangedData;
  publicUrl: string;
}

const reasonFor = (change: QuoteStatusChangedData) =>
  shared(change.language)('workingOn', {
    company: COMPANY.name,
    estimateNumber: change.estimateNumber,
  });

/** The project's state, in the same words as the track page and both portals. */
function StatusPanel({
  change,
  children,
}: {
  change: QuoteStatusChangedData;
  children?: ReactNode;
}) {
  const common = shared(change.language);
  return (
    <Panel>
      <Field label={common('estimateNumber')}>{change.estimateNumber}</Field>
      <Field label={common('status')}>{stateLabel({ status: change.to }, change.language)}</Field>
      {children}
    </Panel>
  );
}

/** The progress variant of the portal, opened on this project. */
const ProgressLink = ({ change, publicUrl }: Props) => (
  <Action href={projectStatusUrl(publicUrl, change.estimateNumber, change.language)}>
    {shared(change.language)('seeProgress')}
  </Action>
);

export function SiteVisitScheduled({ change, publicUrl }: Props) {
  const locale = change.language;
  const t = quoteStatusChangedT(locale);
  // Visits are Florida wall times, labelled ET (shared/SPEC-DECISIONS.md).
  const when = change.scheduledDate ? visitTimeIn(change.scheduledDate, locale) : null;
  return (
    <EmailLayout
      locale={locale}
      preview={when ? t('visitPreviewWhen', { when }) : t('visitPreview')}
      reason={reasonFor(change)}
    >
      <Greeting name={change.firstName} locale={locale} />
      <P>{t('visitScheduled')}</P>
      <StatusPanel change={change}>
        <Field label={t('visit')}>{when ?? t('visitToConfirm')}</Field>
      </StatusPanel>
      <VisitExpectations locale={locale} />
      <P>{t('anotherTime', { phone: COMPANY.phone })}</P>
      <Action href={trackUrl(publicUrl, change.estimateNumber, locale)}>
        {shared(locale)('trackEstimate')}
      </Action>
      <ProgressLink change={change} publicUrl={publicUrl} />
    </EmailLayout>
  );
}

export function WorkInProgress({ change, publicUrl }: Props) {
  const locale = change.language;
  const t = quoteStatusChangedT(locale);
  return (
    <EmailLayout locale={locale} preview={t('workPreview')} reason={reasonFor(change)}>
      <Greeting name={change.firstName} locale={locale} />
      <P>{t('workStarted', { estimateNumber: change.estimateNumber, company: COMPANY.name })}</P>
      <StatusPanel change={change} />
      <H>{t('whileWeWork')}</H>
      <Bullets items={[t('workCars'), t('workNoise'), t('workStorms')]} />
      <P>{t('workQuestions', { phone: COMPANY.phone })}</P>
      <Action href={portalUrl(publicUrl, locale)}>{shared(locale)('openPortal')}</Action>
      <ProgressLink change={change} publicUrl={publicUrl} />
    </EmailLayout>
  );
}

export function ProjectCompleted({ change, publicUrl }: Props) {
  const locale = change.language;
  const t = quoteStatusChangedT(locale);
  return (
    <EmailLayout locale={locale} preview={t('donePreview')} reason={reasonFor(change)}>
      <Greeting name={change.firstName} locale={locale} />
      <P>
        {t('doneBody', {
          estimateNumber: change.estimateNumber,
          day: dateIn(change.changedAt, locale),
          company: COMPANY.name,
        })}
      </P>
      <StatusPanel change={change} />
      <H>{t('warrantyTitle')}</H>
      <P>
        {t('warrantyBody', {
          materials: WARRANTY_TERMS.materialsYears,
          workmanship: WARRANTY_TERMS.workmanshipYears,
          phone: COMPANY.phone,
        })}
      </P>
      <H>{t('rateTitle')}</H>
      <P>{t('rateBody')}</P>
      <Action href={portalUrl(publicUrl, locale)}>{t('rateAction')}</Action>
      <Action href={COMPANY.social.google}>{t('reviewAction')}</Action>
      <ProgressLink change={change} publicUrl={publicUrl} />
      <P>{t('portalKeeps')}</P>
    </EmailLayout>
  );
}

const subject = (
  change: QuoteStatusChangedData,
  key: 'visitSubject' | 'workSubject' | 'doneSubject',
) => quoteStatusChangedT(change.language)(key, { estimateNumber: change.estimateNumber });

/** The customer's e-mail when their project reached one of the statuses they hear about. */
export const siteVisitScheduledEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(subject(props.change, 'visitSubject'), <SiteVisitScheduled {...props} />);

export const workInProgressEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(subject(props.change, 'workSubject'), <WorkInProgress {...props} />);

export const projectCompletedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(subject(props.change, 'doneSubject'), <ProjectCompleted {...props} />);
