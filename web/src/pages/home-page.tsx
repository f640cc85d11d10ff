import {
  COMPANY,
  COMPANY_PHONE_HREF,
  COMPANY_STATS,
  PROMISES,
  WARRANTY_YEARS,
} from '@roofing/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button-styles.ts';
import { CheckIcon, PhoneIcon, ShieldIcon } from '../components/ui/icons.tsx';
import { QuoteWizard } from '../features/quote-wizard/quote-wizard.tsx';

/** Scrolls to the element named by the URL hash (e.g. /#quote-form) when arriving from another page. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

const HERO_POINTS = [
  'Storm and leak repair, 24/7',
  `Written estimate within ${PROMISES.writtenEstimateWithinHours} hours`,
  `${COMPANY.discounts.veterans}% off for veterans and seniors`,
];

const HERO_FEATURES = [
  {
    title: '24/7 Emergency',
    text: `Storm and leak response within ${PROMISES.emergencyResponse}.`,
  },
  { title: 'Free Inspection', text: 'A certified inspector checks your roof at no cost.' },
  { title: `${WARRANTY_YEARS}-Year Warranty`, text: 'Our workmanship is guaranteed in writing.' },
  { title: 'Local & Licensed', text: `Florida license ${COMPANY.license}, fully insured.` },
];

const TRUST_STATS = [
  { value: COMPANY_STATS.happyHomeowners, label: 'Happy homeowners' },
  { value: COMPANY_STATS.yearsExperience, label: 'Years on the coast' },
  { value: COMPANY_STATS.averageRating, label: 'Average rating' },
  { value: `${WARRANTY_YEARS}-year`, label: 'Workmanship warranty' },
];

export function HomePage() {
  useScrollToHash();
  return (
    <>
      <section
        id="home"
        aria-labelledby="hero-heading"
        className="relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white"
      >
        <HeroBackdrop />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[3fr_2fr] lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-sand-100 ring-1 ring-white/20">
              <ShieldIcon className="size-4 text-ocean-300" />
              Licensed &amp; insured · FL #{COMPANY.license}
            </p>
            <h1
              id="hero-heading"
              className="mt-5 max-w-3xl font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl"
            >
              Storm-ready roofs for <span className="text-sand-200">North Florida's coast</span>
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-navy-100 sm:text-xl">
              From Fernandina Beach to St. Augustine, {COMPANY.name} builds and repairs roofs that
              stand up to salt air, summer downpours and hurricane season, with honest advice and a
              free, no-obligation estimate.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href="#quote-form" className={buttonClass('accent', 'lg')}>
                Free Estimate
              </a>
              <a href={COMPANY_PHONE_HREF} className={buttonClass('outline-light', 'lg')}>
                <PhoneIcon className="size-5" />
                Call Now {COMPANY.phone}
              </a>
            </div>
            <ul className="mt-8 grid gap-2 text-sm text-navy-100 sm:grid-cols-3 sm:text-base">
              {HERO_POINTS.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <CheckIcon className="size-4 shrink-0 text-ocean-300" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4">
            {HERO_FEATURES.map((feature) => (
              <li
                key={feature.title}
                className="rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 backdrop-blur-sm sm:p-5"
              >
                <p className="font-display text-lg font-bold text-sand-200 sm:text-xl">
                  {feature.title}
                </p>
                <p className="mt-1 text-sm text-navy-100">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Why homeowners choose us" className="border-b border-navy-100 bg-white">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 md:grid-cols-4">
          {TRUST_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col text-center">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first font-display text-3xl font-bold text-navy-900">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        id="quote-form"
        aria-labelledby="quote-form-heading"
        className="bg-sand-100/60 py-16 sm:py-20"
      >
        <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_2fr]">
          <div>
            <h2
              id="quote-form-heading"
              className="font-display text-3xl font-bold text-navy-900 sm:text-4xl"
            >
              Get Your Free Quote
            </h2>
            <p className="mt-4 text-slate-700">
              Tell us about your roof in three short steps. A local project manager will call you
              within {PROMISES.contactWithinHours} hours to set up a free inspection.
            </p>
            <div className="mt-6 rounded-xl bg-navy-900 p-5 text-white">
              <p className="font-semibold">Prefer to talk to someone?</p>
              <p className="mt-1 text-sm text-navy-100">
                Emergency service is available 24/7 for storm damage and active leaks.
              </p>
              <a href={COMPANY_PHONE_HREF} className={`${buttonClass('accent')} mt-4 w-full`}>
                <PhoneIcon className="size-4" />
                Call {COMPANY.phone}
              </a>
            </div>
          </div>
          <div className="rounded-2xl border border-navy-100 bg-white p-5 shadow-lg sm:p-8">
            <QuoteWizard />
          </div>
        </div>
      </section>
    </>
  );
}

/** Decorative roofline and waves drawn in SVG, so the hero needs no downloaded image. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 1200 400"
      preserveAspectRatio="none"
      className="absolute inset-x-0 bottom-0 h-48 w-full opacity-40 sm:h-64"
    >
      <path
        d="M0 260 L180 150 L360 260 L520 120 L700 260 L860 170 L1040 260 L1200 180 V400 H0 Z"
        fill="#163d6c"
      />
      <path
        d="M0 320 C150 280 300 360 450 320 S750 280 900 320 S1100 360 1200 320 V400 H0 Z"
        fill="#1c7aa8"
      />
      <path
        d="M0 360 C150 330 300 390 450 360 S750 330 900 360 S1100 390 1200 360 V400 H0 Z"
        fill="#5fb3d9"
      />
    </svg>
  );
}
