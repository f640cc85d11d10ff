import type { ReactNode } from 'react';

type BadgeTone = 'navy' | 'ocean' | 'success' | 'coral' | 'danger' | 'sand';

const tones: Record<BadgeTone, string> = {
  navy: 'bg-navy-900 text-white',
  ocean: 'bg-ocean-100 text-navy-900',
  success: 'bg-success-50 text-success-700 ring-1 ring-success-700/30',
  coral: 'bg-coral-50 text-coral-700 ring-1 ring-coral-600/30',
  danger: 'bg-danger-50 text-danger-700 ring-1 ring-danger-700/30',
  sand: 'bg-sand-100 text-navy-900 ring-1 ring-sand-300',
};

export function Badge({ tone = 'navy', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
