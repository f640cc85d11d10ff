import {
  COMPANY,
  type EstimatePreparedData,
  formatAnswerBy,
  type Locale,
} from '@roofing/contracts';
import {
  daysLeft,
  excerpt,
  moneyIn,
  portalUrl,
  projectStatusUrl,
  trackUrl,
  visitTimeIn,
} from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Quoted } from '../../emails/layout.tsx';
import { shared, stateLabel } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { estimatePreparedT } from './messages.ts';

/**
 * The estimate is ready, and the two reminders that may follow it. They show the amount, a short
 * excerpt of the proposal notes (written by our staff) and how long the customer has to answer;
 * the answer itself is given on the track page. In the customer's language.
 */

/** At most this many characters of the proposal notes: the full text is on the track page. */
export const NOTES_EXCERPT = 280;

/** "30 days", "1 day"; on the last day (0 whole days) "less than a day". */
const days = (count: number, locale: Locale) => estimatePreparedT(locale)('days', { count });

const reasonFor = (estimate: EstimatePreparedData) =>
  estimatePreparedT(estimate.language)('reason', {
    company: COMPANY.name,
    estimateNumber: estimate.estimateNumber,
  });

/** The moment an answer is due: English as formatAnswerBy, Spanish through Intl. */
const answerBy = (expiresAt: string, locale: Locale) =>
  locale === 'en' ? formatAnswerBy(expiresAt) : visitTimeIn(expiresAt, locale);

function EstimateSummary({ estimate, now }: { estimate: EstimatePreparedData; now: Date }) {
  const locale = estimate.language;
  const t = estimatePreparedT(locale);
  const common = shared(locale);
  const notes = excerpt(estimate.proposalNotes, NOTES_EXCERPT);
  return (
    <>
      <Panel>
        <Field label={common('estimateNumber')}>{estimate.estimateNumber}</Field>
        <Field label={common('status')}>
          {stateLabel({ status: 'estimate_prepared', expired: false }, locale)}
        </Field>
        <Field label={t('amount')}>{moneyIn(estimate.estimateAmount, locale)}</Field>
        <Field label={t('answerBy')}>
          {t('answerByValue', {
            when: answerBy(estimate.expiresAt, locale),
            days: days(daysLeft(estimate.expiresAt, now), locale),
          })}
        </Field>
      </Panel>
      {notes ? (
        <>
          <H>{t('fromProposal')}</H>
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
  const locale = estimate.language;
  const t = estimatePreparedT(locale);
  const preview = {
    amount: moneyIn(estimate.estimateAmount, locale),
    days: days(daysLeft(estimate.expiresAt, now), locale),
  };
  return (
    <EmailLayout
      locale={locale}
      preview={revised ? t('updatedPreview', preview) : t('readyPreview', preview)}
      reason={reasonFor(estimate)}
    >
      <Greeting name={estimate.firstName} locale={locale} />
      <P>{revised ? t('updatedBody') : t('readyBody')}</P>
      <EstimateSummary estimate={estimate} now={now} />
      <P>{t('readFull')}</P>
      <Action href={trackUrl(publicUrl, estimate.estimateNumber, locale)}>{t('respond')}</Action>
      <P>{t('talk', { phone: COMPANY.phone, portal: portalUrl(publicUrl, locale) })}</P>
      <Action href={projectStatusUrl(publicUrl, estimate.estimateNumber, locale)}>
        {shared(locale)('seeProgress')}
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
  const locale = estimate.language;
  const t = estimatePreparedT(locale);
  const left = days(daysLeft(estimate.expiresAt, now), locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('reminderPreview', { estimateNumber: estimate.estimateNumber, days: left })}
      reason={`${reasonFor(estimate)} ${t('reminderReason')}`}
    >
      <Greeting name={estimate.firstName} locale={locale} />
      <P>{reminder === 'd3' ? t('reminderD3') : t('reminderD7', { days: left })}</P>
      <EstimateSummary estimate={estimate} now={now} />
      <P>{t('unclear')}</P>
      <Action href={trackUrl(publicUrl, estimate.estimateNumber, locale)}>{t('respond')}</Action>
      <P>{t('orCall', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const estimateReadyEmail = (props: ReadyProps): Promise<EmailContent> =>
  renderEmail(
    estimatePreparedT(props.estimate.language)(props.revised ? 'updatedSubject' : 'readySubject', {
      estimateNumber: props.estimate.estimateNumber,
    }),
    <EstimateReady {...props} />,
  );

export const estimateReminderEmail = (props: ReminderProps): Promise<EmailContent> => {
  const locale = props.estimate.language;
  return renderEmail(
    estimatePreparedT(locale)(props.reminder === 'd3' ? 'reminderD3Subject' : 'reminderD7Subject', {
      estimateNumber: props.estimate.estimateNumber,
      days: days(daysLeft(props.estimate.expiresAt, props.now), locale),
    }),
    <EstimateReminder {...props} />,
  );
};
