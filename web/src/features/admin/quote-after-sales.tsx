import { SERVICE_REQUEST_STATUSES } from '@roofing/contracts';
import {
  calendarDay,
  money,
  useStaffAfterSales,
  useUpdateServiceRequest,
  words,
} from '../../api/after-sales.ts';
import { QueryState } from '../../components/back-office/list-states.tsx';
import { RowStatusSelect } from './job-form-parts.tsx';
import { StormPriorityBadge } from './status-badge.tsx';

/**
 * After the job: what has been received, warranties, the customer's feedback and service
 * requests. Payments are recorded in the Billing tab's ledger (the same payments).
 */
export function QuoteAfterSales({ quoteId, status }: { quoteId: number; status: string }) {
  const view = useStaffAfterSales(quoteId, status);
  const update = useUpdateServiceRequest(quoteId);
  const data = view.data;
  const paid = (data?.payments ?? [])
    .filter((payment) => payment.status === 'paid')
    .reduce((sum, payment) => sum + Number(payment.amount), 0);
  return (
    <section aria-labelledby="after-sales-heading" className="mt-6 border-t border-navy-100 pt-5">
      <h4 id="after-sales-heading" className="font-display text-lg font-bold text-navy-900">
        Payments &amp; after the job
      </h4>
      <QueryState query={view} empty={false} emptyText="" />
      {data ? (
        <div className="mt-3 grid gap-4 text-sm">
          <div>
            <h5 className="font-semibold text-navy-900">
              Payments {paid > 0 ? `(${money(paid.toFixed(2))} received)` : ''}
            </h5>
            <p className="text-slate-700">
              Invoices, payments and refunds are recorded under the Billing tab.
            </p>
            {data.payments.length === 0 ? (
              <p className="text-slate-700">No payments recorded.</p>
            ) : (
              <ul aria-label="Payments" className="mt-1 grid gap-1">
                {data.payments.map((payment) => (
                  <li
                    key={payment.id}
                    className="flex flex-wrap justify-between gap-2 rounded-lg bg-sand-50 p-2"
                  >
                    <span>
                      <span className="capitalize">{payment.paymentType}</span>
                      {payment.description ? ` · ${payment.description}` : ''}
                    </span>
                    <span className="font-semibold">
                      {money(payment.amount)} · {payment.status}
                      {payment.paidAt ? ` ${calendarDay(payment.paidAt)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h5 className="font-semibold text-navy-900">Warranties</h5>
            <p className="text-slate-700">
              {data.warranties.length === 0
                ? 'Created when the job is marked completed.'
                : data.warranties
                    .map(
                      (w) =>
                        `${w.warrantyType} ${w.warrantyLength} years (${
                          w.voidedAt
                            ? `voided ${calendarDay(w.voidedAt)}: the job was re-opened`
                            : `to ${calendarDay(w.endDate)}`
                        })`,
                    )
                    .join(' · ')}
            </p>
          </div>
          <div>
            <h5 className="font-semibold text-navy-900">Customer feedback</h5>
            {data.feedback ? (
              <p className="text-slate-800">
                {data.feedback.overallRating}/5 overall
                {data.feedback.wouldRecommend === null
                  ? ''
                  : data.feedback.wouldRecommend
                    ? ' · would recommend'
                    : ' · would not recommend'}
                {data.feedback.comments ? ` · “${data.feedback.comments}”` : ''}
              </p>
            ) : (
              <p className="text-slate-700">
                {data.completed ? 'Not rated yet.' : 'Asked for when the job is completed.'}
              </p>
            )}
          </div>
          <div>
            <h5 className="font-semibold text-navy-900">Service requests</h5>
            {data.serviceRequests.length === 0 ? (
              <p className="text-slate-700">None.</p>
            ) : (
              <ul aria-label="Service requests" className="mt-1 grid gap-2">
                {data.serviceRequests.map((item) => (
                  <li
                    key={item.id}
                    className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-navy-100 p-2"
                  >
                    <span>
                      <span className="font-semibold capitalize">
                        {words(item.requestType)} · {item.priority}
                      </span>
                      {item.stormPriority ? (
                        <span className="ml-2">
                          <StormPriorityBadge
                            since={item.createdAt}
                            waiting={item.status === 'open'}
                          />
                        </span>
                      ) : null}
                      <span className="block text-slate-700">
                        {calendarDay(item.createdAt)}: {item.description}
                      </span>
                    </span>
                    <RowStatusSelect
                      label={`Status of the ${words(item.requestType)} request`}
                      value={item.status}
                      statuses={SERVICE_REQUEST_STATUSES}
                      optionLabel={words}
                      busy={update.isPending}
                      onSave={(status) => update.mutate({ id: item.id, status })}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
