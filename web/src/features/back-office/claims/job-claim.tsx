import { formatMoney } from '@roofing/contracts';
import { useState } from 'react';
import { useJobClaim } from '../../../api/claims.ts';
import { JobSection } from '../../../components/back-office/job-section.tsx';
import { QueryBody } from '../../../components/back-office/list-states.tsx';
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
    <JobSection
      headingId={`claim-${quoteId}-heading`}
      title="Insurance claim"
      testId="job-claim"
      figures={
        data
          ? [
              {
                label: 'Total approved',
                value: formatMoney(data.totals.totalApproved),
                testId: 'claim-total-approved',
              },
              {
                label: 'Insurer still to pay',
                value: formatMoney(data.totals.insurerStillToPay),
                testId: 'claim-still-to-pay',
                large: true,
              },
            ]
          : null
      }
    >
      <QueryBody
        query={claim}
        loading="Loading the job's claim..."
        failed="The job's claim could not be loaded."
      >
        {(loaded) =>
          loaded === null ? (
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
                <ClaimForm quoteId={quoteId} claim={loaded} onDone={() => setEditing(false)} />
              ) : (
                <ClaimFacts claim={loaded} onEdit={() => setEditing(true)} />
              )}
              <ClaimTotalsTiles claim={loaded} />
              <ScopeComparison claim={loaded} />
              <SupplementsPanel claim={loaded} />
              <InsurerPayments claim={loaded} />
              <ClaimPackets claim={loaded} />
            </>
          )
        }
      </QueryBody>
    </JobSection>
  );
}
