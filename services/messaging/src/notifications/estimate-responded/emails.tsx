import { COMPANY, customerState, type EstimateRespondedData } from '@roofing/contracts';
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import {
  browserName,
  easternDateTime,
  formatMoney,
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
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

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
  `You receive this e-mail because an answer was given to estimate ${answer.estimateNumber} on ${COMPANY.website}.`;

/** The project's state after the answer, in the one customer vocabulary. */
const stateOf = (answer: EstimateRespondedData) =>
  customerState({ status: answer.status, customerResponse: answer.response }).label;

/** A 64-character hash wraps anywhere, so it cannot push a phone's screen sideways. */
const Hash = ({ value }: { value: string }) => (
  <span style={{ wordBreak: 'break-all' }}>{value}</span>
);

/** The acceptance receipt: what was accepted, when, and from where. Keep it with your contract. */
export function EstimateAccepted({ answer, publicUrl }: Props) {
  const accepted = answer.acceptance;
  const amount = accepted?.estimateAmount ?? answer.estimateAmount;
  return (
    <EmailLayout
      preview={`Receipt: you accepted estimate ${answer.estimateNumber}${amount ? ` for ${formatMoney(amount)}` : ''}.`}
      reason={reasonFor(answer)}
    >
      <Greeting name={answer.firstName} />
      {accepted?.recordedBy ? (
        <P>
          {accepted.recordedBy} of {COMPANY.name} recorded your acceptance of this estimate on your
          behalf (for example, when you accepted it by phone). This e-mail is your receipt: please
          keep it with your records. Your roofing contract follows in a separate e-mail: read and
          sign it in your portal. We will call you within one business day to schedule the work.
        </P>
      ) : (
        <P>
          Thank you for accepting your estimate. This e-mail is your receipt: please keep it with
          your records. Your roofing contract follows in a separate e-mail: read and sign it in your
          portal. We will call you within one business day to schedule the work.
        </P>
      )}
      <H>Acceptance receipt</H>
      <Panel>
        <Field label="Estimate number">{answer.estimateNumber}</Field>
        <Field label="Status">{stateOf(answer)}</Field>
        {amount ? <Field label="Amount accepted">{formatMoney(amount)}</Field> : null}
        <Field label="Accepted on">
          {easternDateTime(accepted?.acceptedAt ?? answer.respondedAt)}
        </Field>
        {accepted?.recordedBy ? (
          <>
            <Field label="Recorded by">
              {accepted.recordedBy}, {COMPANY.name} (on your behalf)
            </Field>
            <Field label="Estimate version (SHA-256)">
              <Hash value={accepted.estimateHash} />
            </Field>
          </>
        ) : accepted ? (
          <>
            <Field label="From address">{accepted.ipAddress}</Field>
            <Field label="Browser">
              {browserName(accepted.userAgent)}
              {accepted.userAgent ? ` (${accepted.userAgent})` : ''}
            </Field>
            <Field label="Estimate version (SHA-256)">
              <Hash value={accepted.estimateHash} />
            </Field>
          </>
        ) : null}
      </Panel>
      <H>Proposal notes you accepted</H>
      <Quoted
        text={accepted?.proposalNotes || 'No proposal notes were attached to the estimate.'}
      />
      {answer.notes ? (
        <>
          <H>Your note</H>
          <Quoted text={answer.notes} />
        </>
      ) : null}
      <P>
        Did you not accept this estimate? Call us at {COMPANY.phone} right away and we will put it
        on hold.
      </P>
      <Action href={trackUrl(publicUrl, answer.estimateNumber)}>View your estimate</Action>
    </EmailLayout>
  );
}

export function EstimateQuestions({ answer, publicUrl }: Props) {
  return (
    <EmailLayout
      preview="We received your questions and will answer within one business day."
      reason={reasonFor(answer)}
    >
      <Greeting name={answer.firstName} />
      <P>
        Thank you: we received your questions about estimate {answer.estimateNumber}. The project
        team will answer within one business day, by phone or in your client portal.
      </P>
      <P>
        Your estimate stays open while we talk it through. If it's urgent, call us at{' '}
        {COMPANY.phone}.
      </P>
      <Panel>
        <Field label="Estimate number">{answer.estimateNumber}</Field>
        <Field label="Status">{stateOf(answer)}</Field>
      </Panel>
      <Action href={portalUrl(publicUrl)}>Open your client portal</Action>
    </EmailLayout>
  );
}

/** Request Changes: the customer's changes go to the office; the estimate stays answerable. */
export function EstimateChangesRequested({ answer, publicUrl }: Props) {
  return (
    <EmailLayout
      preview="We received the changes you asked for and will get back to you within one business day."
      reason={reasonFor(answer)}
    >
      <Greeting name={answer.firstName} />
      <P>
        Thank you: we received the changes you asked for on estimate {answer.estimateNumber}. The
        project team will get back to you within one business day with a revised estimate or a call.
      </P>
      <P>
        Your estimate stays open meanwhile: you can still accept it as it is. If it's urgent, call
        us at {COMPANY.phone}.
      </P>
      <Panel>
        <Field label="Estimate number">{answer.estimateNumber}</Field>
        <Field label="Status">{stateOf(answer)}</Field>
      </Panel>
      <Action href={portalUrl(publicUrl)}>Open your client portal</Action>
      <Action href={projectStatusUrl(publicUrl, answer.estimateNumber)}>
        See your project's progress
      </Action>
    </EmailLayout>
  );
}

export function EstimateDeclined({ answer, publicUrl }: Props) {
  return (
    <EmailLayout
      preview="Thank you for letting us know."
      reason={`${reasonFor(answer)} We won't send reminders about this estimate.`}
    >
      <Greeting name={answer.firstName} />
      <P>
        Thank you for letting us know about estimate {answer.estimateNumber}. We appreciate you
        considering {COMPANY.name}, and there are no hard feelings: we won't follow up with calls or
        reminders about this estimate.
      </P>
      <P>
        If your plans change, a storm comes through, or you'd like us to price a different option,
        we are glad to help: call {COMPANY.phone} or mention estimate {answer.estimateNumber} when
        you get in touch. The estimate page stays available:
      </P>
      <Panel>
        <Field label="Estimate number">{answer.estimateNumber}</Field>
        <Field label="Status">{stateOf(answer)}</Field>
      </Panel>
      <Action href={trackUrl(publicUrl, answer.estimateNumber)}>View your estimate</Action>
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
    subject: (n: string) => `Receipt: you accepted estimate ${n}`,
    Component: EstimateAccepted,
  },
  questions: {
    notificationType: 'estimate_questions_received',
    subject: (n: string) => `We received your questions about estimate ${n}`,
    Component: EstimateQuestions,
  },
  changes: {
    notificationType: 'estimate_changes_received',
    subject: (n: string) => `We received the changes you asked for on estimate ${n}`,
    Component: EstimateChangesRequested,
  },
  declined: {
    notificationType: 'estimate_declined_acknowledgement',
    subject: (n: string) => `Thank you for letting us know (estimate ${n})`,
    Component: EstimateDeclined,
  },
} as const;

/** The customer's e-mail for their answer, and the type it is recorded under. */
export async function customerAnswerEmail(
  props: Props,
): Promise<EmailContent & { notificationType: string }> {
  const { notificationType, subject, Component } = CUSTOMER_EMAILS[props.answer.response];
  const content = await renderEmail(subject(props.answer.estimateNumber), <Component {...props} />);
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
