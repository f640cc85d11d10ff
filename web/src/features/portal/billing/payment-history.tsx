import { formatMoney, PAYMENT_METHOD_LABELS, type PortalBilling } from '@roofing/contracts';
import { formatTimestamp } from '../../estimate-tracker/estimate-format.ts';

type Payment = PortalBilling['payments'][number];

const STATUS_WORDS: Record<Payment['status'], string> = {
  pending: 'Processing',
  paid: 'Received',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** The payments and refunds on this project, as the ledger records them. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  return (
    <section aria-labelledby="payments-heading">
      <h5 id="payments-heading" className="font-semibold text-navy-900">
        Payments
      </h5>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No payments have been recorded yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100">
          {payments.map((payment, index) => (
            <li
              // The portal's ledger rows carry no id; the list is only ever replaced whole.
              key={index}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm"
            >
              <span className="text-slate-800">
                {formatTimestamp(payment.paidAt ?? payment.createdAt)} ·{' '}
                {payment.kind === 'refund' ? 'Refund' : 'Payment'} ·{' '}
                {PAYMENT_METHOD_LABELS[payment.method]}
                {payment.invoiceNumber ? ` · ${payment.invoiceNumber}` : ''}
              </span>
              <span className="flex items-baseline gap-3">
                <span className="text-slate-700">{STATUS_WORDS[payment.status]}</span>
                <span className="font-semibold text-slate-900">
                  {payment.kind === 'refund' ? '−' : ''}
                  {formatMoney(payment.amount)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
