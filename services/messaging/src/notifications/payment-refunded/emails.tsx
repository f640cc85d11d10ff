import { COMPANY, type PaymentRefundedData } from '@roofing/contracts';
import { methodLabel } from '../../emails/billing.tsx';
import { dateTimeIn, moneyIn, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { paymentRefundedT } from './messages.ts';

/** Money went back to the customer: what, how, and when they should see it. */

interface Props {
  refund: PaymentRefundedData;
  publicUrl: string;
}

const ONLINE = new Set(['card', 'us_bank_account']);

export function PaymentRefunded({ refund, publicUrl }: Props) {
  const online = ONLINE.has(refund.method);
  const locale = refund.language;
  const t = paymentRefundedT(locale);
  const amount = moneyIn(refund.amount, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { amount })}
      reason={t('reason', { estimateNumber: refund.estimateNumber, company: COMPANY.name })}
    >
      <Greeting name={refund.firstName} locale={locale} />
      <P>{t('body', { amount })}</P>
      <Panel>
        <Field label={t('amount')}>{amount}</Field>
        <Field label={t('to')}>{methodLabel(refund.method, locale)}</Field>
        {refund.invoiceNumber ? <Field label={t('invoice')}>{refund.invoiceNumber}</Field> : null}
        <Field label={t('on')}>{dateTimeIn(refund.refundedAt, locale)}</Field>
        <Field label={shared(locale)('estimateNumber')}>{refund.estimateNumber}</Field>
        <Field label={t('balance')}>{moneyIn(refund.balanceDue, locale)}</Field>
      </Panel>
      <P>{online ? t('online') : t('offline')}</P>
      <Action href={portalEstimateUrl(publicUrl, refund.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <P>{t('questions', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const paymentRefundedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    paymentRefundedT(props.refund.language)('subject', {
      amount: moneyIn(props.refund.amount, props.refund.language),
      estimateNumber: props.refund.estimateNumber,
    }),
    <PaymentRefunded {...props} />,
  );
