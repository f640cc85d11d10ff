/**
 * Shapes of the static content shown on the public site and in the FAQ chat
 * (public-site §2-§3, portal-and-back-office §2-§3). Components import these types; the data
 * lives in the sibling files of this folder.
 */

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

// The blog and FAQ shapes are shared with the AI service: they live in contracts.
export type {
  BlogCategory,
  BlogCategoryName,
  BlogPost,
  FaqCategory,
  FaqEntry,
} from '@roofing/contracts/content/content-types';
export { FAQ_CATEGORIES } from '@roofing/contracts/content/content-types';

import type { InspectionType as InspectionTypeValue } from '@roofing/contracts';
import type { BlogCategoryName } from '@roofing/contracts/content/content-types';

/** Category filter entry: name, number of posts in it, and a Tailwind colour token. */
export type BlogCategoryFilter = {
  name: BlogCategoryName;
  count: number;
  /** Badge classes, e.g. 'bg-red-100 text-red-800'. */
  colour: string;
};

// ---------------------------------------------------------------------------------------------
// Landing page
// ---------------------------------------------------------------------------------------------

export type Review = {
  name: string;
  location: string;
  rating: 5;
  text: string;
  service: string;
};

export type GalleryItem = {
  id: number;
  type: 'image' | 'video';
  /** Path under /media/gallery/ (placeholder SVG until the real photo is supplied). */
  src: string;
  title: string;
  description: string;
  location: string;
  year: number;
  /** A site photo's responsive widths (WebP) and size; the illustrations have none. */
  srcset?: string;
  width?: number;
  height?: number;
  /** Alt text when it is not the title. */
  alt?: string;
  /** The same roof before the work (a site photo uploaded as a pair). */
  before?: { src: string; srcset: string };
};

export type ServicePageHref =
  | '/services/residential'
  | '/services/commercial'
  | '/services/repairs'
  | '/services/inspections';

export type ServiceCard = {
  title: string;
  description: string;
  features: string[];
  hoverText: string;
  /** Tailwind gradient stops, used with bg-linear-to-* (e.g. 'from-navy-700 to-ocean-600'). */
  gradient: string;
  href: ServicePageHref;
};

export type HeroFeatureTile = {
  /** The spec's four tiles in English ('24/7 Emergency', 'Free Inspection', 'Easy Financing',
   * 'N-Year Warranty'); their Spanish twins in hero.es.ts. */
  title: string;
  text: string;
  /** Only Easy Financing links somewhere ('/financing'). */
  href?: string;
};

export type HeroContent = {
  headline: string;
  subheadline: string;
  features: HeroFeatureTile[];
};

export type HeroSlide = {
  /** '/media/hero/<name>.svg', or a site photo's JPEG */
  src: string;
  /** A site photo's responsive widths (WebP). */
  srcset?: string;
  alt: string;
  caption: string;
};

// ---------------------------------------------------------------------------------------------
// Financing page
// ---------------------------------------------------------------------------------------------

export type FinancingPartnerKind =
  | 'online-home-improvement'
  | 'promotional-0-apr'
  | 'roofing-specific'
  | 'all-credit-installment'
  | 'florida-pace';

export type FinancingPartner = {
  kind: FinancingPartnerKind;
  name: string;
  /** Partner home page; opened in a new tab without referrer. */
  url: string;
  description: string;
  features: string[];
  /** Short badge label on the card. */
  highlight: string;
};

export type FinancingBenefit = {
  title: string;
  text: string;
};

// ---------------------------------------------------------------------------------------------
// Service pages (/services/*)
// ---------------------------------------------------------------------------------------------

export type ContentCard = {
  title: string;
  description: string;
  features: string[];
};

export type PageHero = {
  eyebrow: string;
  title: string;
  subtitle: string;
};

export type ClosingCta = {
  title: string;
  text: string;
};

export type ResidentialServicePage = {
  hero: PageHero;
  /** Shingle, tile, metal. */
  cards: [ContentCard, ContentCard, ContentCard];
  closing: ClosingCta;
};

export type ServedIndustry = {
  /** Office, Retail, Industrial, Healthcare, Educational, Hospitality (in the page's language). */
  name: string;
  text: string;
};

export type CommercialServicePage = {
  hero: PageHero;
  /** Flat roof systems, TPO, EPDM. */
  cards: [ContentCard, ContentCard, ContentCard];
  industriesTitle: string;
  industries: ServedIndustry[];
  closing: ClosingCta;
};

export type CommonProblem = {
  title: string;
  text: string;
};

export type ProcessStep = {
  step: number;
  title: string;
  text: string;
};

export type RepairsServicePage = {
  hero: PageHero;
  emergencyBanner: { title: string; text: string };
  /** Leak Repairs, Storm Damage, Emergency Services. */
  cards: [ContentCard, ContentCard, ContentCard];
  /** Shingles, flashing, gutters, tile. */
  commonProblems: CommonProblem[];
  /** Emergency call, assessment, repair, warranty. */
  process: ProcessStep[];
  closing: ClosingCta;
};

/** One bookable inspection as the inspections page shows it (contracts' INSPECTION_TYPES). */
export type InspectionType = {
  value: InspectionTypeValue;
  name: string;
  /** Starting price in whole US dollars; 0 is free. */
  startingPrice: number;
  description: string;
};

export type InspectionsServicePage = {
  hero: PageHero;
  /** Pre-Purchase, Insurance Claims, Maintenance Plans. */
  cards: [ContentCard, ContentCard, ContentCard];
  inspectionTypes: InspectionType[];
  includedTitle: string;
  /** Exactly 8 items. */
  included: string[];
  closing: ClosingCta;
};

// ---------------------------------------------------------------------------------------------
// Service areas and media
// ---------------------------------------------------------------------------------------------

export type { ServedPlaceName } from '@roofing/contracts';

import type { ServedPlaceName } from '@roofing/contracts';

export type ServedPlace = {
  name: ServedPlaceName;
  /** One sentence about roofing conditions there. */
  blurb: string;
};

export type MediaAsset = {
  /** Public path, e.g. '/media/hero/jax-beach-sunrise.svg'. */
  path: string;
  /** The real photograph or footage that should eventually replace the placeholder. */
  description: string;
  width: number;
  height: number;
};
