import type { ReactNode } from 'react';
import { type ListQuery, QueryState } from './list-states.tsx';
import { ListPager } from './list-toolbar.tsx';

/** A paged office read: the states' query, and the total its page reports. */
export interface PagedQuery extends ListQuery {
  isFetching: boolean;
  data?: { total: number } | undefined;
}

/**
 * A back-office list page's panel (receivables, money audit log, permits board): its toolbar
 * (search, filters), the loading, error or empty state or the rows (`children`, rendered when
 * there are rows) in a live region busy while a page loads, and the pager under them.
 */
export function PagedListPanel({
  label,
  toolbar,
  query,
  empty,
  emptyText,
  pager,
  children,
}: {
  label: string;
  toolbar: ReactNode;
  query: PagedQuery;
  empty: boolean;
  emptyText: ReactNode;
  pager: {
    label: string;
    page: number;
    pageSize: number;
    noun: string;
    onPage: (page: number) => void;
  };
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      className="mt-6 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6"
    >
      {toolbar}
      <div className="mt-4" aria-live="polite" aria-busy={query.isFetching}>
        <QueryState query={query} empty={empty} emptyText={emptyText} />
        {empty ? null : children}
      </div>
      <ListPager
        label={pager.label}
        page={pager.page}
        total={query.data?.total ?? 0}
        pageSize={pager.pageSize}
        busy={query.isFetching}
        noun={pager.noun}
        onPage={pager.onPage}
      />
    </section>
  );
}
