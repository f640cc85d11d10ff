import { COMPANY } from '@roofing/contracts';
import type { ServicePageSlug } from '@roofing/contracts/site-routes';
import {
  COMMERCIAL_PAGE,
  INSPECTIONS_PAGE,
  REPAIRS_PAGE,
  RESIDENTIAL_PAGE,
  SERVICE_PAGE_NAMES,
} from '../../content/service-pages.ts';
import type {
  ClosingCta,
  CommonProblem,
  ContentCard,
  InspectionType,
  PageHero,
  ProcessStep,
  ServedIndustry,
} from '../../content/types.ts';

/** The slugs are the contracts' (the gateway answers any other /services/{slug} with 404). */
export type { ServicePageSlug };

interface TitledList<Item> {
  title: string;
  items: Item[];
}

/**
 * What one service page shows, in the order the shared page component renders it. Sections a
 * page does not have are left out. The content comes from content/service-pages.ts; only the
 * section headings are added here.
 */
export interface ServicePageModel {
  slug: ServicePageSlug;
  documentTitle: string;
  hero: PageHero;
  /** Label of the hero's quote-form button (the inspections page says Schedule Inspection). */
  heroQuoteLabel: string;
  /** The hero button opens the inspection request (the inspections page) instead of the quote form. */
  booksInspections?: boolean;
  emergencyBanner?: { title: string; text: string };
  cards: TitledList<ContentCard>;
  industries?: TitledList<ServedIndustry>;
  commonProblems?: TitledList<CommonProblem>;
  process?: TitledList<ProcessStep>;
  inspectionTypes?: TitledList<InspectionType>;
  included?: TitledList<string>;
  /**
   * The page encourages contacting us about an insurance claim for roof damage: it carries the
   * s. 489.147(1)(a) disclosures (docs/florida-rules.md).
   */
  insuranceClaimDisclosures?: boolean;
  closing: ClosingCta;
}

const title = (page: string) => `${page} | ${COMPANY.name}`;

export const SERVICE_PAGES: Record<ServicePageSlug, ServicePageModel> = {
  residential: {
    slug: 'residential',
    documentTitle: title(SERVICE_PAGE_NAMES['/services/residential']),
    hero: RESIDENTIAL_PAGE.hero,
    heroQuoteLabel: 'Get Free Quote',
    cards: { title: 'Roofing Systems We Install', items: RESIDENTIAL_PAGE.cards },
    closing: RESIDENTIAL_PAGE.closing,
  },
  commercial: {
    slug: 'commercial',
    documentTitle: title(SERVICE_PAGE_NAMES['/services/commercial']),
    hero: COMMERCIAL_PAGE.hero,
    heroQuoteLabel: 'Get Free Quote',
    cards: { title: 'Commercial Roofing Systems', items: COMMERCIAL_PAGE.cards },
    industries: { title: COMMERCIAL_PAGE.industriesTitle, items: COMMERCIAL_PAGE.industries },
    closing: COMMERCIAL_PAGE.closing,
  },
  repairs: {
    slug: 'repairs',
    documentTitle: title(SERVICE_PAGE_NAMES['/services/repairs']),
    hero: REPAIRS_PAGE.hero,
    heroQuoteLabel: 'Get Free Quote',
    emergencyBanner: REPAIRS_PAGE.emergencyBanner,
    cards: { title: 'Repair Services', items: REPAIRS_PAGE.cards },
    commonProblems: { title: 'Common Roof Problems We Fix', items: REPAIRS_PAGE.commonProblems },
    process: { title: 'Our Repair Process', items: REPAIRS_PAGE.process },
    insuranceClaimDisclosures: true,
    closing: REPAIRS_PAGE.closing,
  },
  inspections: {
    slug: 'inspections',
    documentTitle: title(SERVICE_PAGE_NAMES['/services/inspections']),
    hero: INSPECTIONS_PAGE.hero,
    heroQuoteLabel: 'Schedule Inspection',
    booksInspections: true,
    cards: { title: 'Inspection Services', items: INSPECTIONS_PAGE.cards },
    inspectionTypes: {
      title: 'Inspection Types & Starting Prices',
      items: INSPECTIONS_PAGE.inspectionTypes,
    },
    included: { title: INSPECTIONS_PAGE.includedTitle, items: INSPECTIONS_PAGE.included },
    insuranceClaimDisclosures: true,
    closing: INSPECTIONS_PAGE.closing,
  },
};

/** The page for a /services/{slug} path, or undefined for an unknown slug. */
export function findServicePage(slug: string | undefined): ServicePageModel | undefined {
  return slug !== undefined && Object.hasOwn(SERVICE_PAGES, slug)
    ? SERVICE_PAGES[slug as ServicePageSlug]
    : undefined;
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** "$150" from 150. */
export function formatStartingPrice(amount: number): string {
  return dollars.format(amount);
}
