import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/** The back office's modal: a titled Radix dialog (focus kept inside, Escape closes). */
export function StaffDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl ${wide ? 'max-w-3xl' : 'max-w-xl'}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-xl font-bold text-navy-900">
                {title}
              </Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-slate-700">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close
              className="rounded-lg p-1 text-slate-700 hover:bg-sand-100 hover:text-navy-900"
              aria-label="Close"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Loading, error and empty states of a back-office list, the same everywhere. */
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
  emptyText: string;
  onRetry?: () => void;
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 py-8 text-slate-700">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-navy-200 border-t-navy-700"
        />
        Loading...
      </p>
    );
  }
  if (error) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-danger-700/30 bg-danger-50 p-4 text-danger-700"
      >
        <p>Could not load this list. {error instanceof Error ? error.message : ''}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  if (empty) {
    return (
      <p className="rounded-xl border border-dashed border-navy-200 bg-white p-8 text-center text-slate-700">
        {emptyText}
      </p>
    );
  }
  return null;
}

/** One figure of a page's summary row. */
export function StatTile({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
}) {
  return (
    <div className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-slate-700">{label}</p>
      <p className="mt-1 font-display text-3xl font-bold text-navy-900">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
    </div>
  );
}
