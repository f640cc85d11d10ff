import { COMPANY, customerState, type EstimateRespondedData } from '@roofing/contracts';
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import {
  browserName,
  dateTimeIn,
  easternDateTime,
  formatMoney,
  moneyIn,
  portalUrl,
  projectStatusUrl,
  trackUrl,
} from '../../emails/format.ts';
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
} from '../../emails/layout.tsx';
import { shared, stateLabel } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { estimateRespondedT } from './messages.ts';

/**
 * What follows the customer's answer to an estimate: their receipt (acceptance) or
 * acknowledgement (questions, requested changes, declined), and the office's alert. The customer's own notes are
 * repeated only in the acceptance receipt, as part of the record of what they agreed to; the
 * questions stay in the office alert (see docs/jobs.md).
 */

interface Props {
  answer: EstimateRespondedData;
  publicUrl: string;
}

const reasonFor = (answer: EstimateRespondedData) =>
  estimateRespondedT(answer.language)('reason', {
    estimateNumber: answer.estimateNumber,
    website: COMPANY.website,
  });

/** The project's state after the answer, in the one customer vocabulary. */
const stateOf = (answer: EstimateRespondedData) =>
  customerState({ status: answer.status, customerResponse: answer.response }).label;

/** A 64-character hash wraps anywhere, so it cannot push a phone's screen sideways. */
const Hash = ({ value }: { value: string }) => (
  <span style={{ wordBreak: 'break-all' }}>{value}</span>
);

/** The project's state after the answer, in the customer's language. */
const stateIn = (answer: EstimateRespondedData) =>
  stateLabel({ status: answer.status, customerResponse: answer.response }, answer.language);

/** The estimate number and the project's state, as every answer's e-mail shows them. */
function StateFields({ answer }: { answer: EstimateRespondedData }) {
  const common = shared(answer.language);
  return (
    <Panel>
      <Field label={common('estimateNumber')}>{answer.estimateNumber}</Field>
      <Field label={common('status')}>{stateIn(answer)}</Field>
    </Panel>
  );
}

/** The acceptance receipt: what was accepted, when, and from where. Keep it with your contract. */
export function EstimateAccepted({ answer, publicUrl }: Props) {
  const accepted = answer.acceptance;
  const amount = accepted?.estimateAmount ?? answer.estimateAmount;
  const locale = answer.language;
  const t = estimateRespondedT(locale);
  const common = shared(locale);
  const { estimateNumber } = answer;
  return (
    <EmailLayout
      locale={locale}
      preview={
        amount
          ? t('acceptedPreviewAmount', { estimateNumber, amount: moneyIn(amount, locale) })
          : t('acceptedPreview', { estimateNumber })
      }
      reason={reasonFor(answer)}
    >
      <Greeting name={answer.firstName} locale={locale} />
      {accepted?.recordedBy ? (
        <P>{t('acceptedByStaff', { staff: accepted.recordedBy, company: COMPANY.name })}</P>
      ) : (
        <P>{t('acceptedThanks')}</P>
      )}
      <H>{t('receiptTitle')}</H>
      <Panel>
        <Field label={common('estimateNumber')}>{estimateNumber}</Field>
        <Field label={common('status')}>{stateIn(answer)}</Field>
        {amount ? <Field label={t('amountAccepted')}>{moneyIn(amount, locale)}</Field> : null}
        <Field label={t('acceptedOn')}>
          {dateTimeIn(accepted?.acceptedAt ?? answer.respondedAt, locale)}
        </Field>
        {accepted?.recordedBy ? (
          <>
            <Field label={t('recordedBy')}>
              {t('recordedByValue', { staff: accepted.recordedBy, company: COMPANY.name })}
            </Field>
            <Field label={t('version')}>
              <Hash value={accepted.estimateHash} />
            </Field>
          </>
        ) : accepted ? (
          <>
            <Field label={t('fromAddress')}>{accepted.ipAddress}</Field>
            <Field label={t('browser')}>
              {browserName(accepted.userAgent)}
              {accepted.userAgent ? ` (${accepted.userAgent})` : ''}
            </Field>
            <Field label={t('version')}>
              <Hash value={accepted.estimateHash} />
            </Field>
          </>
        ) : null}
      </Panel>
      <H>{t('notesTitle')}</H>
      <Quoted text={accepted?.proposalNotes || t('noNotes')} />
      {answer.notes ? (
        <>
          <H>{t('yourNote')}</H>
          <Quoted text={answer.notes} />
        </>
      ) : null}
      <P>{t('notYou', { phone: COMPANY.phone })}</P>
      <Action href={trackUrl(publicUrl, estimateNumber, locale)}>{t('viewEstimate')}</Action>
    </EmailLayout>
  );
}

