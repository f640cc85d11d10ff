import {
  formatMoney,
  type JobBilling,
  type LedgerEntry,
  PAYMENT_METHOD_LABELS,
} from '@roofing/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { capitalised, day } from './billing-format.ts';
import { cellClass, TableHead, TableScroll, tableClass } from './invoices-table.tsx';
import { PaymentRecordForm } from './payment-record-form.tsx';
import { RefundDialog } from './refund-dialog.tsx';

/** An online payment that went through can be refunded through Stripe. */
const refundable = (entry: LedgerEntry) =>
  entry.kind === 'payment' &&
  entry.status === 'paid' &&
  (entry.method === 'card' || entry.method === 'us_bank_account');

const STATUS_CLASS: Record<LedgerEntry['status'], string> = {
  pending: 'text-amber-900',
  paid: 'text-success-700',
  failed: 'text-danger-700',
  refunded: 'text-slate-700',
};

/** The job's ledger: every payment and refund, online or recorded by hand. */
export function LedgerPanel({ billing }: { billing: JobBilling }) {
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<LedgerEntry | null>(null);
  const { quoteId, ledger } = billing;
  return (
    <PanelSection
      headingId={`ledger-${quoteId}-heading`}
      title="Payments ledger"
      action={
        recording ? null : (
          <Button variant="outline" onClick={() => setRecording(true)}>
            Record payment
          </Button>
        )
      }
    >
      {recording ? (
        <PaymentRecordForm
          quoteId={quoteId}
          invoices={billing.invoices}
          onDone={() => setRecording(false)}
        />
      ) : null}
      {ledger.length === 0 ? (
        <EmptyState>No payments yet.</EmptyState>
      ) : (
        <TableScroll label="Payments ledger table">
          <table className={tableClass} data-testid="ledger-table">
            <caption className="sr-only">Payments and refunds of this job</caption>
            <TableHead
              columns={[
                'Date',
                'Entry',
                'Status',
                'Method',
                '$Amount',
                'Invoice',
                'Reference',
                'Recorded by',
              ]}
            />
            <tbody>
              {ledger.map((entry) => (
                <tr key={entry.id} data-testid={`ledger-${entry.id}`}>
                  <td className={cellClass}>{day(entry.paidAt ?? entry.createdAt)}</td>
                  <td className={cellClass}>
                    {capitalised(entry.kind)}
                    {entry.description ? (
                      <span className="block max-w-48 whitespace-normal text-xs text-slate-600">
                        {entry.description}
                      </span>
                    ) : null}
                  </td>
                  <td className={`${cellClass} font-semibold ${STATUS_CLASS[entry.status]}`}>
                    {capitalised(entry.status)}
                  </td>
                  <td className={cellClass}>{PAYMENT_METHOD_LABELS[entry.method]}</td>
                  <td className={`${cellClass} text-right`}>
                    <span className="block font-semibold">
                      {entry.kind === 'refund'
                        ? `−${formatMoney(entry.amount)}`
                        : formatMoney(entry.amount)}
                    </span>
                    {refundable(entry) ? (
                      <button
                        type="button"
                        onClick={() => setRefunding(entry)}
                        className="text-xs font-semibold text-ocean-700 underline"
                      >
                        Refund<span className="sr-only"> {formatMoney(entry.amount)}</span>
                      </button>
                    ) : null}
                  </td>
                  <td className={`${cellClass} font-mono`}>{entry.invoiceNumber ?? '—'}</td>
                  <td className={`${cellClass} [overflow-wrap:anywhere]`}>
                    {entry.reference ?? entry.stripePaymentIntentId ?? '—'}
                  </td>
                  <td className={cellClass}>{entry.recordedBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <RefundDialog quoteId={quoteId} payment={refunding} onClose={() => setRefunding(null)} />
    </PanelSection>
  );
}
