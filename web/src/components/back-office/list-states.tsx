import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner.tsx';

/** The spinner and words while a back-office list or panel loads. */
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
      <Spinner className="size-4" />
      {text}
    </p>
  );
}

/** A read that failed: what failed, why when the error says, and a way to try again. */
export function ErrorState({
  text = 'Could not load this list.',
  error,
  onRetry,
  retryLabel = 'Try again',
}: {
  text?: string;
  error?: unknown;
  onRetry?: () => void;
  /** The retry button's words (a customer page's in its language). */
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700"
    >
      <p>
        {text} {error instanceof Error ? error.message : ''}
      </p>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

/** Nothing to show (none yet, or none match the search). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-navy-200 bg-white p-8 text-center text-slate-700">
      {children}
    </p>
  );
}

/** What a react-query read offers the states; a query result is one. */
export interface ListQuery {
  isPending: boolean;
  error: unknown;
  refetch?: () => unknown;
}

/**
 * The loading, error and empty states of a back-office list, the same everywhere: renders one
 * of them, or nothing when there are rows to show (the caller renders those).
 */
export function ListState({
  loading,
  error,
  empty,
  emptyText,
  onRetry,
}: {
  loading: boolean;
  error: unknown;
  empty: boolean;
  emptyText: ReactNode;
  onRetry?: () => void;
}) {
  if (loading) return <LoadingState />;
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (empty) return <EmptyState>{emptyText}</EmptyState>;
  return null;
}

/** ListState for a react-query read: loading, error and retry come from the query. */
export function QueryState({
  query,
  empty,
  emptyText,
}: {
  query: ListQuery;
  empty: boolean;
  emptyText: ReactNode;
}) {
  const { refetch } = query;
  return (
    <ListState
      loading={query.isPending}
      error={query.error}
      empty={empty}
      emptyText={emptyText}
      onRetry={refetch ? () => void refetch() : undefined}
    />
  );
}

/** What a read of one thing offers `QueryBody`; a react-query result is one. */
export interface OneQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A panel that shows one read (a job's billing, claim, permit): the spinner and `loading` while
 * it loads, `failed` with the reason and Try again when it fails, then `children` of the data.
 */
export function QueryBody<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: OneQuery<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState text={loading} />;
  if (query.isError) {
    return <ErrorState text={failed} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data as T)}</>;
}
