import type { ReactNode } from 'react';

/**
 * A panel inside a job's tab (Invoices, Payments ledger, Supplements, Inspections…): a section
 * named by its heading, the panel's one action beside the heading (Record payment, New
 * supplement), then its content.
 */
export function PanelSection({
  headingId,
  title,
  action,
  level = 5,
  className = 'grid gap-2',
  headerClassName = 'flex flex-wrap items-center justify-between gap-2',
  testId,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** The panel's button (hidden while its form is open), or a figure. */
  action?: ReactNode;
  /** h5 in a tab; h6 in a panel of a panel. */
  level?: 5 | 6;
  className?: string;
  headerClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  const Heading = level === 6 ? 'h6' : 'h5';
  const heading = (
    <Heading id={headingId} className="font-semibold text-navy-900">
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={headingId} className={className} data-testid={testId}>
      {action ? (
        <div className={headerClassName}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
