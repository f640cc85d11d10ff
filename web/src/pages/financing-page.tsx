import { COMPANY, COMPANY_EMAIL_HREF, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-styles.ts';
import { CheckIcon, GlobeIcon, MailIcon, PhoneIcon, ShieldIcon } from '../components/ui/icons.tsx';
import { OfficePhoneLink } from '../components/ui/office-contact-links.tsx';
import { FINANCING_BENEFITS, FINANCING_PARTNERS } from '../content/financing-partners.ts';
import { QUOTE_FORM_HREF } from '../content/service-pages.ts';
import { FINANCING_COPY } from '../features/financing/financing-copy.ts';
import { PartnerCard } from '../features/financing/partner-card.tsx';

/** /financing (public-site §2): partners, benefits and ways to get in touch. */
export function FinancingPage() {
  return (
    <>
      <title>{FINANCING_COPY.documentTitle}</title>
      <section
        aria-labelledby="financing-heading"
        className="bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white"
      >
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="font-semibold tracking-wide text-sand-200 uppercase">
            {FINANCING_COPY.eyebrow}
          </p>
          <h1
            id="financing-heading"
            className="mt-3 max-w-3xl font-display text-4xl leading-tight font-bold sm:text-5xl"
          >
            {FINANCING_COPY.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-100">{FINANCING_COPY.intro}</p>
          <ul className="mt-8 flex flex-col gap-3 text-navy-100 sm:flex-row sm:flex-wrap sm:gap-x-8">
            <li>
              <OfficePhoneLink className="min-h-11" />
            </li>
            <li className="inline-flex min-h-11 items-center gap-2">
              <GlobeIcon className="size-5 text-ocean-300" />
              <span>
                <span className="sr-only">Website: </span>
                {COMPANY.website}
              </span>
            </li>
            <li className="inline-flex min-h-11 items-center gap-2">
              <ShieldIcon className="size-5 text-ocean-300" />
              <span>Florida License #{COMPANY.license}</span>
            </li>
          </ul>
        </div>
      </section>

      <section aria-labelledby="partners-heading" className="py-14 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="partners-heading"
            className="font-display text-3xl font-bold text-navy-900 sm:text-4xl"
          >
            {FINANCING_COPY.partnersTitle}
          </h2>
          <p className="mt-3 max-w-2xl text-slate-700">{FINANCING_COPY.partnersIntro}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {FINANCING_PARTNERS.map((partner) => (
              <li key={partner.kind} className="flex">
                <PartnerCard partner={partner} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2
            id="benefits-heading"
            className="font-display text-3xl font-bold text-navy-900 sm:text-4xl"
          >
            {FINANCING_COPY.benefitsTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2">
            {FINANCING_BENEFITS.map((benefit) => (
              <li key={benefit.title} className="flex gap-4 rounded-2xl bg-sand-100/70 p-6">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy-900 text-white">
                  <CheckIcon className="size-5" />
                </span>
                <div>
                  <h3 className="font-display text-xl font-bold text-navy-900">{benefit.title}</h3>
                  <p className="mt-1 text-slate-700">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="financing-cta-heading"
        className="bg-navy-900 py-14 text-white sm:py-16"
      >
        <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
          <h2 id="financing-cta-heading" className="font-display text-3xl font-bold sm:text-4xl">
            {FINANCING_COPY.ctaTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-navy-100">{FINANCING_COPY.ctaText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            <a href={COMPANY_PHONE_HREF} className={buttonClass('accent', 'lg')}>
              <PhoneIcon className="size-5" />
              Call {COMPANY.phone}
            </a>
            <Link to={QUOTE_FORM_HREF} className={buttonClass('outline-light', 'lg')}>
              Get Beach Quote
            </Link>
            <a href={COMPANY_EMAIL_HREF} className={buttonClass('outline-light', 'lg')}>
              <MailIcon className="size-5" />
              Email Us
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
