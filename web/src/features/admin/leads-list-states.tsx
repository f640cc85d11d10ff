import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';

/** Loading, error and empty states shared by the three lists of the Leads view. */
export function LeadListBody<T>({
  noun,
  query,
  emptyText,
  children,
}: {
  noun: string;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data?: { rows: T[] };
    refetch: () => unknown;
  };
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <div className="mt-4" aria-live="polite" aria-busy={query.isFetching}>
      {query.isPending ? (
        <p className="p-4 text-slate-700">Loading {noun}...</p>
      ) : query.isError || !query.data ? (
        <p role="alert" className="rounded-lg bg-danger-50 p-4 text-sm font-medium text-danger-700">
          The {noun} could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : query.data.rows.length === 0 ? (
        <p className="rounded-lg bg-sand-50 p-6 text-center text-slate-700">{emptyText}</p>
      ) : (
        <ul className="space-y-3">{children(query.data.rows)}</ul>
      )}
    </div>
  );
}

/** Previous / Next under a list; `total` comes from X-Total-Count. */
export function LeadListPager({
  label,
  page,
  total,
  pageSize,
  busy,
  onPage,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** A status as words: "scan_scheduled" → "Scan scheduled". */
export function statusWords(status: string): string {
  const words = status.replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const STATUS_TONES: Record<string, string> = {
  thermal_scan_requested: 'bg-sand-100 text-navy-900 ring-sand-300',
  pending: 'bg-sand-100 text-navy-900 ring-sand-300',
  quote_generated: 'bg-sand-100 text-navy-900 ring-sand-300',
  contacted: 'bg-navy-50 text-navy-900 ring-navy-200',
  scan_scheduled: 'bg-ocean-100 text-navy-900 ring-ocean-600/30',
  scheduled: 'bg-ocean-100 text-navy-900 ring-ocean-600/30',
  converted: 'bg-success-50 text-success-700 ring-success-700/30',
  completed: 'bg-success-50 text-success-700 ring-success-700/30',
  closed: 'bg-slate-100 text-slate-800 ring-slate-300',
  cancelled: 'bg-danger-50 text-danger-700 ring-danger-700/30',
};

export function LeadStatusBadge({ status }: { status: string }) {
  const tone = STATUS_TONES[status] ?? 'bg-slate-100 text-slate-800 ring-slate-300';
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone}`}
    >
      <span className="sr-only">Status: </span>
      {statusWords(status)}
    </span>
  );
}
