import type { CompanyFact } from '@roofing/contracts/content/company-facts';
import type { FaqEntry } from '../../content/types.ts';
import { ENGLISH_FAQ_CONTENT, type FaqContent } from './faq-content.ts';
import { answerFor, baseForm, contentWords, MAX_RELATED, wordsOf } from './faq-search.ts';

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

const factNamesOf = new WeakMap<
  readonly CompanyFact[],
  Array<{ fact: CompanyFact; names: Set<string> }>
>();
function factNames(facts: readonly CompanyFact[]) {
  let names = factNamesOf.get(facts);
  if (!names) {
    names = facts.flatMap((fact) =>
      fact.names ? [{ fact, names: new Set(fact.names.map(baseForm)) }] : [],
    );
    factNamesOf.set(facts, names);
  }
  return names;
}
/** Words too common to name a fact ("roof", "techo"). */
const UNNAMING = new Set(['roof', 'offer', 'new', 'techo', 'nuevo', 'nueva']);

/** Words of a question that say what it is about (no question frame). */
const topicWords = contentWords;

/** The company fact a question is mostly about: more than half of its words name it. */
export function namedFact(
  question: string,
  facts: readonly CompanyFact[] = ENGLISH_FAQ_CONTENT.facts,
): CompanyFact | undefined {
  const words = topicWords(question).filter((word) => !UNNAMING.has(word));
  if (words.length === 0) return undefined;
  let best: { fact: CompanyFact; count: number } | undefined;
  for (const { fact, names } of factNames(facts)) {
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
    const topic = wordsOf([entry.question, ...entry.keywords].join(' ')).map(baseForm);
    return words.every((word) => topic.includes(word));
  });
}

/** The reply from the content of the page's language (faq-content.ts; English by default). */
export function replyTo(question: string, content: FaqContent = ENGLISH_FAQ_CONTENT): FaqReply {
  const { entries } = content;
  const intent = content.intentOf(question);
  if (intent === 'greeting') return { kind: 'greeting', text: content.greetingReply };
  if (intent === 'inspection') return { kind: 'inspection', text: content.inspectionReply };
  const { best, related } = answerFor(question, entries);
  const fact = namedFact(question, content.facts);
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
