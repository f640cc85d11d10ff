import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-styles.ts';
import { PhoneIcon } from '../components/ui/icons.tsx';
import { FINANCING_PARTNERS } from '../content/financing-partners.ts';
import { QUOTE_FORM_HREF } from '../content/service-pages.ts';

/** How long an unknown path stays before the visitor is sent to /financing (public-site §9). */
export const NOT_FOUND_REDIRECT_MS = 3000;
const REDIRECT_TARGET = '/financing';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: REDIRECT_TARGET, label: 'Financing Options' },
  { to: QUOTE_FORM_HREF, label: 'Get Quote' },
] as const;

/**
 * Any unknown path: says so, offers ways on, and redirects to financing after 3 s. Leaving
 * earlier clears the timer; "Stay on this page" cancels it for visitors who need more time.
 */
export function NotFoundPage() {
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(true);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(
      () => navigate(REDIRECT_TARGET, { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
      <title>{`Page Not Found | ${COMPANY.name}`}</title>
      <p aria-hidden="true" className="font-display text-6xl font-bold text-navy-700">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-3 text-slate-700">The page you're looking for doesn't exist or has moved.</p>
      <div role="status" className="mt-4 flex flex-col items-center gap-2">
        {redirecting ? (
          <>
            <p className="font-semibold text-navy-800">
              Redirecting you to our financing options in {NOT_FOUND_REDIRECT_MS / 1000} seconds...
            </p>
            <button
              type="button"
              onClick={() => setRedirecting(false)}
              className="min-h-11 rounded px-2 text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
            >
              Stay on this page
            </button>
          </>
        ) : (
          <p className="font-semibold text-navy-800">Automatic redirect cancelled.</p>
        )}
      </div>

      <section aria-labelledby="quick-nav-heading" className="mt-10">
        <h2 id="quick-nav-heading" className="font-display text-xl font-bold text-navy-900">
          Quick Navigation
        </h2>
        <ul className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="not-found-partners-heading"
        className="mt-10 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2
          id="not-found-partners-heading"
          className="font-display text-xl font-bold text-navy-900"
        >
          Looking for Financing? Apply With a Partner
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {FINANCING_PARTNERS.map((partner) => (
            <li key={partner.kind}>
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass('outline')} h-full w-full`}
              >
                {partner.name}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={REDIRECT_TARGET} className={buttonClass('primary')}>
            View All Financing Options
          </Link>
          <a href={COMPANY_PHONE_HREF} className={buttonClass('accent')}>
            <PhoneIcon className="size-4" />
            Call {COMPANY.phone}
          </a>
        </div>
      </section>
    </div>
  );
}
