import { useQuoteStats } from '../../api/staff-quotes.ts';
import { acceptanceRate, wholeDollars } from './admin-format.ts';

/** The dashboard's tiles, computed by the server from all quotes. */
export function StatTiles() {
  const stats = useQuoteStats();
  const data = stats.data;
  const tiles = [
    { label: 'New this week', value: data ? String(data.newThisWeek) : '' },
    { label: 'Awaiting estimate', value: data ? String(data.awaitingEstimate) : '' },
    { label: 'Estimates out', value: data ? String(data.estimatesOut) : '' },
    { label: 'Accepted', value: data ? String(data.accepted) : '' },
    { label: 'Acceptance rate', value: data ? acceptanceRate(data.acceptanceRate) : '' },
    { label: 'Pipeline value', value: data ? wholeDollars(data.pipelineValue) : '' },
  ];
  return (
    <section aria-labelledby="stats-heading" aria-busy={stats.isPending}>
      <h2 id="stats-heading" className="sr-only">
        Quote statistics
      </h2>
      {stats.isError ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-4 text-sm font-medium text-danger-700">
          The statistics could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void stats.refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {tiles.map((tile) => (
            <div
              key={tile.label}
              className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
            >
              <dt className="text-sm font-medium text-slate-700">{tile.label}</dt>
              <dd className="mt-1 font-display text-2xl font-bold text-navy-900">
                {stats.isPending ? (
                  <span className="block h-8 w-16 animate-pulse rounded bg-navy-50" />
                ) : (
                  tile.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
