import {
  dollarsToCents,
  formatMoney,
  type InvoiceKind,
  type PortalBilling,
} from '@roofing/contracts';
import type { ReactNode } from 'react';
import { portalInvoicePdfUrl } from '../../../api/invoices.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Detail } from '../../../components/ui/detail.tsx';
import { formatCalendarDate } from '../../estimate-tracker/estimate-format.ts';

type Invoice = PortalBilling['invoices'][number];

const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit',
  progress: 'Progress payment',
  final: 'Final payment',
};

/** Whether the money string is more than zero ("0.00" is not). */
const isPositive = (amount: string) => (dollarsToCents(amount) ?? 0) > 0;

function InvoiceState({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'void') return <Badge tone="sand">Void</Badge>;
  if (invoice.status === 'paid') return <Badge tone="success">Paid</Badge>;
  if (invoice.overdue) return <Badge tone="danger">Overdue</Badge>;
  return <Badge tone="ocean">Open</Badge>;
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
  return (
    <section aria-labelledby="invoices-heading">
      <h5 id="invoices-heading" className="font-semibold text-navy-900">
        Invoices
      </h5>
      {invoices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No invoices have been issued yet.</p>
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
                    {INVOICE_KIND_LABELS[invoice.kind]}
                  </p>
                  <InvoiceState invoice={invoice} />
                </div>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Detail label="Total">{formatMoney(invoice.total)}</Detail>
                  <Detail label="Paid">{formatMoney(invoice.paid)}</Detail>
                  <Detail label="Balance due">{formatMoney(invoice.balanceDue)}</Detail>
                  <Detail label="Due">{formatCalendarDate(invoice.dueOn)}</Detail>
                </dl>
                <div className="flex flex-wrap items-center gap-4">
                  {payable && paying !== invoice.number && (
                    <Button variant="accent" onClick={() => onPay(invoice.number)}>
                      Pay<span className="sr-only"> invoice {invoice.number}</span>
                    </Button>
                  )}
                  <a
                    href={portalInvoicePdfUrl(invoice.number)}
                    download
                    className="font-semibold text-navy-800 underline underline-offset-4"
                  >
                    Download PDF<span className="sr-only">: invoice {invoice.number}</span>
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
