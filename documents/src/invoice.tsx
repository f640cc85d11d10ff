import { COMPANY } from '@roofing/contracts';
import { translator } from '@roofing/contracts/i18n';
import { money, paragraphs, show, showDate } from './fill-ins.tsx';
import { INVOICE_MESSAGES } from './invoice-messages.ts';
import { Facts } from './layout.tsx';
import { AmountRow, ItemsTable } from './line-item-rows.tsx';
import { lineItemsOf } from './line-items.ts';
import { richMessage } from './rich-message.tsx';
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

  render({ data, now, locale }) {
    const t = translator(INVOICE_MESSAGES, locale);
    const totals = invoiceTotals(data);
    const number = textOf(data.invoiceNumber);
    const client = textOf(data.clientName);
    const due = textOf(data.dueDate) ? showDate(data.dueDate, 'medium', locale) : null;

    const body = (
      <>
        <Facts
          entries={[
            [
              t('billTo'),
              <>
                {show(data.clientName, 'long')}
                <br />
                {show(data.billingAddress, 'long')}
              </>,
            ],
            [
              t('jobAddress'),
              <>
                {show(data.projectAddress, 'long')}
                <br />
                {richMessage(
                  (values) => t('estimateContract', values),
                  {},
                  { number: show(data.estimateNumber, 'short') },
                )}
              </>,
            ],
          ]}
        />
        <ItemsTable items={totals.items} locale={locale}>
          <AmountRow tone="subtle" label={t('subtotal')} amount={totals.subtotal} locale={locale} />
          <AmountRow
            tone="subtle"
            label={t('salesTax', { rate: formatPercent(totals.taxRate) })}
            amount={totals.tax}
            locale={locale}
          />
          <AmountRow tone="total" label={t('total')} amount={totals.total} locale={locale} />
          <AmountRow
            tone="subtle"
            label={t('amountPaid')}
            amount={totals.paid ?? (totals.total === undefined ? undefined : 0)}
            locale={locale}
          />
          <AmountRow
            tone="total"
            label={
              due === null
                ? t('balanceDue')
                : richMessage((values) => t('balanceDueBy', values), {}, { date: due })
            }
            amount={totals.balance}
            locale={locale}
          />
        </ItemsTable>
        <h2>{t('howToPay')}</h2>
        {paragraphs(data.paymentInstructions, null)}
        <p>
          {richMessage(
            (values) => t('payByCheck', values),
            { address: COMPANY.address, phone: COMPANY.phone },
            { legalName: <strong>{COMPANY.legalName}</strong> },
          )}
        </p>
        {textOf(data.additionalDetails) ? (
          <>
            <h2>{t('notes')}</h2>
            {paragraphs(data.additionalDetails, null)}
          </>
        ) : null}
        <p className="small">{t('salesTaxNote')}</p>
        <p className="small">
          {t('questions', { phone: COMPANY.phone, email: COMPANY.email, company: COMPANY.name })}
        </p>
      </>
    );

    return {
      title: [t('heading'), number, client].filter(Boolean).join(' — '),
      heading: t('heading'),
      meta: [
        [t('invoiceNo'), show(data.invoiceNumber, 'short')],
        [t('date'), showDate(textOf(data.invoiceDate) ? data.invoiceDate : now, 'medium', locale)],
        [t('due'), showDate(data.dueDate, 'short', locale)],
        [t('balanceDue'), money(totals.balance, 'short', locale)],
      ],
      body,
    };
  },
};
