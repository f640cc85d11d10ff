import type { Quote, QuoteStatus } from '@roofing/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useLiveUpdates } from '../../api/live-updates.ts';
import { useUnreadCounts } from '../../api/staff-messages.ts';
import { type StaffQuoteQuery, useStaffQuotes } from '../../api/staff-quotes.ts';
import { ListPager, useDebouncedValue } from '../../components/back-office/list-toolbar.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { ScrollBox } from '../../components/ui/scroll-box.tsx';
import { SelectMenu } from '../../components/ui/select-menu.tsx';
import { dateTime, QUOTE_STATUS_OPTIONS } from './admin-format.ts';
import { QuoteStatusBadge, StormPriorityBadge } from './status-badge.tsx';

export const QUOTES_PAGE_SIZE = 10;
const ALL = 'all';
const STATUS_FILTER_OPTIONS = [{ value: ALL, label: 'All statuses' }, ...QUOTE_STATUS_OPTIONS];

/**
 * Recent Quotes: search, status filter, pages, and a fixed-height list to pick one from. While the
 * storm banner is on, jobs with an active leak come first, badged with how long the oldest
 * request has waited.
 * `openEstimate` (a link from another page) starts the search there and selects that quote.
 */
export function QuoteList({
  selectedId,
  onSelect,
  openEstimate,
}: {
  selectedId: number | null;
  onSelect: (quote: Quote) => void;
  openEstimate?: string;
}) {
  const ids = useId();
  const [searchInput, setSearchInput] = useState(openEstimate ?? '');
  const search = useDebouncedValue(searchInput);
  const [status, setStatus] = useState<string>(ALL);
  const [page, setPage] = useState(1);
  const query: StaffQuoteQuery = {
    page,
    pageSize: QUOTES_PAGE_SIZE,
    search: search.trim(),
    status: status === ALL ? undefined : (status as QuoteStatus),
  };
  const quotes = useStaffQuotes(query);
  // The page's unread customer messages, asked of the messaging service in one call.
  // New messages, unread counts and status changes arrive on the staff stream.
  useLiveUpdates('staff');
  const unread = useUnreadCounts(quotes.data?.quotes.map((quote) => quote.estimateNumber) ?? []);
  const total = quotes.data?.total ?? 0;

  // A new search or filter starts again at the first page.
  useEffect(() => setPage(1), [search, status]);

  // The linked quote is selected once, when the search finds it.
  const opened = useRef(false);
  const found = openEstimate
    ? quotes.data?.quotes.find(
        (quote) => quote.estimateNumber.toUpperCase() === openEstimate.toUpperCase(),
      )
    : undefined;
  useEffect(() => {
    if (!found || opened.current) return;
    opened.current = true;
    onSelect(found);
  }, [found, onSelect]);

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${ids}-heading`} className="font-display text-xl font-bold text-navy-900">
        Recent Quotes
      </h2>
      <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor={`${ids}-search`} className="mb-1.5 block text-sm font-semibold">
            Search quotes
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Estimate number, name, e-mail or city"
            maxLength={100}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-semibold">
            Status
          </label>
          <SelectMenu
            id={`${ids}-status`}
            value={status}
            onValueChange={setStatus}
            options={STATUS_FILTER_OPTIONS}
          />
        </div>
      </div>

      <div className="mt-4" aria-live="polite" aria-busy={quotes.isFetching}>
        {quotes.isPending ? (
          <p className="p-4 text-slate-700">Loading quotes...</p>
        ) : quotes.isError ? (
          <p
            role="alert"
            className="rounded-lg bg-danger-50 p-4 text-sm font-medium text-danger-700"
          >
            The quotes could not be loaded.{' '}
            <button type="button" className="underline" onClick={() => void quotes.refetch()}>
              Try again
            </button>
          </p>
        ) : quotes.data.quotes.length === 0 ? (
          <p className="rounded-lg bg-sand-50 p-6 text-center text-slate-700">No quotes found</p>
        ) : (
          <ScrollBox heightClass="h-96" label="Quotes">
            <ul className="space-y-2 pr-3">
              {quotes.data.quotes.map((quote) => {
                const selected = quote.id === selectedId;
                const unreadCount = unread.data?.counts[quote.estimateNumber.toUpperCase()] ?? 0;
                return (
                  <li key={quote.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => onSelect(quote)}
                      className={`w-full rounded-xl border p-3 text-left transition-colors ${
                        selected
                          ? 'border-ocean-600 bg-ocean-100/60'
                          : 'border-navy-100 hover:bg-navy-50'
                      }`}
                    >
                      <span className="flex flex-wrap items-center justify-between gap-2">
                        <span className="font-mono text-sm font-semibold text-navy-900">
                          {quote.estimateNumber}
                        </span>
                        <span className="flex flex-wrap items-center gap-2">
                          {quote.stormPriority ? (
                            // The job's oldest active leak may be open or already in the crew's hands.
                            <StormPriorityBadge since={quote.priorityRequestedAt} waiting={false} />
                          ) : null}
                          {unreadCount > 0 ? <UnreadBadge count={unreadCount} /> : null}
                          <QuoteStatusBadge status={quote.status} />
                        </span>
                      </span>
                      <span className="mt-1 block font-semibold text-slate-900">
                        {quote.firstName} {quote.lastName}
                      </span>
                      <span className="block text-sm text-slate-700">
                        {quote.city}, {quote.state} · {dateTime(quote.createdAt)}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </ScrollBox>
        )}
      </div>

      <ListPager
        label="Quote pages"
        page={page}
        total={total}
        pageSize={QUOTES_PAGE_SIZE}
        busy={quotes.isFetching}
        noun="quotes"
        showSinglePage
        onPage={setPage}
      />
    </section>
  );
}

/** How many customer messages of a quote nobody in the office has read yet. */
function UnreadBadge({ count }: { count: number }) {
  const label = count === 1 ? '1 unread customer message' : `${count} unread customer messages`;
  return (
    <span
      title={label}
      className="inline-flex items-center gap-1 rounded-full bg-ocean-600 px-2 py-0.5 text-xs font-bold text-white"
    >
      <span aria-hidden="true">✉</span>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
