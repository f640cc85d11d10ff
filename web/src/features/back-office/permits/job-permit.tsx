import { formatMoney } from '@roofing/contracts';
import { useJobPermit } from '../../../api/permits.ts';
import { JobSection } from '../../../components/back-office/job-section.tsx';
import { QueryBody } from '../../../components/back-office/list-states.tsx';
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
    <JobSection
      headingId={`permit-${quoteId}-heading`}
      title="Permit & inspections"
      testId="job-permit"
      figures={
        permit
          ? [
              { label: 'Jurisdiction', value: permit.jurisdiction, testId: 'permit-jurisdiction' },
              { label: 'Permit number', value: permit.permitNumber ?? '—', mono: true },
              { label: 'Fees', value: permit.fees ? formatMoney(permit.fees) : '—' },
              { label: 'Expires', value: day(permit.expiresOn) },
            ]
          : null
      }
    >
      <QueryBody
        query={query}
        loading="Loading the job's permit..."
        failed="The job's permit could not be loaded."
      >
        {(permit) =>
          !permit ? (
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
          )
        }
      </QueryBody>
    </JobSection>
  );
}
