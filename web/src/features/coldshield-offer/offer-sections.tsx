import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import { ClosingBand, HeroBand, TitledBand } from '../../components/layout/page-bands.tsx';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { CheckIcon, PhoneIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { COLDSHIELD_CONTENT } from '../../content/coldshield-offer.ts';
import { useLocalized } from '../../i18n/content.ts';
import { LEAD_FORM_ID } from './coldshield-lead-form.tsx';

/** Brings the lead form into view and puts the cursor in its first field. */
function goToLeadForm() {
  const form = document.getElementById(LEAD_FORM_ID);
  if (!form) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  form.querySelector('input')?.focus({ preventScroll: true });
}

export function OfferHero() {
  const content = useLocalized(COLDSHIELD_CONTENT);
  return (
    <HeroBand
      id="offer-heading"
      gradient="ocean"
      eyebrow={content.copy.eyebrow}
      title={content.copy.title}
      intro={content.copy.intro}
    >
      <ul className="mt-6 flex flex-col gap-2 text-navy-100 sm:flex-row sm:flex-wrap sm:gap-x-8">
        {content.copy.heroFacts.map((fact) => (
          <li key={fact} className="inline-flex items-center gap-2">
            <CheckIcon className="size-5 text-ocean-300" />
            {fact}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={goToLeadForm}
        className={`mt-8 w-full sm:w-auto ${buttonClass('accent', 'lg')}`}
      >
        {content.copy.heroCta}
      </button>
    </HeroBand>
  );
}

/** The "only 12 spots" note: once as the banner under the hero, once in the closing section. */
export function SpotsBanner() {
  const content = useLocalized(COLDSHIELD_CONTENT);
  return (
    <aside aria-label={content.form.spotsLabel} className="bg-sand-200 text-navy-950">
      <p className="mx-auto max-w-6xl px-4 py-4 text-center font-semibold sm:px-6">
        {content.copy.urgencyBanner}
      </p>
    </aside>
  );
}

export function OfferBenefits() {
  const content = useLocalized(COLDSHIELD_CONTENT);
  return (
    <TitledBand id="offer-benefits-heading" title={content.copy.benefitsTitle} roomy>
      <ul className="grid gap-6 md:grid-cols-3">
        {content.benefits.map((benefit) => (
          <li
            key={benefit.title}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-100"
          >
            <p className="font-display text-3xl font-bold text-ocean-700">{benefit.figure}</p>
            <h3 className="mt-2 font-display text-xl font-bold text-navy-900">{benefit.title}</h3>
            <p className="mt-2 text-slate-700">{benefit.text}</p>
          </li>
        ))}
      </ul>
    </TitledBand>
  );
}

export function OfferTestimonials() {
  const content = useLocalized(COLDSHIELD_CONTENT);
  return (
    <TitledBand
      id="offer-testimonials-heading"
      title={content.copy.testimonialsTitle}
      tone="white"
      roomy
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {content.testimonials.map((testimonial) => (
          <li key={testimonial.name} className="flex">
            <figure className="flex flex-col rounded-2xl bg-sand-100/70 p-6">
              <blockquote className="flex-1 text-slate-800">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-4">
                <span className="block font-semibold text-navy-900">{testimonial.name}</span>
                <span className="block text-sm text-slate-700">
                  {testimonial.role}, {testimonial.facility}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledBand>
  );
}

export function OfferClosing() {
  const content = useLocalized(COLDSHIELD_CONTENT);
  return (
    <ClosingBand
      id="offer-closing-heading"
      title={content.copy.closingTitle}
      text={content.copy.closingText}
      after={
        <>
          <p className="mt-6 inline-flex items-center gap-2 font-semibold text-sand-200">
            <ShieldIcon className="size-5" />
            {content.copy.closingSpots}
          </p>
          <p className="mt-2 text-sm text-navy-100">
            {COMPANY.name} · {content.form.license} #{COMPANY.license}
          </p>
        </>
      }
    >
      <a href={COMPANY_PHONE_HREF} className={buttonClass('accent', 'lg')}>
        <PhoneIcon className="size-5" />
        {content.copy.closingCall}
      </a>
      <button type="button" onClick={goToLeadForm} className={buttonClass('outline-light', 'lg')}>
        {content.form.closingButton}
      </button>
    </ClosingBand>
  );
}
