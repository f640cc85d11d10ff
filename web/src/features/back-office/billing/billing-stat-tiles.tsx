import { Link } from 'react-router';
import { useBillingStats } from '../../../api/billing.ts';
import { wholeDollars } from '../../admin/admin-format.ts';

/** The dashboard's money tiles, beside the quote tiles: contracts signed, deposits collected. */
export function BillingStatTiles() {
  const stats = useBillingStats();
  const data = stats.data;
  const tiles = [
    { label: 'Contracts signed', value: data ? String(data.contractsSigned) : '' },
    {
      label: 'Deposits collected',
      value: data ? String(data.depositsCollected) : '',
      hint: data ? wholeDollars(data.depositsCollectedAmount) : undefined,
    },
    { label: 'Outstanding', value: data ? wholeDollars(data.outstanding) : '' },
    {
      label: 'Overdue invoices',
      value: data ? String(data.overdueInvoices) : '',
      link: data && data.overdueInvoices > 0,
    },
  ];
  return (
    <section aria-labelledby="billing-stats-heading" aria-busy={stats.isPending}>
      <h2 id="billing-stats-heading" className="sr-only">
        Contract and payment statistics
      </h2>
      {stats.isError ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm font-medium text-danger-700">
          The contract and payment figures could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void stats.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="billing-stats">
          {tiles.map((tile) => (
            <div
              key={tile.label}
              className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm font-medium text-slate-700">{tile.label}</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-navy-900">
                {stats.isPending ? (
                  <span className="block h-8 w-16 animate-pulse rounded bg-navy-50" />
                ) : tile.link ? (
                  <Link
                    to="/admin/receivables?filter=overdue"
                    className="text-danger-700 underline"
                  >
                    {tile.value}
                    <span className="sr-only"> (see receivables)</span>
                  </Link>
                ) : (
                  tile.value
                )}
              </dd>
              {tile.hint ? (
                <dd className="text-sm font-semibold text-slate-700">{tile.hint}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
