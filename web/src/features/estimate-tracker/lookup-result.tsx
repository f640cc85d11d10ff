import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { LookupFailureCard, lookupFailure } from './lookup-failure.tsx';
import { messages } from './messages.ts';

/** What a lookup page reads of its query (a TanStack Query result). */
interface Lookup<T> {
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
}

/**
 * The live region under a lookup form (Track Your Estimate, Project Status): a spinner while the
 * number is looked up, then the failure card, the result, or `empty` (what a finished lookup that
 * found nothing shows; nothing before the first search).
 */
export function LookupResult<T>({
  lookup,
  looking,
  notFound,
  empty = null,
  children,
}: {
  lookup: Lookup<T>;
  /** The sentence beside the spinner, e.g. "Looking up your estimate...". */
  looking: string;
  /** The failure card's words when the number is unknown. */
  notFound: { title: string; message: string };
  empty?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  const t = useT(messages);
  return (
    <div aria-live="polite" aria-busy={lookup.isFetching}>
      {lookup.isFetching ? (
        <Card className="flex items-center gap-3 text-slate-700">
          <Spinner />
          {looking}
        </Card>
      ) : lookup.isError ? (
        <LookupFailureCard failure={lookupFailure(lookup.error, notFound, t)} />
      ) : lookup.data ? (
        children(lookup.data)
      ) : (
        empty
      )}
    </div>
  );
}
