import {
  COMPANY,
  type Invoice,
  type Locale,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';
import { Facts, renderPage } from '@roofing/documents/layout.tsx';
import { AmountRow, ItemsTable } from '@roofing/documents/line-item-rows.tsx';
import type { LineItem } from '@roofing/documents/line-items';
import { centsIn, dayIn } from '@roofing/documents/locale-format';
import { centsOf, dayOf } from '@roofing/documents/values';
import { propertyLine } from './contract-document.tsx';

/**
 * An invoice as the customer receives it (e-mailed PDF, portal download): the company's
 * letterhead, who is billed for which property, the lines and totals, the payments applied,
 * the balance and its due date, and how to pay. Amounts arrive as the API writes them
 * ("1845.00"), dates as YYYY-MM-DD. It is written in the customer's language (the quote's
 * `language`, issue 24): English by default, word for word as before, or Spanish.
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
  /** The customer's language; default English. */
  language?: Locale;
};

export const INVOICE_MESSAGES = defineCatalogue(
  'quote.invoice-document',
  {
    depositHeading: 'Deposit Invoice',
    progressHeading: 'Progress Invoice',
    finalHeading: 'Final Invoice',
    salesTax: 'Sales tax',
    salesTaxRate: 'Sales tax ({rate}%)',
    voidLead: 'Void.',
    voidText:
      ' This invoice was cancelled and is not payable. Any payment made on it is refunded or applied as agreed with the office.',
    paidLead: 'Paid in full.',
    paidText: ' Thank you: nothing is due on this invoice.',
    paymentsApplied: 'Payments applied',
    noPayments: 'No payment has been applied to this invoice yet.',
    date: 'Date',
    method: 'Method',
    amount: 'Amount',
    howToPay: 'How to pay',
    online: 'Online:',
    onlineText:
      ' sign in to your customer portal at {website}/client-portal and open Billing to pay by card or bank account.',
    byCheck: 'By check:',
    payableTo: ' payable to ',
    checkText: ', with invoice number {number} on the check, mailed to {mailTo}.',
    byTransfer: 'By bank transfer:',
    safety:
      'We never ask for card or bank details by e-mail. A lien waiver for your payment is sent once it clears. Questions about this invoice: {phone} or {email}.',
    billTo: 'Bill to',
    property: 'Property',
    estimate: 'Estimate {estimateNumber}',
    subtotal: 'Subtotal',
    total: 'Total',
    balanceDueBy: 'Balance due by {day}',
    balanceDue: 'Balance due',
    notes: 'Notes',
    title: 'Invoice {number} — {name}',
    invoiceNo: 'Invoice no.',
    due: 'Due',
    card: 'Card (online)',
    us_bank_account: 'Bank account (ACH, online)',
    check: 'Check',
    insurer_check: 'Insurance company check',
    financing: 'Financing',
    cash: 'Cash',
    bank_transfer: 'Bank transfer',
    card_by_phone: 'Card by phone',
  },
  {
    depositHeading: 'Factura de depósito',
    progressHeading: 'Factura de avance de obra',
    finalHeading: 'Factura final',
    salesTax: 'Impuesto sobre las ventas',
    salesTaxRate: 'Impuesto sobre las ventas ({rate} %)',
    voidLead: 'Anulada.',
    voidText:
      ' Esta factura se canceló y no se debe pagar. Cualquier pago hecho sobre ella se reembolsa o se aplica según lo acordado con la oficina.',
    paidLead: 'Pagada en su totalidad.',
    paidText: ' Gracias: no hay nada pendiente en esta factura.',
    paymentsApplied: 'Pagos aplicados',
    noPayments: 'Todavía no se ha aplicado ningún pago a esta factura.',
    date: 'Fecha',
    method: 'Forma de pago',
    amount: 'Monto',
    howToPay: 'Cómo pagar',
    online: 'En línea:',
    onlineText:
      ' inicie sesión en su portal del cliente en {website}/es/client-portal y abra Facturas para pagar con tarjeta o cuenta bancaria.',
    byCheck: 'Con cheque:',
    payableTo: ' a nombre de ',
    checkText: ', con el número de factura {number} en el cheque, enviado por correo a {mailTo}.',
    byTransfer: 'Por transferencia bancaria:',
    safety:
      'Nunca le pedimos datos de tarjeta ni de cuenta bancaria por correo electrónico. Cuando su pago se acredite, le enviamos una renuncia de gravamen (lien waiver). Preguntas sobre esta factura: {phone} o {email}.',
    billTo: 'Facturar a',
    property: 'Propiedad',
    estimate: 'Estimado {estimateNumber}',
    subtotal: 'Subtotal',
    total: 'Total',
    balanceDueBy: 'Saldo a pagar antes del {day}',
    balanceDue: 'Saldo a pagar',
    notes: 'Notas',
    title: 'Factura {number} — {name}',
    invoiceNo: 'Factura n.º',
    due: 'Vence',
    card: 'Tarjeta (en línea)',
    us_bank_account: 'Cuenta bancaria (ACH, en línea)',
    check: 'Cheque',
    insurer_check: 'Cheque de la compañía de seguros',
    financing: 'Financiamiento',
    cash: 'Efectivo',
    bank_transfer: 'Transferencia bancaria',
    card_by_phone: 'Tarjeta por teléfono',
  },
);

type InvoiceText = ReturnType<typeof translator<keyof typeof INVOICE_MESSAGES.en>>;

