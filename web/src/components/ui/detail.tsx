import type { ReactNode } from 'react';

/** One labelled value of a definition list (`<dl>`): project and estimate details. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-semibold [overflow-wrap:anywhere] text-slate-900">{children}</dd>
    </div>
  );
}
