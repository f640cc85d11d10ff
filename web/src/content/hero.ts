import { COMPANY_STATS, PROMISES, WARRANTY_TERMS } from '@roofing/contracts';
import { localized } from '../i18n/content.ts';
import type { HeroContent, HeroSlide } from './types.ts';

/** Landing-page hero copy and its four feature tiles (public-site §2). */
export const HERO_CONTENT: HeroContent = {
  headline: 'Roofs Built for the North Florida Coast',
  subheadline:
    'Storm-ready roofing, repairs and inspections from Fernandina Beach to St. Augustine. ' +
    `${COMPANY_STATS.happyHomeowners} happy homeowners, ${COMPANY_STATS.yearsExperience} years ` +
    `of experience and a ${COMPANY_STATS.averageRating} average rating.`,
  features: [
    {
      title: '24/7 Emergency',
      text: `Leak or storm damage? A crew is usually on site within ${PROMISES.emergencyResponse}.`,
    },
    {
      title: 'Free Inspection',
      text: 'A photo-documented roof check with no cost and no obligation.',
    },
    {
      title: 'Easy Financing',
      text: 'Promotional 0% APR, monthly plans and Florida PACE options.',
      href: '/financing',
    },
    {
      title: `${WARRANTY_TERMS.workmanshipYears}-Year Warranty`,
      text: `${WARRANTY_TERMS.materialsYears} years on materials and ${WARRANTY_TERMS.workmanshipYears} years on our workmanship, in writing.`,
    },
  ],
};

/** The seven rotating hero backgrounds (public-site §4: 7 slides). */
export const HERO_SLIDES: HeroSlide[] = [
  {
    src: '/media/hero/jax-beach-sunrise-rooftops.svg',
    alt: 'Sunrise over beach-town rooftops with the Atlantic Ocean behind them',
    caption: 'Serving the beaches from Jacksonville Beach to Ponte Vedra',
  },
  {
    src: '/media/hero/standing-seam-metal-crew.svg',
    alt: 'Roofing crew in safety harnesses installing standing-seam metal panels',
    caption: 'Standing-seam metal that shrugs off salt air',
  },
  {
    src: '/media/hero/st-augustine-tile-roofs.svg',
    alt: 'Terracotta barrel tile roofs in a historic coastal town',
    caption: 'Tile restoration that respects historic St. Augustine',
  },
  {
    src: '/media/hero/architectural-shingle-home.svg',
    alt: 'Two-story coastal home with a new gray architectural shingle roof',
    caption: 'High-wind architectural shingles, installed to code',
  },
  {
    src: '/media/hero/storm-clouds-over-marsh.svg',
    alt: 'Dark storm clouds building over a salt marsh and nearby homes',
    caption: 'Ready before hurricane season, there after the storm',
  },
  {
    src: '/media/hero/drone-roof-inspection.svg',
    alt: 'Inspector flying a drone over a residential roof',
    caption: 'Drone and thermal inspections without foot traffic on your roof',
  },
  {
    src: '/media/hero/commercial-tpo-roof.svg',
    alt: 'Bright white membrane roof on a commercial building under a blue sky',
    caption: 'Commercial flat roofs that keep your business open',
  },
];

const ENGLISH_HERO = { HERO_CONTENT, HERO_SLIDES };
export type HeroCopy = typeof ENGLISH_HERO;
/** The hero's copy and slides in the page's language (Spanish: hero.es.ts). */
export const HERO = localized<HeroCopy>(ENGLISH_HERO, () =>
  import('./hero.es.ts').then((module) => module.default),
);
