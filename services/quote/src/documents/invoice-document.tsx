import {
  COMPANY,
  type Invoice,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@roofing/contracts';
import { Facts, renderPage } from '@roofing/documents/layout.tsx';
import { AmountRow, ItemsTable } from '@roofing/documents/line-item-rows.tsx';
import type { LineItem } from '@roofing/documents/line-items';
import { centsOf, dayOf, formatCents, formatDay } from '@roofing/documents/values';
import { propertyLine } from './contract-document.tsx';

/**
 * An invoice as the customer receives it (e-mailed PDF, portal download): the company's
 * letterhead, who is billed for which property, the lines and totals, the payments applied,
 * the balance and its due date, and how to pay. Amounts arrive as the API writes them
 * ("1845.00"), dates as YYYY-MM-DD.
 */

export type InvoiceDocumentInput = Pick<
  Invoice,
  | 'number'
  | 'kind'
  | 'status'
  | 'estimateNumber'
  | 'lines'
  | 'subtotal'
  | 'taxRatePercent'
  | 'tax'
  | 'total'
  | 'paid'
  | 'balanceDue'
  | 'issuedOn'
  | 'dueOn'
  | 'notes'
> & {
  customer: { name: string; phone: string; email: string };
  property: { streetAddress: string; city: string; state: string; zipCode: string };
  /** Payments applied to this invoice, oldest first. `method` is a payment method or its label. */
  payments: { paidOn: string; method: string; amount: string }[];
  howToPay: { payableTo: string; mailTo: string; bankTransfer: string; online: boolean };
};

const KIND_HEADINGS: Record<Invoice['kind'], string> = {
  deposit: 'Deposit Invoice',
  progress: 'Progress Invoice',
  final: 'Final Invoice',
};

const cents = (amount: string) => centsOf(amount) ?? 0;

function day(value: string): string {
  const parsed = dayOf(value);
  return parsed ? formatDay(parsed) : value;
}

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

function taxLabel(rate: string | null): string {
  const percent = rate === null ? 0 : Number(rate);
  return Number.isFinite(percent) && percent > 0
    ? `Sales tax (${Number(percent.toFixed(3)).toLocaleString('en-US')}%)`
    : 'Sales tax';
}

function StatusNote({ input }: { input: InvoiceDocumentInput }) {
  if (input.status === 'void') {
    return (
      <p className="callout">
        <strong>Void.</strong> This invoice was cancelled and is not payable. Any payment made on it
        is refunded or applied as agreed with the office.
      </p>
    );
  }
  if (input.status === 'paid') {
    return (
      <p className="callout">
        <strong>Paid in full.</strong> Thank you: nothing is due on this invoice.
      </p>
    );
  }
  return null;
}

function PaymentsApplied({ payments }: { payments: InvoiceDocumentInput['payments'] }) {
  return (
    <>
      <h2>Payments applied</h2>
      {payments.length === 0 ? (
        <p>No payment has been applied to this invoice yet.</p>
      ) : (
        <table className="grid compact">
          <thead>
            <tr>
              <th>Date</th>
              <th>Method</th>
              <th className="num">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment, index) => (
              <tr key={index}>
                <td>{day(payment.paidOn)}</td>
                <td>{methodLabel(payment.method)}</td>
                <td className="num">{formatCents(cents(payment.amount))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function HowToPay({ input }: { input: InvoiceDocumentInput }) {
  const { howToPay } = input;
  return (
    <>
      <h2>How to pay</h2>
      <ul>
        {howToPay.online ? (
          <li>
            <strong>Online:</strong>
            {` sign in to your customer portal at ${COMPANY.website}/client-portal and open Billing to pay by card or bank account.`}
          </li>
        ) : null}
        <li>
          <strong>By check:</strong> payable to <strong>{howToPay.payableTo}</strong>
          {`, with invoice number ${input.number} on the check, mailed to ${howToPay.mailTo}.`}
        </li>
        <li>
          <strong>By bank transfer:</strong> {howToPay.bankTransfer}
        </li>
      </ul>
      <p className="small">{`We never ask for card or bank details by e-mail. A lien waiver for your payment is sent once it clears. Questions about this invoice: ${COMPANY.phone} or ${COMPANY.email}.`}</p>
    </>
  );
}

/** The invoice as one standalone HTML page; the same input gives the same bytes. */
export function invoiceDocumentHtml(input: InvoiceDocumentInput): string {
  const issued = dayOf(input.issuedOn);
  if (!issued) throw new Error(`issuedOn is not a YYYY-MM-DD day: ${input.issuedOn}`);
  const items: LineItem[] = input.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitPrice: cents(line.unitPrice),
    amount: cents(line.amount),
  }));
  const balance = cents(input.balanceDue);
  const payable = input.status === 'open';
  const body = (
    <>
      <StatusNote input={input} />
      <Facts
        entries={[
          [
            'Bill to',
            <>
              {input.customer.name}
              <br />
              {`${input.customer.phone} · ${input.customer.email}`}
            </>,
          ],
          [
            'Property',
            <>
              {propertyLine(input.property)}
              <br />
              {`Estimate ${input.estimateNumber}`}
            </>,
          ],
        ]}
      />
      <ItemsTable items={items}>
        <AmountRow tone="subtle" label="Subtotal" amount={cents(input.subtotal)} />
        <AmountRow tone="subtle" label={taxLabel(input.taxRatePercent)} amount={cents(input.tax)} />
        <AmountRow tone="total" label="Total" amount={cents(input.total)} />
        <AmountRow tone="subtle" label="Payments applied" amount={-cents(input.paid)} />
        <AmountRow
          tone="total"
          label={payable ? `Balance due by ${day(input.dueOn)}` : 'Balance due'}
          amount={payable ? balance : 0}
        />
      </ItemsTable>
      <PaymentsApplied payments={input.payments} />
      {input.notes ? (
        <>
          <h2>Notes</h2>
          <p>{input.notes}</p>
        </>
      ) : null}
      {payable ? <HowToPay input={input} /> : null}
    </>
  );
  return renderPage(
    {
      title: `Invoice ${input.number} — ${input.customer.name}`,
      heading: KIND_HEADINGS[input.kind],
      meta: [
        ['Invoice no.', input.number],
        ['Date', day(input.issuedOn)],
        ['Due', day(input.dueOn)],
        ['Balance due', formatCents(payable ? balance : 0)],
      ],
      body,
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    issued,
  );
}
