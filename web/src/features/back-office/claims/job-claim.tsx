import { formatMoney } from '@roofing/contracts';
import { useState } from 'react';
import { useJobClaim } from '../../../api/claims.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ClaimForm } from './claim-form.tsx';
import { ClaimPackets } from './claim-packet.tsx';
import { ClaimFacts, ClaimTotalsTiles } from './claim-summary.tsx';
import { InsurerPayments } from './insurer-payments.tsx';
import { ScopeComparison } from './scope-comparison.tsx';
import { SupplementsPanel } from './supplements-panel.tsx';

/**
 * "Claim" of one job in the dashboard's workspace: the insurance claim's facts and computed
 * totals, the carrier's scope beside ours, supplements, the insurer's checks (into the job's
 * ledger) and the claim packets for the adjuster. A job without a claim offers to add one.
 */
export function JobClaimSection({ quoteId }: { quoteId: number }) {
  const claim = useJobClaim(quoteId);
  const [editing, setEditing] = useState(false);
  const data = claim.data;
  return (
    <section
      aria-labelledby={`claim-${quoteId}-heading`}
      className="grid gap-5"
      data-testid="job-claim"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4
          id={`claim-${quoteId}-heading`}
          className="font-display text-lg font-bold text-navy-900"
        >
          Insurance claim
        </h4>
        {data ? (
          <dl className="flex gap-5 text-right">
            <div>
              <dt className="text-xs font-semibold text-slate-600">Total approved</dt>
              <dd className="font-semibold text-navy-900" data-testid="claim-total-approved">
                {formatMoney(data.totals.totalApproved)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600">Insurer still to pay</dt>
              <dd
                className="font-display text-2xl font-bold text-navy-900"
                data-testid="claim-still-to-pay"
              >
                {formatMoney(data.totals.insurerStillToPay)}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      {claim.isPending ? (
        <LoadingState text="Loading the job's claim..." />
      ) : claim.isError ? (
        <ErrorState
          text="The job's claim could not be loaded."
          error={claim.error}
          onRetry={() => void claim.refetch()}
        />
      ) : data === null || data === undefined ? (
        editing ? (
          <ClaimForm quoteId={quoteId} claim={null} onDone={() => setEditing(false)} />
        ) : (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-navy-200 bg-white p-8 text-center text-slate-700">
            <p>
              No insurance claim on this job yet. When the roof is paid for by the homeowner’s
              insurer, record the claim, the adjuster and the carrier’s figures here.
            </p>
            <Button onClick={() => setEditing(true)}>Add insurance claim</Button>
          </div>
        )
      ) : (
        <>
          {editing ? (
            <ClaimForm quoteId={quoteId} claim={data} onDone={() => setEditing(false)} />
          ) : (
            <ClaimFacts claim={data} onEdit={() => setEditing(true)} />
          )}
          <ClaimTotalsTiles claim={data} />
          <ScopeComparison claim={data} />
          <SupplementsPanel claim={data} />
          <InsurerPayments claim={data} />
          <ClaimPackets claim={data} />
        </>
      )}
    </section>
  );
}
