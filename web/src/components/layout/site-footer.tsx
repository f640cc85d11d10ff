import {
  BUSINESS_HOURS,
  COMPANY,
  COMPANY_EMAIL_HREF,
  COMPANY_PHONE_HREF,
} from '@roofing/contracts';
import { LANDING_COPY, SOCIAL_LABELS } from '../../content/landing.ts';
import { FOOTER_COASTAL_AREAS } from '../../content/service-areas.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { LocalLink as Link } from '../../i18n/local-link.tsx';
import { Logo } from '../brand/logo.tsx';
import { MailIcon, PhoneIcon, ShieldIcon } from '../ui/icons.tsx';
import { messages } from './messages.ts';

const linkClass = 'rounded text-navy-100 underline-offset-4 hover:text-white hover:underline';
/** The footer names each service page as the page names itself. */
const SERVICE_PAGE_LINKS = [
  ['/services/residential', 'serviceResidential'],
  ['/services/commercial', 'serviceCommercial'],
  ['/services/repairs', 'serviceRepairs'],
  ['/services/inspections', 'serviceInspections'],
] as const;
const HOURS_DAYS = ['weekdays', 'saturday', 'emergency'] as const;
const SOCIAL_ENTRIES = Object.entries(COMPANY.social) as [keyof typeof COMPANY.social, string][];

export function SiteFooter() {
  const t = useT(messages);
  const { FOOTER_BLURB } = useLocalized(LANDING_COPY);
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed">{FOOTER_BLURB}</p>
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-white">
            <ShieldIcon className="size-5 text-ocean-300" />
            {t('licensedInsured')}
          </p>
          <p className="mt-1 text-sm">{t('floridaLicense', { license: COMPANY.license })}</p>
        </div>

        <div>
          <h2 className="font-semibold text-white">{t('servicesHeading')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SERVICE_PAGE_LINKS.map(([href, name]) => (
              <li key={href}>
                <Link to={href} className={linkClass}>
                  {t(name)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/financing" className={linkClass}>
                {t('financing')}
              </Link>
            </li>
            <li>
              <Link to="/client-portal" className={linkClass}>
                {t('clientPortal')}
              </Link>
            </li>
            <li>
              <Link to="/project-status" className={linkClass}>
                {t('projectStatus')}
              </Link>
            </li>
          </ul>
          <Link
            to="/#quote-form"
            className={`${linkClass} mt-4 inline-block text-sm font-semibold text-white`}
          >
            {t('getFreeQuote')}
          </Link>
        </div>

        <div>
          <h2 className="font-semibold text-white">{t('coastalAreas')}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {FOOTER_COASTAL_AREAS.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="font-semibold text-white">{t('contactHeading')}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li>
              <a
                href={COMPANY_PHONE_HREF}
                className={`${linkClass} inline-flex items-center gap-2`}
              >
                <PhoneIcon className="size-4" />
                {COMPANY.phone}
              </a>
            </li>
            <li>
              <a
                href={COMPANY_EMAIL_HREF}
                className={`${linkClass} inline-flex items-center gap-2 [overflow-wrap:anywhere]`}
              >
                <MailIcon className="size-4 shrink-0" />
                {COMPANY.email}
              </a>
            </li>
            <li>
              <address className="not-italic">{COMPANY.address}</address>
            </li>
            <li>
              <Link to="/estimate-tracker" className={linkClass}>
                {t('trackYourEstimate')}
              </Link>
            </li>
          </ul>
          <dl className="mt-4 space-y-1 text-sm">
            {BUSINESS_HOURS.map(({ days, hours }, index) => (
              <div key={days} className="flex gap-2">
                <dt className="text-white">
                  {t('hoursDays', { days: HOURS_DAYS[index] ?? 'emergency' })}:
                </dt>
                <dd>{t(`hours.${hours}`)}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {SOCIAL_ENTRIES.map(([network, url]) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {SOCIAL_LABELS[network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The year of the page drawn at build time may be last year's until the app redraws. */}
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm sm:px-6" suppressHydrationWarning>
          {t('copyright', {
            year: new Date().getFullYear(),
            legalName: COMPANY.legalName,
            license: COMPANY.license,
          })}
        </p>
      </div>
    </footer>
  );
}
