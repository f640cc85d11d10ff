import { formatMoney } from '@roofing/contracts';
import { useJobBilling } from '../../../api/billing.ts';
import { JobSection } from '../../../components/back-office/job-section.tsx';
import { QueryBody } from '../../../components/back-office/list-states.tsx';
import { ContractPanel } from './contract-panel.tsx';
import { DepositPanel } from './deposit-terms.tsx';
import { InvoicesPanel } from './invoices-table.tsx';
import { LedgerPanel } from './ledger-panel.tsx';
import { PermitClock } from './permit-clock.tsx';

/**
 * "Contract & billing" of one job in the dashboard's workspace: the contract and its signers,
 * the deposit, Florida's permit clock when it runs, the invoices and the ledger, and the
 * balance as one number.
 */
export function JobBillingSection({ quoteId }: { quoteId: number }) {
  const billing = useJobBilling(quoteId);
  const data = billing.data;
  return (
    <JobSection
      headingId={`billing-${quoteId}-heading`}
      title="Contract & billing"
      testId="job-billing"
      figures={
        data
          ? [
              { label: 'Paid', value: formatMoney(data.paid), testId: 'billing-paid' },
              {
                label: 'Balance due',
                value: formatMoney(data.balanceDue),
                testId: 'billing-balance',
                large: true,
              },
            ]
          : null
      }
    >
      <ContractPanel quoteId={quoteId} />
      <QueryBody
        query={billing}
        loading="Loading the job's billing..."
        failed="The job's billing could not be loaded."
      >
        {(loaded) => (
          <>
            <DepositPanel billing={loaded} />
            {loaded.contract?.permit.depositOverTenPercent ? (
              <PermitClock contract={loaded.contract} />
            ) : null}
            <InvoicesPanel quoteId={quoteId} invoices={loaded.invoices} />
            <LedgerPanel billing={loaded} />
          </>
        )}
      </QueryBody>
    </JobSection>
  );
}