export function EstimateQuestions({ answer, publicUrl }: Props) {
  const locale = answer.language;
  const t = estimateRespondedT(locale);
  return (
    <EmailLayout locale={locale} preview={t('questionsPreview')} reason={reasonFor(answer)}>
      <Greeting name={answer.firstName} locale={locale} />
      <P>{t('questionsThanks', { estimateNumber: answer.estimateNumber })}</P>
      <P>{t('questionsOpen', { phone: COMPANY.phone })}</P>
      <StateFields answer={answer} />
      <Action href={portalUrl(publicUrl, locale)}>{shared(locale)('openPortal')}</Action>
    </EmailLayout>
  );
}

/** Request Changes: the customer's changes go to the office; the estimate stays answerable. */
export function EstimateChangesRequested({ answer, publicUrl }: Props) {
  const locale = answer.language;
  const t = estimateRespondedT(locale);
  const common = shared(locale);
  return (
    <EmailLayout locale={locale} preview={t('changesPreview')} reason={reasonFor(answer)}>
      <Greeting name={answer.firstName} locale={locale} />
      <P>{t('changesThanks', { estimateNumber: answer.estimateNumber })}</P>
      <P>{t('changesOpen', { phone: COMPANY.phone })}</P>
      <StateFields answer={answer} />
      <Action href={portalUrl(publicUrl, locale)}>{common('openPortal')}</Action>
      <Action href={projectStatusUrl(publicUrl, answer.estimateNumber, locale)}>
        {common('seeProgress')}
      </Action>
    </EmailLayout>
  );
}

export function EstimateDeclined({ answer, publicUrl }: Props) {
  const locale = answer.language;
  const t = estimateRespondedT(locale);
  const { estimateNumber } = answer;
  return (
    <EmailLayout
      locale={locale}
      preview={t('declinedPreview')}
      reason={`${reasonFor(answer)} ${t('noReminders')}`}
    >
      <Greeting name={answer.firstName} locale={locale} />
      <P>{t('declinedThanks', { estimateNumber, company: COMPANY.name })}</P>
      <P>{t('declinedLater', { phone: COMPANY.phone, estimateNumber })}</P>
      <StateFields answer={answer} />
      <Action href={trackUrl(publicUrl, estimateNumber, locale)}>{t('viewEstimate')}</Action>
    </EmailLayout>
  );
}

const RESPONSE_WORDS = {
  accepted: 'accepted',
  declined: 'declined',
  questions: 'has questions about',
  changes: 'asked for changes to',
} as const;

/** The answer, in the back office's words (the status is named in the customer's words). */
const ANSWER_WORDS = {
  accepted: 'Accepted',
  declined: 'Declined',
  questions: 'Questions',
  changes: 'Changes requested',
} as const;