const KIND_HEADINGS = {
  deposit: 'depositHeading',
  progress: 'progressHeading',
  final: 'finalHeading',
} as const satisfies Record<Invoice['kind'], keyof typeof INVOICE_MESSAGES.en>;

const cents = (amount: string) => centsOf(amount) ?? 0;

function day(value: string, locale: Locale): string {
  const parsed = dayOf(value);
  return parsed ? dayIn(parsed, locale) : value;
}

function methodLabel(method: string, t: InvoiceText, locale: Locale): string {
  if (!(method in PAYMENT_METHOD_LABELS)) return method;
  return locale === 'en'
    ? PAYMENT_METHOD_LABELS[method as PaymentMethod]
    : t(method as PaymentMethod);
}

function taxLabel(rate: string | null, t: InvoiceText): string {
  const percent = rate === null ? 0 : Number(rate);
  return Number.isFinite(percent) && percent > 0
    ? t('salesTaxRate', { rate: Number(percent.toFixed(3)).toLocaleString('en-US') })
    : t('salesTax');
}

function StatusNote({ input, t }: { input: InvoiceDocumentInput; t: InvoiceText }) {
  if (input.status === 'void') {
    return (
      <p className="callout">
        <strong>{t('voidLead')}</strong>
        {t('voidText')}
      </p>
    );
  }
  if (input.status === 'paid') {
    return (
      <p className="callout">
        <strong>{t('paidLead')}</strong>
        {t('paidText')}
      </p>
    );
  }
  return null;
}

function PaymentsApplied({
  payments,
  t,
  locale,
}: {
  payments: InvoiceDocumentInput['payments'];
  t: InvoiceText;
  locale: Locale;
}) {
  return (
    <>
      <h2>{t('paymentsApplied')}</h2>
      {payments.length === 0 ? (
        <p>{t('noPayments')}</p>
      ) : (
        <table className="grid compact">
          <thead>
            <tr>
              <th>{t('date')}</th>
              <th>{t('method')}</th>
              <th className="num">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment, index) => (
              <tr key={index}>
                <td>{day(payment.paidOn, locale)}</td>
                <td>{methodLabel(payment.method, t, locale)}</td>
                <td className="num">{centsIn(cents(payment.amount), locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function HowToPay({ input, t }: { input: InvoiceDocumentInput; t: InvoiceText }) {
  const { howToPay } = input;
  return (
    <>
      <h2>{t('howToPay')}</h2>
      <ul>
        {howToPay.online ? (
          <li>
            <strong>{t('online')}</strong>
            {t('onlineText', { website: COMPANY.website })}
          </li>
        ) : null}
        <li>
          <strong>{t('byCheck')}</strong>
          {t('payableTo')}
          <strong>{howToPay.payableTo}</strong>
          {t('checkText', { number: input.number, mailTo: howToPay.mailTo })}
        </li>
        <li>
          <strong>{t('byTransfer')}</strong> {howToPay.bankTransfer}
        </li>
      </ul>
      <p className="small">{t('safety', { phone: COMPANY.phone, email: COMPANY.email })}</p>
    </>
  );
}

/** The invoice as one standalone HTML page; the same input gives the same bytes. */
export function invoiceDocumentHtml(input: InvoiceDocumentInput): string {
  const issued = dayOf(input.issuedOn);
  if (!issued) throw new Error(`issuedOn is not a YYYY-MM-DD day: ${input.issuedOn}`);
  const locale = input.language ?? 'en';
  const t = translator(INVOICE_MESSAGES, locale);
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
      <StatusNote input={input} t={t} />
      <Facts
        entries={[
          [
            t('billTo'),
            <>
              {input.customer.name}
              <br />
              {`${input.customer.phone} · ${input.customer.email}`}
            </>,
          ],
          [
            t('property'),
            <>
              {propertyLine(input.property)}
              <br />
              {t('estimate', { estimateNumber: input.estimateNumber })}
            </>,
          ],
        ]}
      />
      <ItemsTable items={items} locale={locale}>
        <AmountRow
          tone="subtle"
          label={t('subtotal')}
          amount={cents(input.subtotal)}
          locale={locale}
        />
        <AmountRow
          tone="subtle"
          label={taxLabel(input.taxRatePercent, t)}
          amount={cents(input.tax)}
          locale={locale}
        />
        <AmountRow tone="total" label={t('total')} amount={cents(input.total)} locale={locale} />
        <AmountRow
          tone="subtle"
          label={t('paymentsApplied')}
          amount={-cents(input.paid)}
          locale={locale}
        />
        <AmountRow
          tone="total"
          label={payable ? t('balanceDueBy', { day: day(input.dueOn, locale) }) : t('balanceDue')}
          amount={payable ? balance : 0}
          locale={locale}
        />
      </ItemsTable>
      <PaymentsApplied payments={input.payments} t={t} locale={locale} />
      {input.notes ? (
        <>
          <h2>{t('notes')}</h2>
          <p>{input.notes}</p>
        </>
      ) : null}
      {payable ? <HowToPay input={input} t={t} /> : null}
    </>
  );
  return renderPage(
    {
      title: t('title', { number: input.number, name: input.customer.name }),
      heading: t(KIND_HEADINGS[input.kind]),
      meta: [
        [t('invoiceNo'), input.number],
        [t('date'), day(input.issuedOn, locale)],
        [t('due'), day(input.dueOn, locale)],
        [t('balanceDue'), centsIn(payable ? balance : 0, locale)],
      ],
      body,
    },
    { includeLogo: true, includeCompliance: true, floridaCompliant: true, oshaCompliant: true },
    issued,
    locale,
  );
}
