import { COLDSHIELD_OFFER, COMPANY } from '@roofing/contracts';
import { localized } from '../i18n/content.ts';

/**
 * Copy of /coldshield-offer (public-site §2, §9): the refrigeration-roof retrofit for cold-storage,
 * food-distribution and grocery-warehouse owners. Every figure comes from COLDSHIELD_OFFER, so the
 * page and the offer's e-mails never disagree.
 */
const offer = COLDSHIELD_OFFER;

export type OfferBenefit = { title: string; text: string; figure: string };
export type OfferTestimonial = { quote: string; name: string; role: string; facility: string };
export type OfferFaq = { question: string; answer: string };
/** The page's copy: each entry a text (the hero's facts a list). */
export type OfferCopy = {
  readonly [K in keyof typeof COLDSHIELD_COPY]: (typeof COLDSHIELD_COPY)[K] extends readonly string[]
    ? readonly string[]
    : string;
};

export const COLDSHIELD_COPY = {
  documentTitle: `${offer.name} Refrigeration Roof Retrofit | ${COMPANY.name}`,
  eyebrow: 'For cold-storage and food-distribution facilities',
  title: `Cut your cooling load with a ${offer.retrofitDays}-day ${offer.name} roof retrofit`,
  intro:
    'Florida sun beats on a refrigerated warehouse roof all year, and your compressors pay for ' +
    `every degree that gets through. ${offer.name} is a reflective, insulated roof system that ` +
    `reduces heat gain through the roof by up to ${offer.maxThermalReductionPercent}%, installed ` +
    'over your existing deck while your docks keep running.',
  heroCta: `Claim Your FREE $${offer.thermalScanValue} Thermal Scan`,
  heroFacts: [
    `${offer.retrofitDays}-day retrofit, no shutdown`,
    `${offer.warrantyYears}-year warranty`,
    `${offer.moneyBackDays}-day money-back guarantee`,
  ],
  urgencyBanner: `We retrofit a limited number of roofs each month: only ${offer.spotsPerMonth} spots are available this month.`,
  benefitsTitle: `Why facility owners choose ${offer.name}`,
  formTitle: `Request your FREE thermal scan (a $${offer.thermalScanValue} value)`,
  formIntro:
    'Tell us where your facility is. A roof technician flies an infrared scan of the roof, marks ' +
    'where cold is escaping and heat is coming in, and walks you through the numbers. No cost, ' +
    'no obligation.',
  submit: 'Claim My Free Thermal Scan',
  submitting: 'SUBMITTING...',
  testimonialsTitle: `Trusted by ${offer.facilitiesServed} facilities`,
  faqTitle: 'Questions facility managers ask',
  closingTitle: 'Stop paying to cool the sky',
  closingText:
    'Every summer month on an uninsulated roof is money your refrigeration spends on heat it ' +
    'never needed to fight. Book the scan now and we can have the retrofit finished before the ' +
    'next heat wave.',
  closingCall: `Call ${COMPANY.phone}`,
  closingSpots: `Only ${offer.spotsPerMonth} spots are available this month. Reserve yours today.`,
} as const;

export const COLDSHIELD_BENEFITS: readonly OfferBenefit[] = [
  {
    figure: `Up to ${offer.maxThermalReductionPercent}%`,
    title: 'Less heat through the roof',
    text:
      'A high-reflectance membrane over continuous insulation keeps the afternoon sun off your ' +
      'cold rooms, so compressors cycle less and the energy bill comes down with them.',
  },
  {
    figure: `${offer.retrofitDays} days`,
    title: 'Installed while you keep shipping',
    text:
      'Crews work section by section over your existing roof deck. Coolers, freezers and loading ' +
      'docks stay in service, and product never has to be moved to a rented trailer.',
  },
  {
    figure: `${offer.warrantyYears} years`,
    title: 'Warranty and a money-back promise',
    text:
      `Workmanship is covered for ${offer.warrantyYears} years, and if you are not satisfied ` +
      `within ${offer.moneyBackDays} days of completion we refund you under our money-back guarantee.`,
  },
];

