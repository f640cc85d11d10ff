import { ESTIMATE_VALIDITY_DAYS } from './estimate-format.ts';

/**
 * How long an estimate can still be answered, or that it has expired (portal §4: never below 0,
 * and at 0 the actions are hidden by the caller).
 */
export function EstimateValidity({
  days,
  label,
  expiresOn,
}: {
  days: number;
  label: string;
  /** The expiry date in words, shown under the days when given. */
  expiresOn?: string;
}) {
  const expired = days === 0;
  return (
    <div
      className={`rounded-xl p-5 ${expired ? 'border border-danger-700/40 bg-danger-50' : 'border border-navy-100 bg-sand-50'}`}
    >
      {expired ? (
        <>
          <p className="font-display text-xl font-bold text-danger-700">Estimate Expired</p>
          <p className="mt-1 text-sm text-slate-800">
            This estimate has expired after {ESTIMATE_VALIDITY_DAYS} days. Please contact us for an
            updated quote.
          </p>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="mt-1 font-display text-3xl font-bold text-navy-900">
            {days} {days === 1 ? 'day' : 'days'}
          </p>
          {expiresOn && <p className="mt-1 text-sm text-slate-600">Expires {expiresOn}</p>}
        </>
      )}
    </div>
  );
}
