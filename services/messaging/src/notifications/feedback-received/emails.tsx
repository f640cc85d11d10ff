import { Text } from '@react-email/components';
import type { FeedbackReceivedData } from '@roofing/contracts';
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime } from '../../emails/format.ts';
import { Action, EmailLayout, Field, H, P, Panel, Quoted } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * A customer's rating of their completed job, from the client portal, to the office only (their
 * comments are free text: only the office reads them, see docs/jobs.md). A rating of 3 or less,
 * or "would not recommend", is flagged: that customer gets a call before they write a review.
 */

interface Props {
  feedback: FeedbackReceivedData;
  publicUrl: string;
}

/** A rating the office should act on: 3 of 5 or less, or a customer who would not recommend us. */
export const needsCall = (feedback: FeedbackReceivedData) =>
  feedback.overallRating <= 3 || feedback.wouldRecommend === false;

const stars = (rating: number | null) =>
  rating == null ? 'not rated' : `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} ${rating} of 5`;

const recommendWords = (value: boolean | null) =>
  value == null ? 'not answered' : value ? 'Yes' : 'No';

export function OfficeFeedbackAlert({ feedback, publicUrl }: Props) {
  const call = needsCall(feedback);
  const name = `${feedback.firstName} ${feedback.lastName}`;
  return (
    <EmailLayout
      preview={`${name} rated job ${feedback.estimateNumber} ${feedback.overallRating} of 5`}
      reason="Sent to the office for every rating a customer gives a completed job in the client portal. Reply to write to the customer."
      banner={
        call ? (
          <>
            <Text style={{ color: '#ffffff', fontWeight: 700 }}>*** CALL THIS CUSTOMER ***</Text>
            <Text style={{ color: '#ffffff' }}>
              {name} rated the job {feedback.overallRating} of 5
              {feedback.wouldRecommend === false ? ' and would not recommend us' : ''}. Call{' '}
              {feedback.phone} within one business day, listen, and put right what we can.
            </Text>
          </>
        ) : undefined
      }
    >
      <P>
        {name} rated completed job {feedback.estimateNumber} in the client portal.
      </P>
      <Panel>
        <Field label="Overall">{stars(feedback.overallRating)}</Field>
        <Field label="Quality of work">{stars(feedback.qualityRating)}</Field>
        <Field label="Timeliness">{stars(feedback.timelinessRating)}</Field>
        <Field label="Communication">{stars(feedback.communicationRating)}</Field>
        <Field label="Would recommend us">{recommendWords(feedback.wouldRecommend)}</Field>
        <Field label="Received">{easternDateTime(feedback.receivedAt)}</Field>
      </Panel>
      {feedback.comments ? (
        <>
          <H>What the customer wrote:</H>
          <Quoted text={feedback.comments} />
        </>
      ) : (
        <P>The customer left no comments.</P>
      )}
      <Panel>
        <CustomerFields
          name={name}
          phone={feedback.phone}
          email={feedback.email}
          place={addressLine(feedback)}
        />
      </Panel>
      <P>
        {call
          ? 'Before the call, read the job’s messages and warranties in the dashboard; note what was agreed in the quote’s notes.'
          : 'A happy customer: thank them, and ask whether they would share their experience in a public review.'}
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const officeFeedbackEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `${needsCall(props.feedback) ? '[Call the customer] ' : ''}Feedback on ${props.feedback.estimateNumber}: ${props.feedback.overallRating}/5 from ${props.feedback.firstName} ${props.feedback.lastName}`,
    <OfficeFeedbackAlert {...props} />,
  );
