import { COMPANY, COMPANY_EMAIL_HREF, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { Link } from 'react-router';
import { ClosingBand, HeroBand, TitledBand } from '../components/layout/page-bands.tsx';
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
      <HeroBand
        id="financing-heading"
        eyebrow={FINANCING_COPY.eyebrow}
        title={FINANCING_COPY.title}
        intro={FINANCING_COPY.intro}
      >
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
      </HeroBand>

      <TitledBand
        id="partners-heading"
        title={FINANCING_COPY.partnersTitle}
        intro={FINANCING_COPY.partnersIntro}
        roomy
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {FINANCING_PARTNERS.map((partner) => (
            <li key={partner.kind} className="flex">
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </TitledBand>

      <TitledBand id="benefits-heading" title={FINANCING_COPY.benefitsTitle} tone="white" roomy>
        <ul className="grid gap-6 sm:grid-cols-2">
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
      </TitledBand>

      <ClosingBand
        id="financing-cta-heading"
        title={FINANCING_COPY.ctaTitle}
        text={FINANCING_COPY.ctaText}
      >
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
      </ClosingBand>
    </>
  );
}
