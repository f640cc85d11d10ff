import type { ReactNode } from 'react';

/** One figure beside a job tab's title (the balance, the claim's total, the permit number). */
export interface SectionFigure {
  label: string;
  value: ReactNode;
  testId?: string;
  /** The figure the tab is about, shown large (one per tab at most). */
  large?: boolean;
  /** Set in a fixed-width face (numbers given by others: permit, check). */
  mono?: boolean;
}

const figureClass = ({ large, mono }: SectionFigure) =>
  large
    ? 'font-display text-2xl font-bold text-navy-900'
    : `${mono ? 'font-mono ' : ''}font-semibold text-navy-900`;

/**
 * A tab of the dashboard's job workspace (Contract & billing, Insurance claim, Permit, Photos):
 * a section named by its title, the tab's key figures beside the title once loaded, then the
 * tab's panels.
 */
export function JobSection({
  headingId,
  title,
  testId,
  figures,
  aside,
  className = 'grid gap-5',
  children,
}: {
  headingId: string;
  title: string;
  testId: string;
  figures?: readonly SectionFigure[] | null;
  /** Said beside the title instead of figures (a count). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className} data-testid={testId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4 id={headingId} className="font-display text-lg font-bold text-navy-900">
          {title}
        </h4>
        {figures && figures.length > 0 ? (
          <dl className="flex flex-wrap gap-5 text-right">
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt className="text-xs font-semibold text-slate-600">{figure.label}</dt>
                <dd className={figureClass(figure)} data-testid={figure.testId}>
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {aside}
      </div>
      {children}
    </section>
  );
}
