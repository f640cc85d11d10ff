import type { ReactNode } from 'react';

/** One figure of a back-office page's summary row. */
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
