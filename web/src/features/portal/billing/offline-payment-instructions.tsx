import { formatMoney, type PaymentConfig } from '@roofing/contracts';

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
  return (
    <div className="space-y-4 text-slate-800" data-testid="offline-payment-instructions">
      <p>
        Balance due: <span className="font-semibold text-navy-900">{formatMoney(balanceDue)}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-navy-100 p-4">
          <h5 className="font-semibold text-navy-900">By check</h5>
          <dl className="mt-2 space-y-2 text-sm">
            <div>
              <dt className="text-slate-600">Make it payable to</dt>
              <dd className="font-semibold text-slate-900">{offline.payableTo}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Mail it to</dt>
              <dd className="font-semibold whitespace-pre-line text-slate-900">{offline.mailTo}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Write in the memo</dt>
              <dd className="font-semibold text-slate-900">{offline.memo || estimateNumber}</dd>
            </div>
          </dl>
        </div>
        <div className="rounded-xl border border-navy-100 p-4">
          <h5 className="font-semibold text-navy-900">By bank transfer</h5>
          <p className="mt-2 text-sm whitespace-pre-line">{offline.bankTransfer}</p>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        Payments by check or transfer appear here once our office has recorded them.
      </p>
    </div>
  );
}
