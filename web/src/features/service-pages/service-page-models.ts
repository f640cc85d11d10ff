import { COMPANY } from '@roofing/contracts';
import type { ServicePageSlug } from '@roofing/contracts/site-routes';
import { SERVICE_PAGES_CONTENT, type ServicePagesContent } from '../../content/service-pages.ts';
import type {
  ClosingCta,
  CommonProblem,
  ContentCard,
  InspectionType,
  PageHero,
  ProcessStep,
  ServedIndustry,
} from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

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

/** The section headings and button labels the models add to the content. */
interface ServicePageWords {
  documentTitle: (page: string) => string;
  getFreeQuote: string;
  scheduleInspection: string;
  residentialCards: string;
  commercialCards: string;
  repairsCards: string;
  commonProblems: string;
  repairProcess: string;
  inspectionCards: string;
  inspectionTypes: string;
}

const ENGLISH_WORDS: ServicePageWords = {
  documentTitle: (page) => `${page} | ${COMPANY.name}`,
  getFreeQuote: 'Get Free Quote',
  scheduleInspection: 'Schedule Inspection',
  residentialCards: 'Roofing Systems We Install',
  commercialCards: 'Commercial Roofing Systems',
  repairsCards: 'Repair Services',
  commonProblems: 'Common Roof Problems We Fix',
  repairProcess: 'Our Repair Process',
  inspectionCards: 'Inspection Services',
  inspectionTypes: 'Inspection Types & Starting Prices',
};

/** The four pages from their content and words (one language). */
function buildServicePages(
  content: ServicePagesContent,
  words: ServicePageWords,
): Record<ServicePageSlug, ServicePageModel> {
  const { names, residential, commercial, repairs, inspections } = content;
  return {
    residential: {
      slug: 'residential',
      documentTitle: words.documentTitle(names['/services/residential']),
      hero: residential.hero,
      heroQuoteLabel: words.getFreeQuote,
      cards: { title: words.residentialCards, items: residential.cards },
      closing: residential.closing,
    },
    commercial: {
      slug: 'commercial',
      documentTitle: words.documentTitle(names['/services/commercial']),
      hero: commercial.hero,
      heroQuoteLabel: words.getFreeQuote,
      cards: { title: words.commercialCards, items: commercial.cards },
      industries: { title: commercial.industriesTitle, items: commercial.industries },
      closing: commercial.closing,
    },
    repairs: {
      slug: 'repairs',
      documentTitle: words.documentTitle(names['/services/repairs']),
      hero: repairs.hero,
      heroQuoteLabel: words.getFreeQuote,
      emergencyBanner: repairs.emergencyBanner,
      cards: { title: words.repairsCards, items: repairs.cards },
      commonProblems: { title: words.commonProblems, items: repairs.commonProblems },
      process: { title: words.repairProcess, items: repairs.process },
      insuranceClaimDisclosures: true,
      closing: repairs.closing,
    },
    inspections: {
      slug: 'inspections',
      documentTitle: words.documentTitle(names['/services/inspections']),
      hero: inspections.hero,
      heroQuoteLabel: words.scheduleInspection,
      booksInspections: true,
      cards: { title: words.inspectionCards, items: inspections.cards },
      inspectionTypes: { title: words.inspectionTypes, items: inspections.inspectionTypes },
      included: { title: inspections.includedTitle, items: inspections.included },
      insuranceClaimDisclosures: true,
      closing: inspections.closing,
    },
  };
}

/** The pages in English (the spec's words). */
export const SERVICE_PAGES: Record<ServicePageSlug, ServicePageModel> = buildServicePages(
  SERVICE_PAGES_CONTENT.en,
  ENGLISH_WORDS,
);

/** The page for a /services/{slug} path in the page's language, or undefined for an unknown slug. */
export function useServicePage(slug: string | undefined): ServicePageModel | undefined {
  const locale = useLocale();
  const content = useLocalized(SERVICE_PAGES_CONTENT);
  const t = useT(messages);
  if (slug === undefined || !Object.hasOwn(SERVICE_PAGES, slug)) return undefined;
  if (locale === 'en') return SERVICE_PAGES[slug as ServicePageSlug];
  const words: ServicePageWords = {
    documentTitle: (page) => t('documentTitle', { page, company: COMPANY.name }),
    getFreeQuote: t('getFreeQuote'),
    scheduleInspection: t('scheduleInspection'),
    residentialCards: t('residentialCards'),
    commercialCards: t('commercialCards'),
    repairsCards: t('repairsCards'),
    commonProblems: t('commonProblems'),
    repairProcess: t('repairProcess'),
    inspectionCards: t('inspectionCards'),
    inspectionTypes: t('inspectionTypes'),
  };
  return buildServicePages(content, words)[slug as ServicePageSlug];
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
