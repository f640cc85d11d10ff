import { TitledBand } from '../components/layout/page-bands.tsx';
import { COLDSHIELD_CONTENT } from '../content/coldshield-offer.ts';
import { ColdshieldLeadForm } from '../features/coldshield-offer/coldshield-lead-form.tsx';
import { OfferFaqAccordion } from '../features/coldshield-offer/offer-faq.tsx';
import {
  OfferBenefits,
  OfferClosing,
  OfferHero,
  OfferTestimonials,
  SpotsBanner,
} from '../features/coldshield-offer/offer-sections.tsx';
import { useLocalized } from '../i18n/content.ts';

/** /coldshield-offer (public-site §2): the refrigeration-roof retrofit offer and its lead form. */
export function ColdshieldOfferPage() {
  const { copy, faq, form } = useLocalized(COLDSHIELD_CONTENT);
  return (
    <>
      <title>{copy.documentTitle}</title>
      <OfferHero />
      <SpotsBanner />
      <OfferBenefits />
      <section aria-label={form.sectionLabel} className="bg-sand-100/60 py-14 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <ColdshieldLeadForm />
        </div>
      </section>
      <OfferTestimonials />
      <TitledBand id="offer-faq-heading" title={copy.faqTitle} roomy narrow>
        <OfferFaqAccordion items={faq} />
      </TitledBand>
      <OfferClosing />
    </>
  );
}
