import { COMPANY, type Locale, type PaymentReceivedData } from '@roofing/contracts';
import { centsOf, methodLabel } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { dateTimeIn, formatMoney, moneyIn, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { paymentReceivedT } from './messages.ts';

/**
 * Money arrived (online through Stripe's webhook, or recorded by staff): the customer's receipt
 * and the office's notice. The balance is the whole job's, after this payment.
 */

interface Props {
  payment: PaymentReceivedData;
  publicUrl: string;
}

/** The payment's facts: in the customer's language on the receipt, English in the office notice. */
function PaymentFields({
  payment,
  locale = 'en',
}: {
  payment: PaymentReceivedData;
  locale?: Locale;
}) {
  const t = paymentReceivedT(locale);
  const money = (amount: string) => moneyIn(amount, locale);
  return (
    <>
      <Field label={t('amountReceived')}>{money(payment.amount)}</Field>
      <Field label={t('paidBy')}>{methodLabel(payment.method, locale)}</Field>
      {payment.invoiceNumber ? <Field label={t('invoice')}>{payment.invoiceNumber}</Field> : null}
      {payment.reference ? <Field label={t('reference')}>{payment.reference}</Field> : null}
      <Field label={t('receivedOn')}>{dateTimeIn(payment.paidAt, locale)}</Field>
      <Field label={shared(locale)('estimateNumber')}>{payment.estimateNumber}</Field>
      <Field label={t('balance')}>{money(payment.balanceDue)}</Field>
    </>
  );
}

export function PaymentReceipt({ payment, publicUrl }: Props) {
  const settled = centsOf(payment.balanceDue) <= 0;
  const locale = payment.language;
  const t = paymentReceivedT(locale);
  const amount = moneyIn(payment.amount, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { amount })}
      reason={t('reason', { estimateNumber: payment.estimateNumber, company: COMPANY.name })}
    >
      <Greeting name={payment.firstName} locale={locale} />
      <P>{t('thanks', { amount })}</P>
      <Panel>
        <PaymentFields payment={payment} locale={locale} />
      </Panel>
      <P>{settled ? t('settled') : t('open')}</P>
      <Action href={portalEstimateUrl(publicUrl, payment.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <P>{t('wrong', { phone: COMPANY.phone })}</P>
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
    paymentReceivedT(props.payment.language)(
      props.payment.invoiceNumber ? 'invoiceSubject' : 'subject',
      {
        amount: moneyIn(props.payment.amount, props.payment.language),
        invoice: props.payment.invoiceNumber,
        estimateNumber: props.payment.estimateNumber,
      },
    ),
    <PaymentReceipt {...props} />,
  );

export const officePaymentReceivedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Payment received: ${formatMoney(props.payment.amount)} from ${props.payment.firstName} ${props.payment.lastName} (${props.payment.estimateNumber}, ${methodLabel(props.payment.method)})`,
    <OfficePaymentReceived {...props} />,
  );
