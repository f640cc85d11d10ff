import {
  DOCUMENT_TYPES,
  type DocumentPreferences,
  type DocumentType,
  LOCALIZED_DOCUMENT_TYPES,
  type Locale,
} from '@roofing/contracts';
import { estimateTemplate } from './estimate.tsx';
import { invoiceTemplate } from './invoice.tsx';
import {
  type PageParts,
  type ResolvedPreferences,
  renderPage,
  resolvePreferences,
} from './layout.tsx';
import { lienWaiverTemplate } from './lien-waiver.tsx';
import { profitLossTemplate } from './profit-loss.tsx';
import { roofingContractTemplate } from './roofing-contract.tsx';
import { safetyManualTemplate } from './safety-manual.tsx';
import type { DocumentData } from './values.ts';
import { warrantyTemplate } from './warranty.tsx';

/**
 * The seven branded document templates of the document wizard (portal-and-back-office §9): what
 * each asks for, and the printable HTML it makes from the answers. Pure functions: the AI
 * service's routes call them directly when no language model is configured, and a model's
 * draft is never trusted over them for the legal notices.
 */

/** One question of the wizard. */
export interface DocumentField {
  /** The key in `documentData`. */
  name: string;
  label: string;
  kind: 'text' | 'multiline' | 'number' | 'money' | 'date' | 'list';
  required: boolean;
  /** A realistic value, shown as the placeholder. */
  example: string;
  help?: string;
}

export interface RenderContext {
  data: DocumentData;
  preferences: ResolvedPreferences;
  /** The day the document is prepared (dates without a value default to it where sensible). */
  now: Date;
  /**
   * The customer's language (issue 24): English, or Spanish for the customer documents
   * (`LOCALIZED_DOCUMENT_TYPES`); the internal ones are always given English.
   */
  locale: Locale;
}

export interface DocumentTemplate {
  fields: readonly DocumentField[];
  /**
   * The page's parts; `heading` defaults to the type's label, `lang` (the page's own language:
   * letterhead, footer, `lang`) to the context's locale.
   */
  render(context: RenderContext): Omit<PageParts, 'heading'> & { heading?: string; lang?: Locale };
}

const TEMPLATES: Record<DocumentType, DocumentTemplate> = {
  'safety-manual': safetyManualTemplate,
  'roofing-contract': roofingContractTemplate,
  'lien-waiver': lienWaiverTemplate,
  invoice: invoiceTemplate,
  estimate: estimateTemplate,
  warranty: warrantyTemplate,
  'profit-loss': profitLossTemplate,
};

export const DOCUMENT_FIELDS: Record<DocumentType, readonly DocumentField[]> = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [type.value, TEMPLATES[type.value].fields]),
) as Record<DocumentType, readonly DocumentField[]>;

/**
 * A document as a whole HTML page. `language` is the customer's (default English): the estimate,
 * invoice and warranty are written in it; the roofing contract and the lien waiver keep their
 * governing English text and add a Spanish reading translation after it (docs/florida-rules.md,
 * "Spanish documents"); internal documents stay English.
 */
export function renderDocument(
  type: DocumentType,
  data: Record<string, unknown>,
  preferences: DocumentPreferences,
  now: Date = new Date(),
  language: Locale = 'en',
): { title: string; html: string } {
  const localized = (LOCALIZED_DOCUMENT_TYPES as readonly DocumentType[]).includes(type);
  const locale: Locale = localized ? language : 'en';
  // A customer document's language is `language` alone; `preferences.language` is the crew's
  // choice for the safety manual and never changes a customer document's page.
  const resolved = localized
    ? { ...resolvePreferences(preferences), language: 'en' as const }
    : resolvePreferences(preferences);
  const { lang, ...parts } = TEMPLATES[type].render({
    data: data ?? {},
    preferences: resolved,
    now,
    locale,
  });
  const label = DOCUMENT_TYPES.find((entry) => entry.value === type)?.label ?? type;
  const page = { ...parts, heading: parts.heading ?? label };
  return { title: page.title, html: renderPage(page, resolved, now, lang ?? locale) };
}