/** The office's alert: the customer's answer and notes in full, Reply-To the customer. */
export function OfficeEstimateAnswered({ answer, publicUrl }: Props) {
  const accepted = answer.acceptance;
  return (
    <EmailLayout
      preview={`${answer.firstName} ${answer.lastName} ${RESPONSE_WORDS[answer.response]} estimate ${answer.estimateNumber}`}
      reason="Sent to the office for every answer to an estimate. Reply to write to the customer."
    >
      <P>
        {answer.firstName} {answer.lastName} {RESPONSE_WORDS[answer.response]} estimate{' '}
        {answer.estimateNumber}.
      </P>
      <Panel>
        <CustomerFields
          name={`${answer.firstName} ${answer.lastName}`}
          phone={answer.phone}
          email={answer.email}
          place={addressLine(answer)}
          placeLabel="Address"
          language={answer.language}
        />
        <Field label="Answer">{ANSWER_WORDS[answer.response]}</Field>
        <Field label="Status now">{stateOf(answer)}</Field>
        {answer.estimateAmount ? (
          <Field label="Estimate amount">{formatMoney(answer.estimateAmount)}</Field>
        ) : null}
        <Field label="Answered">{easternDateTime(answer.respondedAt)}</Field>
      </Panel>
      <H>{answer.response === 'changes' ? 'Changes the customer asked for' : "Customer's notes"}</H>
      <Quoted text={answer.notes || '(none)'} />
      {accepted ? (
        <>
          <H>Acceptance record</H>
          <Bullets
            items={[
              `Amount accepted: ${formatMoney(accepted.estimateAmount)}`,
              `Accepted: ${easternDateTime(accepted.acceptedAt)}`,
              ...(accepted.recordedBy
                ? [`Recorded by staff on the customer's behalf: ${accepted.recordedBy}`]
                : []),
              `From address: ${accepted.ipAddress}${accepted.recordedBy ? ' (the staff member)' : ''}`,
              `Browser: ${accepted.userAgent ?? 'not recorded'}`,
              <>
                Estimate version (SHA-256): <Hash value={accepted.estimateHash} />
              </>,
            ]}
          />
        </>
      ) : null}
      <P>
        {answer.response === 'questions'
          ? 'We promised an answer within one business day.'
          : answer.response === 'changes'
            ? 'We promised a revised estimate or a call within one business day; the estimate stays open meanwhile.'
            : answer.response === 'accepted'
              ? 'We promised a call within one business day to schedule the work.'
              : 'No follow-up calls: the customer was told we will not chase them.'}
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

const CUSTOMER_EMAILS = {
  accepted: {
    notificationType: 'estimate_acceptance_receipt',
    subject: 'acceptedSubject',
    Component: EstimateAccepted,
  },
  questions: {
    notificationType: 'estimate_questions_received',
    subject: 'questionsSubject',
    Component: EstimateQuestions,
  },
  changes: {
    notificationType: 'estimate_changes_received',
    subject: 'changesSubject',
    Component: EstimateChangesRequested,
  },
  declined: {
    notificationType: 'estimate_declined_acknowledgement',
    subject: 'declinedSubject',
    Component: EstimateDeclined,
  },
} as const;

/** The customer's e-mail for their answer, in their language, and the type it is recorded under. */
export async function customerAnswerEmail(
  props: Props,
): Promise<EmailContent & { notificationType: string }> {
  const { notificationType, subject, Component } = CUSTOMER_EMAILS[props.answer.response];
  const content = await renderEmail(
    estimateRespondedT(props.answer.language)(subject, {
      estimateNumber: props.answer.estimateNumber,
    }),
    <Component {...props} />,
  );
  return { ...content, notificationType };
}

const OFFICE_SUBJECTS = {
  accepted: (n: string) => `Estimate ${n} accepted`,
  declined: (n: string) => `Estimate ${n} declined`,
  questions: (n: string) => `Questions on estimate ${n}`,
  changes: (n: string) => `Changes requested on estimate ${n}`,
} as const;

export const officeAnswerEmail = (props: Props): Promise<EmailContent> => {
  const { answer } = props;
  return renderEmail(
    `${OFFICE_SUBJECTS[answer.response](answer.estimateNumber)}: ${answer.firstName} ${answer.lastName}, ${answer.city}`,
    <OfficeEstimateAnswered {...props} />,
  );
};
