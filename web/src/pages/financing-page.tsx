import { COMPANY, COMPANY_EMAIL_HREF, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { ClosingBand, HeroBand, TitledBand } from '../components/layout/page-bands.tsx';
import { buttonClass } from '../components/ui/button-styles.ts';
import { CheckIcon, GlobeIcon, MailIcon, PhoneIcon, ShieldIcon } from '../components/ui/icons.tsx';
import { OfficePhoneLink } from '../components/ui/office-contact-links.tsx';
import { FINANCING_CONTENT } from '../content/financing-partners.ts';
import { QUOTE_FORM_HREF } from '../content/quote-form-link.ts';
import { messages } from '../features/financing/messages.ts';
import { PartnerCard } from '../features/financing/partner-card.tsx';
import { useT } from '../i18n/catalogue.ts';
import { useLocalized } from '../i18n/content.ts';
import { LocalLink } from '../i18n/local-link.tsx';

/** /financing (public-site §2): partners, benefits and ways to get in touch. */
export function FinancingPage() {
  const t = useT(messages);
  const { partners, benefits } = useLocalized(FINANCING_CONTENT);
  return (
    <>
      <title>{t('documentTitle')}</title>
      <HeroBand id="financing-heading" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')}>
        <ul className="mt-8 flex flex-col gap-3 text-navy-100 sm:flex-row sm:flex-wrap sm:gap-x-8">
          <li>
            <OfficePhoneLink className="min-h-11" />
          </li>
          <li className="inline-flex min-h-11 items-center gap-2">
            <GlobeIcon className="size-5 text-ocean-300" />
            <span>
              <span className="sr-only">{t('website')}</span>
              {COMPANY.website}
            </span>
          </li>
          <li className="inline-flex min-h-11 items-center gap-2">
            <ShieldIcon className="size-5 text-ocean-300" />
            <span>{t('license', { license: COMPANY.license })}</span>
          </li>
        </ul>
      </HeroBand>

      <TitledBand id="partners-heading" title={t('partnersTitle')} intro={t('partnersIntro')} roomy>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.kind} className="flex">
              <PartnerCard partner={partner} />
            </li>
          ))}
        </ul>
      </TitledBand>

      <TitledBand id="benefits-heading" title={t('benefitsTitle')} tone="white" roomy>
        <ul className="grid gap-6 sm:grid-cols-2">
          {benefits.map((benefit) => (
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

      <ClosingBand id="financing-cta-heading" title={t('ctaTitle')} text={t('ctaText')}>
        <a href={COMPANY_PHONE_HREF} className={buttonClass('accent', 'lg')}>
          <PhoneIcon className="size-5" />
          {t('call', { phone: COMPANY.phone })}
        </a>
        <LocalLink to={QUOTE_FORM_HREF} className={buttonClass('outline-light', 'lg')}>
          {t('quote')}
        </LocalLink>
        <a href={COMPANY_EMAIL_HREF} className={buttonClass('outline-light', 'lg')}>
          <MailIcon className="size-5" />
          {t('email')}
        </a>
      </ClosingBand>
    </>
  );
}
