import { formatMoney, type Invoice } from '@roofing/contracts';
import { type ReactNode, useState } from 'react';
import { invoicePdfUrl, useVoidInvoice } from '../../../api/billing.ts';
import { useToast } from '../../../app/toast.tsx';
import { ConfirmDialog } from '../../../components/back-office/confirm-dialog.tsx';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { capitalised, day } from './billing-format.ts';
import { InvoiceForm } from './invoice-form.tsx';

export const tableClass = 'w-full border-collapse text-left text-sm';
export const headClass =
  'whitespace-nowrap border-b border-navy-100 px-2 py-2 font-semibold text-slate-700';

/** A wide table that scrolls sideways in a narrow column; keyboard users scroll it too. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus, so a keyboard scrolls it.
      tabIndex={0}
      className="overflow-x-auto rounded-lg focus:outline-2 focus:outline-ocean-600"
    >
      {children}
    </section>
  );
}
export const cellClass = 'whitespace-nowrap border-b border-navy-50 px-2 py-2 align-top';

/** A table's column headings; a heading written "$Total" is a money column (right-aligned). */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          column.startsWith('$') ? (
            <th key={column} scope="col" className={`${headClass} text-right`}>
              {column.slice(1)}
            </th>
          ) : (
            <th key={column} scope="col" className={headClass}>
              {column}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** An invoice's state in words: paid, void, overdue or open. */
export function InvoiceStatus({ invoice }: { invoice: Invoice }) {
  if (invoice.status === 'open' && invoice.overdue) {
    return <span className="font-semibold text-danger-700">Overdue</span>;
  }
  const tone =
    invoice.status === 'paid'
      ? 'text-success-700'
      : invoice.status === 'void'
        ? 'text-slate-600 line-through'
        : 'text-navy-900';
  return <span className={`font-semibold ${tone}`}>{capitalised(invoice.status)}</span>;
}

/** The job's invoices, a way to raise a progress or final one, and Void on an open one. */
export function InvoicesPanel({ quoteId, invoices }: { quoteId: number; invoices: Invoice[] }) {
  const [raising, setRaising] = useState(false);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const voidInvoice = useVoidInvoice(quoteId);
  const { toast } = useToast();

  const confirmVoid = () => {
    if (!voiding) return;
    voidInvoice.mutate(voiding.number, {
      onSuccess: (invoice) => {
        toast({
          title: 'Invoice voided',
          description: `${invoice.number} no longer asks to be paid.`,
        });
        setVoiding(null);
      },
      onError: (failure) => {
        toast({
          title: 'Not voided',
          description: failure instanceof Error ? failure.message : 'Try again.',
          variant: 'destructive',
        });
        setVoiding(null);
      },
    });
  };

  return (
    <PanelSection
      headingId={`invoices-${quoteId}-heading`}
      title="Invoices"
      action={
        raising ? null : (
          <Button variant="outline" onClick={() => setRaising(true)}>
            Raise invoice
          </Button>
        )
      }
    >
      {raising ? <InvoiceForm quoteId={quoteId} onDone={() => setRaising(false)} /> : null}
      {invoices.length === 0 ? (
        <EmptyState>
          No invoices yet. The deposit invoice is issued when the customer signs.
        </EmptyState>
      ) : (
        <TableScroll label="Invoices table">
          <table className={tableClass} data-testid="invoices-table">
            <caption className="sr-only">Invoices of this job</caption>
            <TableHead
              columns={['Number', 'Kind', 'Status', 'Issued', 'Due', '$Total', '$Paid', '$Balance']}
            />
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.id} data-testid={`invoice-${invoice.number}`}>
                  <th scope="row" className={`${cellClass} text-left`}>
                    <span className="block font-mono font-semibold">{invoice.number}</span>
                    <span className="flex gap-3 text-xs">
                      <a
                        href={invoicePdfUrl(invoice.number)}
                        className="font-semibold text-ocean-700 underline"
                        download={`${invoice.number}.pdf`}
                      >
                        PDF<span className="sr-only"> of {invoice.number}</span>
                      </a>
                      {invoice.status === 'open' ? (
                        <button
                          type="button"
                          onClick={() => setVoiding(invoice)}
                          className="font-semibold text-danger-700 underline"
                        >
                          Void<span className="sr-only"> {invoice.number}</span>
                        </button>
                      ) : null}
                    </span>
                  </th>
                  <td className={cellClass}>{capitalised(invoice.kind)}</td>
                  <td className={cellClass}>
                    <InvoiceStatus invoice={invoice} />
                  </td>
                  <td className={cellClass}>{day(invoice.issuedOn)}</td>
                  <td className={cellClass}>{day(invoice.dueOn)}</td>
                  <td className={`${cellClass} text-right`}>{formatMoney(invoice.total)}</td>
                  <td className={`${cellClass} text-right`}>{formatMoney(invoice.paid)}</td>
                  <td className={`${cellClass} text-right font-semibold`}>
                    {formatMoney(invoice.balanceDue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ConfirmDialog
        open={voiding !== null}
        title={`Void ${voiding?.number ?? 'the invoice'}?`}
        description="A voided invoice stays on record but no longer asks to be paid."
        confirmLabel="Void invoice"
        busyLabel="Voiding..."
        busy={voidInvoice.isPending}
        onConfirm={confirmVoid}
        onCancel={() => setVoiding(null)}
      >
        {voiding && Number(voiding.paid) > 0 ? (
          <p className="text-sm text-danger-700">
            {formatMoney(voiding.paid)} has been paid on it: record a refund in the ledger if it is
            owed back.
          </p>
        ) : null}
      </ConfirmDialog>
    </PanelSection>
  );
}
