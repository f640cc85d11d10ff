import { COMPANY } from '@roofing/contracts';
import { money, paragraphs, show, showDate } from './fill-ins.tsx';
import { Facts } from './layout.tsx';
import { AmountRow, ItemsTable } from './line-item-rows.tsx';
import { lineItemsOf } from './line-items.ts';
import type { DocumentTemplate } from './templates.ts';
import { centsOf, formatPercent, numberOf, sumKnown, textOf } from './values.ts';

/** The totals of an invoice, in whole cents; undefined where nothing is known to add up. */
export function invoiceTotals(data: Record<string, unknown>) {
  const items = lineItemsOf(data.lineItems);
  const subtotal = sumKnown(items.map((item) => item.amount));
  const taxRate = numberOf(data.taxRate) ?? 0;
  const tax = subtotal === undefined ? undefined : Math.round((subtotal * taxRate) / 100);
  const total = subtotal === undefined ? undefined : subtotal + (tax ?? 0);
  const paid = centsOf(data.amountPaid);
  const balance = total === undefined ? undefined : total - (paid ?? 0);
  return { items, subtotal, taxRate, tax, total, paid, balance };
}

export const invoiceTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'invoiceNumber',
      label: 'Invoice number',
      kind: 'text',
      required: true,
      example: 'INV-2026-0418',
    },
    {
      name: 'invoiceDate',
      label: 'Invoice date',
      kind: 'date',
      required: false,
      example: '2026-11-25',
      help: 'Today when left empty.',
    },
    { name: 'dueDate', label: 'Due date', kind: 'date', required: false, example: '2026-12-10' },
    {
      name: 'clientName',
      label: 'Bill to',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'billingAddress',
      label: 'Billing address',
      kind: 'text',
      required: false,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'projectAddress',
      label: 'Job address',
      kind: 'text',
      required: false,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'estimateNumber',
      label: 'Estimate / contract number',
      kind: 'text',
      required: false,
      example: 'SFR-7KQ2M9XD',
    },
    {
      name: 'lineItems',
      label: 'Line items',
      kind: 'list',
      required: true,
      example: 'Architectural shingle re-roof | 32 | 475.00',
      help: 'One per line: description | quantity | unit price (or description | amount).',
    },
    {
      name: 'taxRate',
      label: 'Sales tax rate (%)',
      kind: 'number',
      required: false,
      example: '0',
      help: 'Usually 0: see the footnote on Florida sales tax.',
    },
    {
      name: 'amountPaid',
      label: 'Amount already paid',
      kind: 'money',
      required: false,
      example: '1845.00',
    },
    {
      name: 'paymentInstructions',
      label: 'Payment instructions',
      kind: 'multiline',
      required: false,
      example: 'Please pay by check or call the office to pay by card.',
    },
    {
      name: 'additionalDetails',
      label: 'Notes',
      kind: 'multiline',
      required: false,
      example: 'Includes 3 sheets of replaced 1/2-in. plywood per change order CO-1.',
    },
  ],

  render({ data, now }) {
    const totals = invoiceTotals(data);
    const number = textOf(data.invoiceNumber);
    const client = textOf(data.clientName);

    const body = (
      <>
        <Facts
          entries={[
            [
              'Bill to',
              <>
                {show(data.clientName, 'long')}
                <br />
                {show(data.billingAddress, 'long')}
              </>,
            ],
            [
              'Job address',
              <>
                {show(data.projectAddress, 'long')}
                <br />
                Estimate / contract: {show(data.estimateNumber, 'short')}
              </>,
            ],
          ]}
        />
        <ItemsTable items={totals.items}>
          <AmountRow tone="subtle" label="Subtotal" amount={totals.subtotal} />
          <AmountRow
            tone="subtle"
            label={`Sales tax (${formatPercent(totals.taxRate)})*`}
            amount={totals.tax}
          />
          <AmountRow tone="total" label="Total" amount={totals.total} />
          <AmountRow
            tone="subtle"
            label="Amount paid"
            amount={totals.paid ?? (totals.total === undefined ? undefined : 0)}
          />
          <AmountRow
            tone="total"
            label={
              <>Balance due{textOf(data.dueDate) ? <> by {showDate(data.dueDate)}</> : null}</>
            }
            amount={totals.balance}
          />
        </ItemsTable>
        <h2>How to pay</h2>
        {paragraphs(data.paymentInstructions, null)}
        <p>
          Pay by check payable to <strong>{COMPANY.legalName}</strong>
          {`, mailed or delivered to ${COMPANY.address}, with the invoice number on the check; or call ${COMPANY.phone} to pay by card or bank transfer. We never ask for card or bank details by e-mail. A lien waiver for your payment is sent once it clears.`}
        </p>
        {textOf(data.additionalDetails) ? (
          <>
            <h2>Notes</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <p className="small">
          * Florida sales tax: a roofing contractor doing a real property improvement pays the sales
          tax on the materials it buys, and Florida does not tax the labor of improving real
          property, so no tax is normally added to the contract price (Rule 12A-1.051, Florida
          Administrative Code). Tax appears above only for items sold separately, without
          installation.
        </p>
        <p className="small">{`Questions about this invoice: ${COMPANY.phone} or ${COMPANY.email}. Thank you for choosing ${COMPANY.name}.`}</p>
      </>
    );

    return {
      title: ['Invoice', number, client].filter(Boolean).join(' — '),
      meta: [
        ['Invoice no.', show(data.invoiceNumber, 'short')],
        ['Date', showDate(textOf(data.invoiceDate) ? data.invoiceDate : now)],
        ['Due', showDate(data.dueDate, 'short')],
        ['Balance due', money(totals.balance)],
      ],
      body,
    };
  },
};
