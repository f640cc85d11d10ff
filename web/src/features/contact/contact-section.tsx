import {
  BUSINESS_HOURS,
  COMPANY,
  COMPANY_EMAIL_HREF,
  COMPANY_PHONE_HREF,
} from '@roofing/contracts';
import { lazy, type ReactNode } from 'react';
import { MailIcon, PhoneIcon } from '../../components/ui/icons.tsx';
import { SOCIAL_LABELS } from '../../content/landing.ts';
import { useT } from '../../i18n/catalogue.ts';
import { RenderWhenNear } from '../../lib/deferred.tsx';
import { SectionHeading } from '../landing/section-heading.tsx';
import { messages } from './messages.ts';

/** The form (and the error-body validation it uses) loads in its own chunk, when near the viewport. */
const ContactForm = lazy(() =>
  import('./contact-form.tsx').then((module) => ({ default: module.ContactForm })),
);

const SOCIAL_ENTRIES = Object.entries(COMPANY.social) as [keyof typeof COMPANY.social, string][];
const linkClass = 'font-semibold text-navy-700 underline-offset-4 hover:underline';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export function ContactSection() {
  const t = useT(messages);
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="contact-heading" section="contact" />
        <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="space-y-8">
            <dl className="space-y-4">
              <InfoRow label={t('phone')}>
                <a
                  href={COMPANY_PHONE_HREF}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <PhoneIcon className="size-4" />
                  {COMPANY.phone}
                </a>
              </InfoRow>
              <InfoRow label={t('email')}>
                <a
                  href={COMPANY_EMAIL_HREF}
                  className={`${linkClass} inline-flex items-center gap-2`}
                >
                  <MailIcon className="size-4 shrink-0" />
                  {COMPANY.email}
                </a>
              </InfoRow>
              <InfoRow label={t('website')}>
                <a
                  href={`https://${COMPANY.website}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {COMPANY.website}
                </a>
              </InfoRow>
              <InfoRow label={t('serviceArea')}>
                {t('serviceAreaValue', { area: COMPANY.serviceArea })}
              </InfoRow>
            </dl>
            <div>
              <h3 className="text-lg font-bold text-navy-900">{t('hoursHeading')}</h3>
              <dl className="mt-3 space-y-1">
                {BUSINESS_HOURS.map(({ days, hours }) => (
                  <div
                    key={days}
                    className="flex justify-between gap-4 border-b border-navy-50 py-1.5"
                  >
                    <dt className="text-slate-700">{t(`days.${days}`)}</dt>
                    <dd className="font-semibold text-navy-900">{t(`hours.${hours}`)}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div>
              <h3 className="text-lg font-bold text-navy-900">{t('followHeading')}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {SOCIAL_ENTRIES.map(([network, url]) => (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center rounded-full border border-navy-200 px-4 text-sm font-semibold text-navy-900 hover:bg-navy-50"
                    >
                      {SOCIAL_LABELS[network]}
                      <span className="sr-only">{t('newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <RenderWhenNear placeholderClassName="min-h-[38rem] sm:min-h-[33rem]">
            <ContactForm />
          </RenderWhenNear>
        </div>
      </div>
    </section>
  );
}
