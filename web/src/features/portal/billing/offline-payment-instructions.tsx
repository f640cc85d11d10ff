import type { PaymentConfig } from '@roofing/contracts';
import { useT } from '../../../i18n/catalogue.ts';
import { messages } from './messages.ts';
import { useBillingFormat } from './use-billing-format.ts';

/** How to pay by check or bank transfer, with what is due: always true, whatever else is offered. */
export function OfflinePaymentInstructions({
  offline,
  balanceDue,
  estimateNumber,
}: {
  offline: PaymentConfig['offline'];
  balanceDue: string;
  estimateNumber: string;
}) {
  const t = useT(messages);
  const { money } = useBillingFormat();
  return (
    <div className="space-y-4 text-slate-800" data-testid="offline-payment-instructions">
      <p>
        {t.rich('balanceDueLine', {
          amount: money(balanceDue),
          b: (chunks) => <span className="font-semibold text-navy-900">{chunks}</span>,
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-navy-100 p-4">
          <h5 className="font-semibold text-navy-900">{t('byCheck')}</h5>
          <dl className="mt-2 space-y-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('payableTo')}</dt>
              <dd className="font-semibold text-slate-900">{offline.payableTo}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('mailTo')}</dt>
              <dd className="font-semibold whitespace-pre-line text-slate-900">{offline.mailTo}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('memo')}</dt>
              <dd className="font-semibold text-slate-900">{offline.memo || estimateNumber}</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-xl border border-navy-100 p-4">
          <h5 className="font-semibold text-navy-900">{t('byTransfer')}</h5>
          <p className="mt-2 text-sm whitespace-pre-line">{offline.bankTransfer}</p>
        </div>
      </div>
      <p className="text-sm text-slate-700">{t('offlineNote')}</p>
    </div>
  );
}
