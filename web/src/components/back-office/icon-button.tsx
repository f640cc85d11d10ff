import type { ReactNode } from 'react';

/** A square button that shows only an icon: its label is its accessible name and tooltip. */
export function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-10 items-center justify-center rounded-lg border border-navy-100 text-navy-800 hover:bg-sand-100"
    >
      {children}
    </button>
  );
}
