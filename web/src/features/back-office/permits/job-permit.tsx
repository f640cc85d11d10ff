import { formatMoney } from '@roofing/contracts';
import { useJobPermit } from '../../../api/permits.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { day } from '../billing/billing-format.ts';
import { InspectionsPanel } from './inspections-panel.tsx';
import { DepositClockPanel, PermitAlerts } from './permit-alerts.tsx';
import { OpenPermitForm, PermitForm } from './permit-form.tsx';
import { OverdueBadge, PermitStageSteps } from './permit-stage.tsx';

/**
 * The job's Permit tab (issue 23): no permit yet → open one (the building department from the
 * property's ZIP); then its stage as steps, what is overdue and the deposit clock's warnings,
 * the permit's facts and dates (and the Notice of Commencement when the price calls for one),
 * and the inspections with their results.
 */
export function JobPermitSection({ quoteId }: { quoteId: number }) {
  const query = useJobPermit(quoteId);
  const permit = query.data;
  return (
    <section
      aria-labelledby={`permit-${quoteId}-heading`}
      className="grid gap-5"
      data-testid="job-permit"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4
          id={`permit-${quoteId}-heading`}
          className="font-display text-lg font-bold text-navy-900"
        >
          Permit &amp; inspections
        </h4>
        {permit ? (
          <dl className="flex flex-wrap gap-5 text-right text-sm">
            <div>
              <dt className="text-xs font-semibold text-slate-600">Jurisdiction</dt>
              <dd className="font-semibold text-navy-900" data-testid="permit-jurisdiction">
                {permit.jurisdiction}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600">Permit number</dt>
              <dd className="font-mono font-semibold text-navy-900">
                {permit.permitNumber ?? '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600">Fees</dt>
              <dd className="font-semibold text-navy-900">
                {permit.fees ? formatMoney(permit.fees) : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600">Expires</dt>
              <dd className="font-semibold text-navy-900">{day(permit.expiresOn)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      {query.isPending ? (
        <LoadingState text="Loading the job's permit..." />
      ) : query.isError ? (
        <ErrorState
          text="The job's permit could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !permit ? (
        <OpenPermitForm quoteId={quoteId} />
      ) : (
        <>
          <div className="grid gap-2">
            {permit.overdue ? (
              <p>
                <OverdueBadge />
              </p>
            ) : null}
            <PermitStageSteps stage={permit.stage} />
          </div>
          <PermitAlerts permit={permit} />
          <PermitForm key={permit.id} permit={permit} />
          <DepositClockPanel permit={permit} />
          <InspectionsPanel permit={permit} />
        </>
      )}
    </section>
  );
}
