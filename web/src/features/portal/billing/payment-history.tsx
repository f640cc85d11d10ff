import type { PortalBilling } from '@roofing/contracts';
import { useT } from '../../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

type Payment = PortalBilling['payments'][number];

/** The payments and refunds on this project, as the ledger records them. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const t = useT(messages);
  const { money, timestamp } = useBillingFormat();
  return (
    <section aria-labelledby="payments-heading">
      <h5 id="payments-heading" className="font-semibold text-navy-900">
        {t('payments')}
      </h5>
      {payments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('noPayments')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100">
          {payments.map((payment, index) => (
            <li
              // The portal's ledger rows carry no id; the list is only ever replaced whole.
              key={index}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm"
            >
              <span className="text-slate-800">
                {timestamp(payment.paidAt ?? payment.createdAt)} ·{' '}
                {payment.kind === 'refund' ? t('refund') : t('payment')} ·{' '}
                {t(`method_${payment.method}`)}
                {payment.invoiceNumber ? ` · ${payment.invoiceNumber}` : ''}
              </span>
              <span className="flex items-baseline gap-3">
                <span className="text-slate-700">{t(`payment_${payment.status}`)}</span>
                <span className="font-semibold text-slate-900">
                  {payment.kind === 'refund' ? '−' : ''}
                  {money(payment.amount)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
