import type { AssistantIntent } from '@roofing/contracts/content/assistant-intents';
import * as intents from '@roofing/contracts/content/assistant-intents';
import { COMPANY_FACTS, type CompanyFact } from '@roofing/contracts/content/company-facts';
import { FAQ_ENTRIES } from '../../content/faq.ts';
import type { FaqEntry } from '../../content/types.ts';
import { localized } from '../../i18n/content.ts';

/**
 * What the FAQ chat answers from, in the page's language (issue 24): the 100 FAQ entries, the
 * company facts and the greeting and visit replies. The Spanish twin
 * (contracts/src/content/es/*) loads only on a Spanish page.
 */
export interface FaqContent {
  entries: readonly FaqEntry[];
  facts: readonly CompanyFact[];
  intentOf: (text: string) => AssistantIntent | null;
  greetingReply: string;
  inspectionReply: string;
}

export const ENGLISH_FAQ_CONTENT: FaqContent = {
  entries: FAQ_ENTRIES,
  facts: COMPANY_FACTS,
  intentOf: intents.intentOf,
  greetingReply: intents.GREETING_REPLY,
  inspectionReply: intents.INSPECTION_OFFER_REPLY,
};

export const FAQ_CONTENT = localized<FaqContent>(ENGLISH_FAQ_CONTENT, async () => {
  const [faq, facts, esIntents] = await Promise.all([
    import('@roofing/contracts/content/es/faq'),
    import('@roofing/contracts/content/es/company-facts'),
    import('@roofing/contracts/content/es/assistant-intents'),
  ]);
  return {
    entries: faq.FAQ_ENTRIES,
    facts: facts.COMPANY_FACTS,
    // A Spanish page may still be asked in English ("hi"): Spanish first, then English.
    intentOf: (text) => esIntents.intentOf(text) ?? intents.intentOf(text),
    greetingReply: esIntents.GREETING_REPLY,
    inspectionReply: esIntents.INSPECTION_OFFER_REPLY,
  };
});
