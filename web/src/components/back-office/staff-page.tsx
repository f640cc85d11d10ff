import { COMPANY } from '@roofing/contracts';
import type { ReactNode } from 'react';

/**
 * The frame of every back-office page inside the staff layout: the document title, the page's
 * heading and summary, its main actions on the right, then the page's feature components. The
 * way between pages is the staff navigation above it.
 */
export function StaffPage({
  title,
  summary,
  actions,
  children,
}: {
  title: string;
  summary?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${title} | ${COMPANY.name}`}</title>
      <StaffPageHeader title={title} summary={summary} actions={actions} />
      {children}
    </div>
  );
}

/** The page's heading and summary, with its main actions on the right. */
export function StaffPageHeader({
  title,
  summary,
  actions,
}: {
  title: string;
  summary?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-display text-3xl font-bold text-navy-900">{title}</h1>
        {summary ? <p className="mt-1 max-w-3xl text-slate-700">{summary}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
