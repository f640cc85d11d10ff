import {
  GREETING_REPLY,
  INSPECTION_OFFER_REPLY,
  intentOf,
} from '@roofing/contracts/content/assistant-intents';
import { COMPANY_FACTS, type CompanyFact } from '@roofing/contracts/content/company-facts';
import { FAQ_ENTRIES } from '../../content/faq.ts';
import type { FaqEntry } from '../../content/types.ts';
import { answerFor, baseForm, contentWords, MAX_RELATED } from './faq-search.ts';

/**
 * What the FAQ chat answers, in the order a person would: a greeting with a greeting and what it
 * can do; a request for a visit with the inspection request and the phone; the company's own
 * offers (ColdShield, financing, warranty, service area...) from the company facts the AI
 * assistant also answers from; then the FAQ search (portal §5); and a keyword query the search
 * cannot place ("roof") with the entries about that word rather than nothing.
 */
export type FaqReply =
  | { kind: 'greeting'; text: string }
  | { kind: 'inspection'; text: string }
  | { kind: 'fact'; fact: CompanyFact; related: FaqEntry[] }
  | { kind: 'faq'; best: FaqEntry; related: FaqEntry[] }
  | { kind: 'none' };

/** A query of at most this many words is a keyword search ("gutters", "roof leak"). */
const KEYWORD_QUERY_WORDS = 2;

const factNames = COMPANY_FACTS.flatMap((fact) =>
  fact.names ? [{ fact, names: new Set(fact.names.map(baseForm)) }] : [],
);

/** Words of a question that say what it is about (no question frame). */
const topicWords = contentWords;

/** The company fact a question is mostly about: more than half of its words name it. */
export function namedFact(question: string): CompanyFact | undefined {
  const words = topicWords(question).filter((word) => !['roof', 'offer', 'new'].includes(word));
  if (words.length === 0) return undefined;
  let best: { fact: CompanyFact; count: number } | undefined;
  for (const { fact, names } of factNames) {
    const count = words.filter((word) => names.has(word)).length;
    if (count * 2 > words.length && count > (best?.count ?? 0)) best = { fact, count };
  }
  return best?.fact;
}

/** Entries whose question or keywords hold the query's words, in the base's order. */
function closestEntries(question: string, entries: readonly FaqEntry[]): FaqEntry[] {
  const words = topicWords(question);
  if (words.length === 0) return [];
  return entries.filter((entry) => {
    const topic = [entry.question, ...entry.keywords]
      .join(' ')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .map(baseForm);
    return words.every((word) => topic.includes(word));
  });
}

export function replyTo(question: string, entries: readonly FaqEntry[] = FAQ_ENTRIES): FaqReply {
  const intent = intentOf(question);
  if (intent === 'greeting') return { kind: 'greeting', text: GREETING_REPLY };
  if (intent === 'inspection') return { kind: 'inspection', text: INSPECTION_OFFER_REPLY };
  const { best, related } = answerFor(question, entries);
  const fact = namedFact(question);
  if (fact) {
    const more = best ? [best, ...related] : [];
    return { kind: 'fact', fact, related: more.slice(0, MAX_RELATED) };
  }
  if (best) return { kind: 'faq', best, related };
  if ((question.match(/[\p{L}\p{N}'-]+/gu) ?? []).length <= KEYWORD_QUERY_WORDS) {
    const [first, ...rest] = closestEntries(question, entries);
    if (first) return { kind: 'faq', best: first, related: rest.slice(0, MAX_RELATED) };
  }
  return { kind: 'none' };
}