export const COLDSHIELD_TESTIMONIALS: readonly OfferTestimonial[] = [
  {
    quote:
      'Our freezer compressors used to run flat out from noon to six all summer. After the ' +
      'retrofit they finally cycle off in the afternoon, and our July power bill dropped by ' +
      'about a third.',
    name: 'Marcus Delgado',
    role: 'Operations Manager',
    facility: 'Seafood cold storage, Mayport',
  },
  {
    quote:
      'They finished 62,000 square feet in under two weeks without closing a single dock door. ' +
      'The thermal scan showed us exactly where the old roof was leaking cold.',
    name: 'Angela Whitfield',
    role: 'Facilities Director',
    facility: 'Food distribution center, Jacksonville',
  },
  {
    quote:
      'We were skeptical about the savings claim, so we metered the refrigeration circuit before ' +
      'and after. The numbers held up, and the roof stopped sweating over the produce room too.',
    name: 'Ray Thibodeaux',
    role: 'Owner',
    facility: 'Grocery warehouse, St. Augustine',
  },
];

export const COLDSHIELD_FAQ: readonly OfferFaq[] = [
  {
    question: 'What does the free thermal scan include?',
    answer:
      `The scan is normally a $${offer.thermalScanValue} service. A technician surveys your roof ` +
      'with an infrared camera, maps heat gain and air leaks over refrigerated areas, checks the ' +
      'deck and drainage, and gives you a written report with an estimate of your yearly savings.',
  },
  {
    question: `How can you finish a refrigerated building in ${offer.retrofitDays} days?`,
    answer:
      'The system goes over your existing deck, so there is no tear-off above your product. We ' +
      'stage the work around your receiving schedule and close each section watertight the same ' +
      'day, so coolers, freezers and docks stay in use throughout.',
  },
  {
    question: 'How much will it lower our energy costs?',
    answer:
      `Heat gain through the roof drops by up to ${offer.maxThermalReductionPercent}%. What that ` +
      'means for your bill depends on how much of your cooling load comes through the roof, your ' +
      'set points and your utility rate; the thermal scan report gives you a figure for your building.',
  },
  {
    question: 'Does it hold up to Florida storms?',
    answer:
      'Yes. The membrane and insulation are mechanically fastened to meet Florida Building Code wind ' +
      `requirements for coastal counties, and the work carries our ${offer.warrantyYears}-year ` +
      'workmanship warranty.',
  },
  {
    question: 'What if we are not happy with the result?',
    answer:
      `You are covered by a ${offer.moneyBackDays}-day money-back guarantee from the day the ` +
      'retrofit is completed. Tell us within that window and we make it right or refund you.',
  },
];

/** Everything the page reads, in one value per language (issue 24). */
export interface ColdshieldContent {
  copy: OfferCopy;
  benefits: readonly OfferBenefit[];
  testimonials: readonly OfferTestimonial[];
  faq: readonly OfferFaq[];
  /** The lead form's own words. */
  form: {
    sectionLabel: string;
    name: string;
    phone: string;
    email: string;
    address: string;
    details: string;
    detailsHint: string;
    sentTitle: string;
    sentDescription: string;
    failedTitle: string;
    failedDescription: string;
    spotsLabel: string;
    closingButton: string;
    license: string;
  };
}

export const COLDSHIELD_CONTENT = localized<ColdshieldContent>(
  {
    copy: COLDSHIELD_COPY,
    benefits: COLDSHIELD_BENEFITS,
    testimonials: COLDSHIELD_TESTIMONIALS,
    faq: COLDSHIELD_FAQ,
    form: {
      sectionLabel: 'Free thermal scan request',
      name: 'Your name',
      phone: 'Phone number',
      email: 'Email address',
      address: 'Facility address',
      details: 'Additional details',
      detailsHint:
        'Optional: roof size, cooler and freezer areas, current energy bill, best time to call.',
      sentTitle: 'Success! 🎉',
      sentDescription:
        "Your FREE thermal scan request has been submitted! We'll contact you within 24 hours.",
      failedTitle: 'Error',
      failedDescription: 'Failed to submit your request. Please try again or call us directly.',
      spotsLabel: 'Limited availability',
      closingButton: 'Request the Free Scan',
      license: 'Florida License',
    },
  },
  () => import('./coldshield-offer.es.ts').then((module) => module.default),
);
