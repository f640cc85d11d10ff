import {
  COMPANY,
  centsToDollars,
  easternDay,
  type InvoiceIssuedData,
  OVERDUE_REMINDERS_MAX,
} from '@roofing/contracts';
import { dayOf } from '../../emails/billing.tsx';
import { formatMoney, portalEstimateUrl } from '../../emails/format.ts';
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
 * An invoice (deposit, progress, final) and the overdue reminders that may follow it. How to pay
 * is said so that it is true whether or not online payment is switched on: the portal shows
 * either the payment form or the check and bank transfer details.
 */

const KIND_WORDS = { deposit: 'Deposit', progress: 'Progress', final: 'Final' } as const;

const reasonFor = (invoice: InvoiceIssuedData) =>
  `You receive this e-mail because ${COMPANY.name} issued invoice ${invoice.number} for your roofing project (${invoice.estimateNumber}).`;

const line = (item: InvoiceIssuedData['lines'][number]) =>
  item.quantity === 1
    ? `${item.description}: ${formatMoney(item.amount)}`
    : `${item.description}: ${item.quantity} × ${formatMoney(item.unitPrice)} = ${formatMoney(item.amount)}`;

/** How to pay, true in both payment modes. */
function HowToPay({ invoice, publicUrl }: { invoice: InvoiceIssuedData; publicUrl: string }) {
  return (
    <>
      <H>How to pay</H>
      <P>
        Your invoice is in your client portal, where you can pay online or see how to pay by check
        or bank transfer. Please write the invoice number {invoice.number} on your check or in the
        transfer's memo so we can match your payment.
      </P>
      <Action href={portalEstimateUrl(publicUrl, invoice.estimateNumber)}>
        View and pay your invoice
      </Action>
    </>
  );
}

interface IssuedProps {
  invoice: InvoiceIssuedData;
  publicUrl: string;
}

export function InvoiceIssued({ invoice, publicUrl }: IssuedProps) {
  return (
    <EmailLayout
      preview={`Invoice ${invoice.number}: ${formatMoney(invoice.balanceDue)} due by ${dayOf(invoice.dueOn)}.`}
      reason={reasonFor(invoice)}
    >
      <Greeting name={invoice.firstName} />
      <P>
        {invoice.kind === 'deposit'
          ? 'Here is the deposit invoice for your roofing contract. Thank you for signing with us.'
          : invoice.kind === 'final'
            ? 'Here is the final invoice for your roofing project. Thank you for choosing us.'
            : 'Here is a progress invoice for your roofing project, for the work as agreed in your contract.'}
      </P>
      <Panel>
        <Field label="Invoice number">{invoice.number}</Field>
        <Field label="Invoice type">{KIND_WORDS[invoice.kind]}</Field>
        <Field label="Estimate number">{invoice.estimateNumber}</Field>
        <Field label="Issued on">{dayOf(invoice.issuedOn)}</Field>
        <Field label="Due by">{dayOf(invoice.dueOn)}</Field>
      </Panel>
      <H>What it is for</H>
      <Bullets items={invoice.lines.map(line)} />
      <Panel>
        <Field label="Subtotal">{formatMoney(invoice.subtotal)}</Field>
        {Number(invoice.tax) > 0 ? <Field label="Tax">{formatMoney(invoice.tax)}</Field> : null}
        <Field label="Total">{formatMoney(invoice.total)}</Field>
        <Field label="Balance due">{formatMoney(invoice.balanceDue)}</Field>
      </Panel>
      {invoice.notes ? (
        <>
          <H>Notes</H>
          <Quoted text={invoice.notes} />
        </>
      ) : null}
      <HowToPay invoice={invoice} publicUrl={publicUrl} />
      <P>Questions about this invoice? Call us at {COMPANY.phone}.</P>
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
  const balance = formatMoney(centsToDollars(balanceCents));
  const late = daysPastDue(invoice.dueOn, now);
  return (
    <EmailLayout
      preview={`Invoice ${invoice.number}: ${balance} was due on ${dayOf(invoice.dueOn)}.`}
      reason={`${reasonFor(invoice)} We send at most ${OVERDUE_REMINDERS_MAX} reminders, and none once the invoice is paid.`}
    >
      <Greeting name={invoice.firstName} />
      <P>
        {reminder === 1
          ? `A friendly reminder: invoice ${invoice.number} was due on ${dayOf(invoice.dueOn)}, and we have not received full payment yet.`
          : `Invoice ${invoice.number} is now ${late} ${late === 1 ? 'day' : 'days'} past due, and ${balance} is still open.`}
      </P>
      <Panel>
        <Field label="Invoice number">{invoice.number}</Field>
        <Field label="Estimate number">{invoice.estimateNumber}</Field>
        <Field label="Invoice total">{formatMoney(invoice.total)}</Field>
        <Field label="Balance due">{balance}</Field>
        <Field label="Was due">{dayOf(invoice.dueOn)}</Field>
      </Panel>
      <P>
        If you have already paid, thank you, and please disregard this reminder: a check can take a
        few days to reach us and be recorded. Your client portal shows every payment we have
        received.
      </P>
      <HowToPay invoice={invoice} publicUrl={publicUrl} />
      <P>
        If something about the invoice or the work is holding up payment, or you would like to
        arrange a payment plan, please call us at {COMPANY.phone}: we would rather talk it through.
      </P>
    </EmailLayout>
  );
}

export const invoiceIssuedEmail = (props: IssuedProps): Promise<EmailContent> =>
  renderEmail(
    `Invoice ${props.invoice.number} from ${COMPANY.name}: ${formatMoney(props.invoice.balanceDue)} due by ${dayOf(props.invoice.dueOn)}`,
    <InvoiceIssued {...props} />,
  );

export const invoiceOverdueEmail = (props: ReminderProps): Promise<EmailContent> =>
  renderEmail(
    props.reminder === 1
      ? `Reminder: invoice ${props.invoice.number} is past due`
      : `Invoice ${props.invoice.number} is ${daysPastDue(props.invoice.dueOn, props.now)} days past due`,
    <InvoiceOverdue {...props} />,
  );
