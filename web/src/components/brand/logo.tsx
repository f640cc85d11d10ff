import { COMPANY, LOGO_MARK } from '@roofing/contracts';
import { useT } from '../../i18n/catalogue.ts';
import { messages } from '../layout/messages.ts';

/** The roofline-over-waves mark (contracts' LOGO_MARK); the same drawing as public/favicon.svg. */
export function LogoMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox={LOGO_MARK.viewBox} className={className}>
      <rect {...LOGO_MARK.tile} />
      {LOGO_MARK.strokes.map((stroke) => (
        <path key={stroke.d} fill="none" {...stroke} />
      ))}
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const t = useT(messages);
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
          {t('tagline')}
        </span>
      </span>
    </span>
  );
}
