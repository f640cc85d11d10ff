import {
  COMPANY,
  centsToDollars,
  easternDay,
  type InvoiceIssuedData,
  type Locale,
  OVERDUE_REMINDERS_MAX,
} from '@roofing/contracts';
import { dayOf } from '../../emails/billing.tsx';
import { moneyIn, portalEstimateUrl } from '../../emails/format.ts';
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
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { invoiceIssuedT } from './messages.ts';

/**
 * An invoice (deposit, progress, final) and the overdue reminders that may follow it. How to pay
 * is said so that it is true whether or not online payment is switched on: the portal shows
 * either the payment form or the check and bank transfer details. In the customer's language.
 */

const reasonFor = (invoice: InvoiceIssuedData) =>
  invoiceIssuedT(invoice.language)('reason', {
    company: COMPANY.name,
    number: invoice.number,
    estimateNumber: invoice.estimateNumber,
  });

const line = (item: InvoiceIssuedData['lines'][number], locale: Locale) =>
  item.quantity === 1
    ? `${item.description}: ${moneyIn(item.amount, locale)}`
    : `${item.description}: ${item.quantity} × ${moneyIn(item.unitPrice, locale)} = ${moneyIn(item.amount, locale)}`;

/** How to pay, true in both payment modes. */
function HowToPay({ invoice, publicUrl }: { invoice: InvoiceIssuedData; publicUrl: string }) {
  const locale = invoice.language;
  const t = invoiceIssuedT(locale);
  return (
    <>
      <H>{t('howTitle')}</H>
      <P>{t('how', { number: invoice.number })}</P>
      <Action href={portalEstimateUrl(publicUrl, invoice.estimateNumber, locale)}>
        {t('payAction')}
      </Action>
    </>
  );
}

interface IssuedProps {
  invoice: InvoiceIssuedData;
  publicUrl: string;
}

export function InvoiceIssued({ invoice, publicUrl }: IssuedProps) {
  const locale = invoice.language;
  const t = invoiceIssuedT(locale);
  const money = (amount: string) => moneyIn(amount, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', {
        number: invoice.number,
        amount: money(invoice.balanceDue),
        day: dayOf(invoice.dueOn, locale),
      })}
      reason={reasonFor(invoice)}
    >
      <Greeting name={invoice.firstName} locale={locale} />
      <P>{t(`intro.${invoice.kind}`)}</P>
      <Panel>
        <Field label={t('invoiceNumber')}>{invoice.number}</Field>
        <Field label={t('invoiceType')}>{t(`kind.${invoice.kind}`)}</Field>
        <Field label={shared(locale)('estimateNumber')}>{invoice.estimateNumber}</Field>
        <Field label={t('issuedOn')}>{dayOf(invoice.issuedOn, locale)}</Field>
        <Field label={t('dueBy')}>{dayOf(invoice.dueOn, locale)}</Field>
      </Panel>
      <H>{t('forTitle')}</H>
      <Bullets items={invoice.lines.map((item) => line(item, locale))} />
      <Panel>
        <Field label={t('subtotal')}>{money(invoice.subtotal)}</Field>
        {Number(invoice.tax) > 0 ? <Field label={t('tax')}>{money(invoice.tax)}</Field> : null}
        <Field label={t('total')}>{money(invoice.total)}</Field>
        <Field label={t('balanceDue')}>{money(invoice.balanceDue)}</Field>
      </Panel>
      {invoice.notes ? (
        <>
          <H>{t('notes')}</H>
          <Quoted text={invoice.notes} />
        </>
      ) : null}
      <HowToPay invoice={invoice} publicUrl={publicUrl} />
      <P>{t('questions', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

interface ReminderProps {
  invoice: InvoiceIssuedData;
  publicUrl: string;
  /** 1, 2 or 3. */
  reminder: number;
  /** What is left to pay, by the payments recorded since the invoice was issued. */
  balanceCents: number;
  now: Date;
}

/** Whole days from the due date to `now`'s Eastern day (1 on the day after it). */
export const daysPastDue = (dueOn: string, now: Date) =>
  Math.max(
    1,
    Math.round(
      (Date.parse(`${easternDay(now)}T00:00Z`) - Date.parse(`${dueOn}T00:00Z`)) / 86_400_000,
    ),
  );

export function InvoiceOverdue({ invoice, publicUrl, reminder, balanceCents, now }: ReminderProps) {
  const locale = invoice.language;
  const t = invoiceIssuedT(locale);
  const balance = moneyIn(centsToDollars(balanceCents), locale);
  const late = daysPastDue(invoice.dueOn, now);
  const due = dayOf(invoice.dueOn, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={t('overduePreview', { number: invoice.number, amount: balance, day: due })}
      reason={`${reasonFor(invoice)} ${t('reminderReason', { max: OVERDUE_REMINDERS_MAX })}`}
    >
      <Greeting name={invoice.firstName} locale={locale} />
      <P>
        {reminder === 1
          ? t('overdueFirst', { number: invoice.number, day: due })
          : t('overdueLater', { number: invoice.number, days: late, amount: balance })}
      </P>
      <Panel>
        <Field label={t('invoiceNumber')}>{invoice.number}</Field>
        <Field label={shared(locale)('estimateNumber')}>{invoice.estimateNumber}</Field>
        <Field label={t('invoiceTotal')}>{moneyIn(invoice.total, locale)}</Field>
        <Field label={t('balanceDue')}>{balance}</Field>
        <Field label={t('wasDue')}>{due}</Field>
      </Panel>
      <P>{t('alreadyPaid')}</P>
      <HowToPay invoice={invoice} publicUrl={publicUrl} />
      <P>{t('holdingUp', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const invoiceIssuedEmail = (props: IssuedProps): Promise<EmailContent> =>
  renderEmail(
    invoiceIssuedT(props.invoice.language)('subject', {
      number: props.invoice.number,
      company: COMPANY.name,
      amount: moneyIn(props.invoice.balanceDue, props.invoice.language),
      day: dayOf(props.invoice.dueOn, props.invoice.language),
    }),
    <InvoiceIssued {...props} />,
  );

export const invoiceOverdueEmail = (props: ReminderProps): Promise<EmailContent> =>
  renderEmail(
    invoiceIssuedT(props.invoice.language)(
      props.reminder === 1 ? 'overdueSubject' : 'overdueDaysSubject',
      { number: props.invoice.number, days: daysPastDue(props.invoice.dueOn, props.now) },
    ),
    <InvoiceOverdue {...props} />,
  );
