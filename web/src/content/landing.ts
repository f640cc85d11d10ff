import { COMPANY, PROMISES, WARRANTY_TERMS } from '@roofing/contracts';
import { localized } from '../i18n/content.ts';
import { prose } from './text.ts';

/** Anchors of the landing-page sections (public-site §2). */
export type LandingAnchor =
  | 'home'
  | 'services'
  | 'gallery'
  | 'reviews'
  | 'blog'
  | 'about'
  | 'quote-form'
  | 'contact';

export type NavItem = { label: string; anchor: LandingAnchor };

/** Scroll links of the navigation bar, in order; Financing and Free Inspection follow them. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', anchor: 'home' },
  { label: 'Services', anchor: 'services' },
  { label: 'Gallery', anchor: 'gallery' },
  { label: 'Reviews', anchor: 'reviews' },
  { label: 'Blog', anchor: 'blog' },
  { label: 'About', anchor: 'about' },
  { label: 'Contact', anchor: 'contact' },
];

export type SectionCopy = { eyebrow: string; title: string; intro: string };

/** Headings and intros of the landing-page sections. */
export const SECTION_COPY = {
  services: {
    eyebrow: 'What we do',
    title: 'Roofing Services for Coastal Homes and Businesses',
    intro: prose`
      From a single leaking pipe boot to a full standing-seam replacement, every job is permitted,
      photographed and built for North Florida wind, rain and salt air.
    `,
  },
  gallery: {
    eyebrow: 'Recent projects',
    title: 'Project Gallery',
    intro: 'A few of the roofs we have built and repaired along the First Coast.',
  },
  reviews: {
    eyebrow: 'Reviews',
    title: 'What Our Neighbors Say',
    intro: 'Homeowners from the beaches to St. Augustine on working with our crews.',
  },
  blog: {
    eyebrow: 'Roofing blog',
    title: 'Roofing Tips & Insights',
    intro: prose`
      Practical advice from our crews on hurricane preparation, materials, Florida building codes,
      solar and keeping leaks out.
    `,
  },
  about: {
    eyebrow: 'About us & service areas',
    title: 'Proudly Serving North Florida',
    intro: prose`
      ${COMPANY.name} is a locally owned, licensed and insured roofing contractor (license
      ${COMPANY.license}). For more than fifteen years our crews have worked from Fernandina Beach
      to St. Augustine and inland to Gainesville, so we know what salt air, summer storms and
      hurricane season do to a roof, and how to build one that lasts.
    `,
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Get in Touch',
    intro: prose`
      Questions about your roof, a repair or an estimate? Call, e-mail or send us a
      message and we will answer within ${PROMISES.contactWithinHours} hours.
    `,
  },
} satisfies Record<string, SectionCopy>;

/** Closing call-to-action card of the blog section. */
export const BLOG_CTA = {
  title: 'Have a question about your roof?',
  text: prose`
    Our specialists will look at your roof, answer your questions and give you a written estimate
    within ${PROMISES.writtenEstimateWithinHours} hours, with no obligation.
  `,
};

/** Trust line under the hero buttons. */
export const HERO_TRUST_LINE = `Licensed & insured · FL #${COMPANY.license} · ${WARRANTY_TERMS.materialsYears}-year materials & ${WARRANTY_TERMS.workmanshipYears}-year workmanship warranty`;

/** Company blurb of the footer. */
export const FOOTER_BLURB = prose`
  Family-run roofing for North Florida's coast: new roofs, replacements, storm and leak repair,
  and honest inspections, built to stand up to salt air and hurricane season.
`;

/** Labels of the social profiles in COMPANY.social. */
export const SOCIAL_LABELS: Record<keyof typeof COMPANY.social, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  google: 'Google Business Profile',
};

/** The landing page's copy as a whole, for `useLocalized`: its Spanish twin is landing.es.ts. */
const ENGLISH_COPY = { SECTION_COPY, BLOG_CTA, HERO_TRUST_LINE, FOOTER_BLURB };
export type LandingCopy = typeof ENGLISH_COPY;
export const LANDING_COPY = localized<LandingCopy>(ENGLISH_COPY, () =>
  import('./landing.es.ts').then((module) => module.default),
);
export type LandingSection = keyof typeof SECTION_COPY;
