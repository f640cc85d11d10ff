import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-styles.ts';
import { PhoneIcon } from '../components/ui/icons.tsx';
import { FINANCING_PARTNER_LINKS } from '../content/financing-partner-links.ts';
import { QUOTE_FORM_HREF } from '../content/quote-form-link.ts';
import { messages } from '../features/not-found/messages.ts';
import { useT } from '../i18n/catalogue.ts';
import { LocalLink } from '../i18n/local-link.tsx';
import { useLocalePath } from '../i18n/locale-context.ts';

/** How long an unknown path stays before the visitor is sent to /financing (public-site §9). */
export const NOT_FOUND_REDIRECT_MS = 3000;
const REDIRECT_TARGET = '/financing';

const QUICK_LINKS = [
  { to: '/', label: 'home' },
  { to: REDIRECT_TARGET, label: 'financing' },
  { to: QUOTE_FORM_HREF, label: 'quote' },
] as const;

/**
 * Any unknown path: says so, offers ways on, and redirects to financing after 3 s. Leaving
 * earlier clears the timer; "Stay on this page" cancels it for visitors who need more time.
 */
export function NotFoundPage() {
  const t = useT(messages);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [redirecting, setRedirecting] = useState(true);

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(
      () => navigate(localePath(REDIRECT_TARGET), { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [redirecting, navigate, localePath]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
      <title>{t('pageTitle', { company: COMPANY.name })}</title>
      <p aria-hidden="true" className="font-display text-6xl font-bold text-navy-700">
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-navy-900 sm:text-4xl">
        {t('heading')}
      </h1>
      <p className="mt-3 text-slate-700">{t('text')}</p>
      <div role="status" className="mt-4 flex flex-col items-center gap-2">
        {redirecting ? (
          <>
            <p className="font-semibold text-navy-800">
              {t('redirecting', { seconds: NOT_FOUND_REDIRECT_MS / 1000 })}
            </p>
            <button
              type="button"
              onClick={() => setRedirecting(false)}
              className="min-h-11 rounded px-2 text-sm font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-600"
            >
              {t('stay')}
            </button>
          </>
        ) : (
          <p className="font-semibold text-navy-800">{t('cancelled')}</p>
        )}
      </div>

      <section aria-labelledby="quick-nav-heading" className="mt-10">
        <h2 id="quick-nav-heading" className="font-display text-xl font-bold text-navy-900">
          {t('quickNav')}
        </h2>
        <ul className="mt-4 flex flex-col justify-center gap-3 sm:flex-row">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <LocalLink
                to={link.to}
                className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}
              >
                {t(link.label)}
              </LocalLink>
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
          {t('partners')}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-2">
          {FINANCING_PARTNER_LINKS.map((partner) => (
            <li key={partner.kind}>
              <a
                href={partner.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonClass('outline')} h-full w-full`}
              >
                {partner.name}
                <span className="sr-only">{t('newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <LocalLink to={REDIRECT_TARGET} className={buttonClass('primary')}>
            {t('allFinancing')}
          </LocalLink>
          <a href={COMPANY_PHONE_HREF} className={buttonClass('accent')}>
            <PhoneIcon className="size-4" />
            {t('call', { phone: COMPANY.phone })}
          </a>
        </div>
      </section>
    </div>
  );
}
