import { COMPANY } from '@roofing/contracts';

/** The roofline-over-waves mark; the same drawing as public/favicon.svg. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b2545" />
      <path
        d="M10 34 32 14l22 20"
        fill="none"
        stroke="#f4d9b0"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M18 32v14h28V32"
        fill="none"
        stroke="#f4d9b0"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path
        d="M8 52c6-4 10-4 16 0s10 4 16 0 10-4 16 0"
        fill="none"
        stroke="#5fb3d9"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const [first, ...rest] = COMPANY.name.split(' ');
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark className="size-9 shrink-0 sm:size-10" />
      <span className="leading-tight">
        <span
          className={`block font-display text-base font-bold whitespace-nowrap sm:text-lg tracking-tight ${tone === 'dark' ? 'text-navy-900' : 'text-white'}`}
        >
          {first}{' '}
          <span className={tone === 'dark' ? 'text-ocean-700' : 'text-ocean-300'}>
            {rest.join(' ')}
          </span>
        </span>
        <span
          className={`hidden text-xs font-medium sm:block ${tone === 'dark' ? 'text-slate-600' : 'text-navy-100'}`}
        >
          North Florida Coast
        </span>
      </span>
    </span>
  );
}
