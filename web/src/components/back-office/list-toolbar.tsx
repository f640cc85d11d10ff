import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { inputClass } from '../ui/form-field.tsx';

/** How long typing must pause before a list's search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs` (a search box's term, say). */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The pages a list of `total` rows fills, at least one (the X-Total-Count of a staff list). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** A labelled search box; the label is the box's accessible name ("Search employees"). */
export function SearchField({
  label,
  value,
  onValueChange,
  placeholder,
  maxLength = 100,
  className = 'min-w-64 flex-1',
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        className={inputClass}
      />
    </div>
  );
}

/** A labelled filter over a list: a native select, so it works as a plain form control. */
export function FilterSelect({
  label,
  value,
  onValueChange,
  options,
  className = '',
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { readonly value: string; readonly label: string }[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-navy-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The bar over a back-office list: its search box, then its filters (FilterSelect, chips, ...)
 * and actions, wrapping on a narrow screen.
 */
export function ListToolbar({ search, children }: { search?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      {search}
      {children}
    </div>
  );
}

/**
 * Previous / Next under a paged list. `total` is the list's X-Total-Count (see
 * api/staff-page.ts); with one page there is nothing to show.
 */
export function ListPager({
  label,
  page,
  total,
  pageSize,
  busy = false,
  noun,
  showSinglePage = false,
  onPage,
}: {
  /** The pager's accessible name ("Quote pages"). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  busy?: boolean;
  /** Read out after the page number: ", 42 quotes". */
  noun?: string;
  /** Keep the bar (with both buttons off) when everything fits on one page. */
  showSinglePage?: boolean;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && !showSinglePage) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {Math.min(page, pages)} of {pages}
        {noun ? <span className="sr-only">, {`${total} ${noun}`}</span> : null}
      </p>
      <Button variant="outline" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
