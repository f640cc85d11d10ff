import type { ReactNode } from 'react';
import { LEADS_PAGE_SIZE } from '../../api/leads.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/back-office/list-states.tsx';
import { ListPager } from '../../components/back-office/list-toolbar.tsx';

/**
 * One page of one of the lists of the Leads view: the kit's loading, error and empty states,
 * then the rows, then the pager (the total from the list's X-Total-Count).
 */
export function LeadListPage<T>({
  noun,
  pagerLabel,
  query,
  page,
  onPage,
  emptyText,
  children,
}: {
  noun: string;
  pagerLabel: string;
  query: {
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    data?: { rows: T[]; total: number };
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <>
      <div className="mt-4" aria-live="polite" aria-busy={query.isFetching}>
        {query.isPending ? (
          <LoadingState text={`Loading ${noun}...`} />
        ) : query.isError || !query.data ? (
          <ErrorState
            text={`The ${noun} could not be loaded.`}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.rows.length === 0 ? (
          <EmptyState>{emptyText}</EmptyState>
        ) : (
          <ul className="space-y-3">{children(query.data.rows)}</ul>
        )}
      </div>
      <ListPager
        label={pagerLabel}
        page={page}
        total={query.data?.total ?? 0}
        pageSize={LEADS_PAGE_SIZE}
        busy={query.isFetching}
        onPage={onPage}
      />
    </>
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
