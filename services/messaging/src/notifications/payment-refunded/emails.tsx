import { COMPANY, type PaymentRefundedData } from '@roofing/contracts';
import { methodLabel } from '../../emails/billing.tsx';
import { easternDateTime, formatMoney, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/** Money went back to the customer: what, how, and when they should see it. */

interface Props {
  refund: PaymentRefundedData;
  publicUrl: string;
}

const ONLINE = new Set(['card', 'us_bank_account']);

export function PaymentRefunded({ refund, publicUrl }: Props) {
  const online = ONLINE.has(refund.method);
  return (
    <EmailLayout
      preview={`We refunded ${formatMoney(refund.amount)} to you.`}
      reason={`You receive this e-mail because a refund was recorded for your roofing project (${refund.estimateNumber}) with ${COMPANY.name}.`}
    >
      <Greeting name={refund.firstName} />
      <P>We have refunded {formatMoney(refund.amount)} to you.</P>
      <Panel>
        <Field label="Amount refunded">{formatMoney(refund.amount)}</Field>
        <Field label="Refunded to">{methodLabel(refund.method)}</Field>
        {refund.invoiceNumber ? <Field label="Invoice">{refund.invoiceNumber}</Field> : null}
        <Field label="Refunded on">{easternDateTime(refund.refundedAt)}</Field>
        <Field label="Estimate number">{refund.estimateNumber}</Field>
        <Field label="Balance on your project now">{formatMoney(refund.balanceDue)}</Field>
      </Panel>
      <P>
        {online
          ? 'The refund goes back to the card or bank account you paid with. Banks usually show it within 5 to 10 business days.'
          : 'If you have not received it within 10 days, please call us.'}
      </P>
      <Action href={portalEstimateUrl(publicUrl, refund.estimateNumber)}>
        See your invoices and payments
      </Action>
      <P>Questions about this refund? Call us at {COMPANY.phone}.</P>
    </EmailLayout>
  );
}

export const paymentRefundedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Refund of ${formatMoney(props.refund.amount)} (${props.refund.estimateNumber})`,
    <PaymentRefunded {...props} />,
  );
