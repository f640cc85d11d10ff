import { COMPANY, type PaymentReceivedData } from '@roofing/contracts';
import { centsOf, methodLabel } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, formatMoney, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * Money arrived (online through Stripe's webhook, or recorded by staff): the customer's receipt
 * and the office's notice. The balance is the whole job's, after this payment.
 */

interface Props {
  payment: PaymentReceivedData;
  publicUrl: string;
}

function PaymentFields({ payment }: { payment: PaymentReceivedData }) {
  return (
    <>
      <Field label="Amount received">{formatMoney(payment.amount)}</Field>
      <Field label="Paid by">{methodLabel(payment.method)}</Field>
      {payment.invoiceNumber ? <Field label="Invoice">{payment.invoiceNumber}</Field> : null}
      {payment.reference ? <Field label="Reference">{payment.reference}</Field> : null}
      <Field label="Received on">{easternDateTime(payment.paidAt)}</Field>
      <Field label="Estimate number">{payment.estimateNumber}</Field>
      <Field label="Balance remaining on your project">{formatMoney(payment.balanceDue)}</Field>
    </>
  );
}

export function PaymentReceipt({ payment, publicUrl }: Props) {
  const settled = centsOf(payment.balanceDue) <= 0;
  return (
    <EmailLayout
      preview={`Receipt: we received ${formatMoney(payment.amount)}. Thank you.`}
      reason={`You receive this e-mail because a payment was recorded for your roofing project (${payment.estimateNumber}) with ${COMPANY.name}.`}
    >
      <Greeting name={payment.firstName} />
      <P>
        Thank you: we received your payment of {formatMoney(payment.amount)}. This e-mail is your
        receipt: please keep it with your records.
      </P>
      <Panel>
        <PaymentFields payment={payment} />
      </Panel>
      <P>
        {settled
          ? 'Nothing more is due on your project at the moment.'
          : 'Your client portal shows every invoice and payment, and what is due next.'}
      </P>
      <Action href={portalEstimateUrl(publicUrl, payment.estimateNumber)}>
        See your invoices and payments
      </Action>
      <P>
        Something does not look right? Call us at {COMPANY.phone} and mention the estimate number.
      </P>
    </EmailLayout>
  );
}

export function OfficePaymentReceived({ payment, publicUrl }: Props) {
  const name = `${payment.firstName} ${payment.lastName}`;
  return (
    <EmailLayout
      preview={`${formatMoney(payment.amount)} from ${name} (${payment.estimateNumber}), ${methodLabel(payment.method)}.`}
      reason="Sent to the office for every payment recorded in the ledger. Reply to write to the customer."
    >
      <P>
        {formatMoney(payment.amount)} received from {name} for estimate {payment.estimateNumber}.
        The customer was sent a receipt.
      </P>
      <Panel>
        <JobCustomerFields customer={payment} />
        <PaymentFields payment={payment} />
      </Panel>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const paymentReceiptEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Receipt: ${formatMoney(props.payment.amount)} received${props.payment.invoiceNumber ? ` for invoice ${props.payment.invoiceNumber}` : ''} (${props.payment.estimateNumber})`,
    <PaymentReceipt {...props} />,
  );

export const officePaymentReceivedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Payment received: ${formatMoney(props.payment.amount)} from ${props.payment.firstName} ${props.payment.lastName} (${props.payment.estimateNumber}, ${methodLabel(props.payment.method)})`,
    <OfficePaymentReceived {...props} />,
  );
