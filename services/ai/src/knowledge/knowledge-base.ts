import type { Locale } from '@roofing/contracts';
import { COMPANY_FACTS, type CompanyFact } from '@roofing/contracts/content/company-facts';
import { COMPANY_FACTS as COMPANY_FACTS_ES } from '@roofing/contracts/content/es/company-facts';
import MiniSearch from 'minisearch';
import { allPassages, type Passage } from './passages.ts';
import { ENGLISH_VOCABULARY, type Vocabulary } from './terms.ts';
import { SPANISH_VOCABULARY } from './terms-es.ts';

export interface ScoredPassage {
  passage: Passage;
  score: number;
}

export interface Retrieval {
  /** A specific answer exists: `passages` holds the hits good enough to answer from. */
  matched: boolean;
  /** Answering hits, best first (empty when not matched). */
  passages: ScoredPassage[];
  /** The best few hits even below the answering threshold: context for a model, never quoted. */
  context: ScoredPassage[];
  /**
   * For a one- or two-word roofing query with no specific answer ("roof", "gutters"): the FAQ
   * entries whose question or keywords hold those words, best first, to offer instead of nothing.
   */
  closest: ScoredPassage[];
}

/**
 * Below this BM25 score a hit is incidental (one word shared with a long passage). Chosen by
 * running the questions of knowledge-base.test.ts: a one-word roofing question
 * ("gutter", "warranty?") scores 25-40 on its passage, a real question 30-200, while questions
 * that pass the vocabulary check by one loose word ("the weather tomorrow for my roof") stay
 * under 15.
 */
export const MIN_SCORE = 18;
/** A further hit joins the answer only when it is at least this close to the best one. */
const RELATIVE_SCORE = 0.6;
/** A query of at most this many words ("gutters", "roof leak") is a keyword search. */
const KEYWORD_QUERY_WORDS = 2;
/** How many closest entries a keyword query is offered. */
const CLOSEST_ENTRIES = 4;
/**
 * The company's own facts (its offer, financing, warranty, service area) outrank an FAQ entry or
 * an article section that says the same thing in passing: they are the source of truth.
 */
const COMPANY_FACT_BOOST = 1.6;

/**
 * The offline assistant's knowledge: the 100 FAQ entries, the five articles cut at their headings
 * and the company facts, in one minisearch index. A question is answered only when it sounds like
 * roofing, its best hit clears MIN_SCORE, and that hit shares a word with the question that is
 * not generic ("roof", "offer", "you" match half the base and prove nothing).
 */
export function createKnowledgeBase(
  passages: Passage[] = allPassages(),
  language: { vocabulary: Vocabulary; facts: readonly CompanyFact[] } = {
    vocabulary: ENGLISH_VOCABULARY,
    facts: COMPANY_FACTS,
  },
) {
  const { stem, termsOf, processTerm, soundsLikeRoofing } = language.vocabulary;
  const GENERIC_TERMS = language.vocabulary.genericTerms;
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const namingTerms = language.facts.flatMap((fact) => {
    const passage = byId.get(`company-${fact.id}`);
    return passage && fact.names ? [{ passage, terms: new Set(fact.names.map(stem)) }] : [];
  });

  /**
   * The company fact a question is mostly about ("Do you offer financing?", "what is
   * ColdShield?"): more than half of its telling words name that fact's subject.
   */
  function namedFact(terms: readonly string[]): Passage | undefined {
    const telling = [...new Set(terms.filter((term) => !GENERIC_TERMS.has(term)))];
    if (telling.length === 0) return undefined;
    let best: { passage: Passage; count: number } | undefined;
    for (const { passage, terms: names } of namingTerms) {
      const count = telling.filter((term) => names.has(term)).length;
      if (count * 2 > telling.length && count > (best?.count ?? 0)) best = { passage, count };
    }
    return best?.passage;
  }
  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'text', 'keywords'],
    extractField: (passage, field) =>
      field === 'keywords' ? passage.keywords.join(' ') : String(passage[field as keyof Passage]),
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      // One typo in a long word ("hurricaine"); short words must match exactly.
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      // "how much", "new roof": generic words still rank, but far less than the telling ones.
      boostTerm: (term) => (GENERIC_TERMS.has(term) ? 0.25 : 1),
      combineWith: 'OR',
      boostDocument: (id) => (String(id).startsWith('company-') ? COMPANY_FACT_BOOST : 1),
    },
  });
  index.addAll(passages);

  /** FAQ entries about the query's words, by their question and keywords only. */
  function closestEntries(question: string): ScoredPassage[] {
    return index
      .search(question, {
        fields: ['title', 'keywords'],
        boostTerm: () => 1,
        filter: (result) => String(result.id).startsWith('faq-'),
      })
      .slice(0, CLOSEST_ENTRIES)
      .flatMap((hit) => {
        const passage = byId.get(String(hit.id));
        return passage ? [{ passage, score: hit.score }] : [];
      });
  }

  function retrieve(question: string): Retrieval {
    const terms = termsOf(question);
    if (terms.length === 0 || !soundsLikeRoofing(terms)) {
      return { matched: false, passages: [], context: [], closest: [] };
    }
    const hits = index
      .search(question)
      .slice(0, 12)
      .flatMap((hit) => {
        const passage = byId.get(String(hit.id));
        if (!passage) return [];
        const telling = hit.queryTerms.some((term) => !GENERIC_TERMS.has(term));
        return [{ passage, score: hit.score, telling }];
      });
    const context = hits.slice(0, 4).map(({ passage, score }) => ({ passage, score }));
    const named = namedFact(terms);
    if (named) {
      const others = hits
        .filter((hit) => hit.telling && hit.passage !== named && hit.score >= MIN_SCORE)
        .map(({ passage, score }) => ({ passage, score }));
      const score = hits.find((hit) => hit.passage === named)?.score ?? MIN_SCORE;
      return {
        matched: true,
        passages: [{ passage: named, score }, ...others],
        context,
        closest: [],
      };
    }
    // "gutters", "roof leak": a keyword search, answered with the entries about those words.
    if ((question.match(/[\p{L}\p{N}'-]+/gu) ?? []).length <= KEYWORD_QUERY_WORDS) {
      const closest = closestEntries(question);
      if (closest.length > 0) return { matched: false, passages: [], context, closest };
    }
    const best = hits.find((hit) => hit.telling);
    if (!best || best.score < MIN_SCORE)
      return { matched: false, passages: [], context, closest: [] };
    const answering = hits
      .filter((hit) => hit.telling && hit.score >= Math.max(MIN_SCORE, best.score * RELATIVE_SCORE))
      .map(({ passage, score }) => ({ passage, score }));
    return { matched: true, passages: answering, context, closest: [] };
  }

  return { retrieve, size: passages.length };
}
export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;

const shared: Partial<Record<Locale, KnowledgeBase>> = {};
/**
 * The index of a language, built once per process (about 200 passages, a few milliseconds): the
 * English FAQ, articles and facts, or the Spanish FAQ and facts (issue 24), each read with its own
 * vocabulary (Spanish: accents folded, Spanish stop words and stems).
 */
export function knowledgeBase(locale: Locale = 'en'): KnowledgeBase {
  shared[locale] ??=
    locale === 'es'
      ? createKnowledgeBase(allPassages('es'), {
          vocabulary: SPANISH_VOCABULARY,
          facts: COMPANY_FACTS_ES,
        })
      : createKnowledgeBase();
  return shared[locale];
}
