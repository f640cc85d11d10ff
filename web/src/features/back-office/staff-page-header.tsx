import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The header of every back-office page: the way back to the dashboard (portal §2 links to
 * /admin-dashboard), the page's title and summary, and its main actions on the right.
 */
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
        <Link
          to="/admin-dashboard"
          className="inline-flex items-center gap-1 text-sm font-semibold text-navy-700 hover:text-navy-900 hover:underline"
        >
          <span aria-hidden="true">←</span> Back to Dashboard
        </Link>
        <h1 className="mt-2 font-display text-3xl font-bold text-navy-900">{title}</h1>
        {summary ? <p className="mt-1 max-w-3xl text-slate-700">{summary}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
