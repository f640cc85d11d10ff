import { formatMoney } from '@roofing/contracts';
import { useJobBilling } from '../../../api/billing.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
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
    <section
      aria-labelledby={`billing-${quoteId}-heading`}
      className="grid gap-5"
      data-testid="job-billing"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4
          id={`billing-${quoteId}-heading`}
          className="font-display text-lg font-bold text-navy-900"
        >
          Contract &amp; billing
        </h4>
        {data ? (
          <dl className="flex gap-5 text-right">
            <div>
              <dt className="text-xs font-semibold text-slate-600">Paid</dt>
              <dd className="font-semibold text-navy-900" data-testid="billing-paid">
                {formatMoney(data.paid)}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-semibold text-slate-600">Balance due</dt>
              <dd
                className="font-display text-2xl font-bold text-navy-900"
                data-testid="billing-balance"
              >
                {formatMoney(data.balanceDue)}
              </dd>
            </div>
          </dl>
        ) : null}
      </div>
      <ContractPanel quoteId={quoteId} />
      {billing.isPending ? (
        <LoadingState text="Loading the job's billing..." />
      ) : billing.isError ? (
        <ErrorState
          text="The job's billing could not be loaded."
          error={billing.error}
          onRetry={() => void billing.refetch()}
        />
      ) : (
        <>
          <DepositPanel billing={billing.data} />
          {billing.data.contract?.permit.depositOverTenPercent ? (
            <PermitClock contract={billing.data.contract} />
          ) : null}
          <InvoicesPanel quoteId={quoteId} invoices={billing.data.invoices} />
          <LedgerPanel billing={billing.data} />
        </>
      )}
    </section>
  );
}
