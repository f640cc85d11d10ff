import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { Link, NavLink } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { PhoneIcon } from '../ui/icons.tsx';

/** Simple header for now; the full landing-page navigation will replace it. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-navy-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
        <Link to="/" className="rounded-lg" aria-label={`${COMPANY.name} home`}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Link
            to="/#quote-form"
            className="hidden min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-navy-800 hover:bg-navy-50 md:flex"
          >
            Free Quote
          </Link>
          <NavLink
            to="/estimate-tracker"
            aria-label="Track Estimate"
            className={({ isActive }) =>
              `${buttonClass('ghost')} px-2 sm:px-4 ${isActive ? 'underline decoration-ocean-600 decoration-2 underline-offset-4' : ''}`
            }
          >
            <span className="sm:hidden">Track</span>
            <span className="hidden sm:inline">Track Estimate</span>
          </NavLink>
          <a href={COMPANY_PHONE_HREF} className={`${buttonClass('accent')} px-3 sm:px-4`}>
            <PhoneIcon className="size-4" />
            <span className="sm:hidden">Call</span>
            <span className="hidden sm:inline">Call {COMPANY.phone}</span>
          </a>
        </nav>
      </div>
    </header>
  );
}
