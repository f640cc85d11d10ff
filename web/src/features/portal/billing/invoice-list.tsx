import { dollarsToCents, type PortalBilling } from '@roofing/contracts';
import type { ReactNode } from 'react';
import { portalInvoicePdfUrl } from '../../../api/invoices.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

type Invoice = PortalBilling['invoices'][number];

/** Whether the money string is more than zero ("0.00" is not). */
const isPositive = (amount: string) => (dollarsToCents(amount) ?? 0) > 0;

function InvoiceState({ invoice }: { invoice: Invoice }) {
  const t = useT(messages);
  if (invoice.status === 'void') return <Badge tone="sand">{t('invoiceVoid')}</Badge>;
  if (invoice.status === 'paid') return <Badge tone="success">{t('invoicePaid')}</Badge>;
  if (invoice.overdue) return <Badge tone="danger">{t('invoiceOverdue')}</Badge>;
  return <Badge tone="ocean">{t('invoiceOpen')}</Badge>;
}

/**
 * The project's invoices, newest as the server lists them: number, kind, total, paid, balance
 * and due date, the PDF, and Pay on an open one when paying online is offered (`renderPay`
 * shows the payment panel under the invoice being paid).
 */
export function InvoiceList({
  invoices,
  canPayOnline,
  paying,
  onPay,
  renderPay,
}: {
  invoices: Invoice[];
  canPayOnline: boolean;
  paying: string | null;
  onPay: (invoiceNumber: string) => void;
  renderPay: (invoice: Invoice) => ReactNode;
}) {
  const t = useT(messages);
  const { money, date } = useBillingFormat();
  return (
    <section aria-labelledby="invoices-heading">
      <h5 id="invoices-heading" className="font-semibold text-navy-900">
        {t('invoices')}
      </h5>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('noInvoices')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {invoices.map((invoice) => {
            const payable =
              canPayOnline && invoice.status === 'open' && isPositive(invoice.balanceDue);
            return (
              <li
                key={invoice.number}
                data-testid={`invoice-${invoice.number}`}
                className="space-y-4 rounded-xl border border-navy-100 p-4"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-slate-900">
                    <span className="font-mono">{invoice.number}</span> ·{' '}
                    {t(`kind_${invoice.kind}`)}
                  </p>
                  <InvoiceState invoice={invoice} />
                </div>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Detail label={t('total')}>{money(invoice.total)}</Detail>
                  <Detail label={t('paid')}>{money(invoice.paid)}</Detail>
                  <Detail label={t('balanceDue')}>{money(invoice.balanceDue)}</Detail>
                  <Detail label={t('due')}>{date(invoice.dueOn)}</Detail>
                </dl>
                <div className="flex flex-wrap items-center gap-4">
                  {payable && paying !== invoice.number && (
                    <Button variant="accent" onClick={() => onPay(invoice.number)}>
                      {t('pay')}
                      <span className="sr-only">
                        {t('payInvoiceHidden', { number: invoice.number })}
                      </span>
                    </Button>
                  )}
                  <a
                    href={portalInvoicePdfUrl(invoice.number)}
                    download
                    className="font-semibold text-navy-800 underline underline-offset-4"
                  >
                    {t('downloadPdf')}
                    <span className="sr-only">
                      {t('invoicePdfHidden', { number: invoice.number })}
                    </span>
                  </a>
                </div>
                {paying === invoice.number && renderPay(invoice)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
