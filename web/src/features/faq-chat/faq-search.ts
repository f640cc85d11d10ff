import { FAQ_ENTRIES } from '../../content/faq.ts';
import type { FaqEntry } from '../../content/types.ts';

/**
 * FAQ search as portal-and-back-office §5 defines it:
 * - the query is split on spaces (any run of whitespace) and words of 2 characters or fewer are
 *   dropped;
 * - an entry matches when its question, answer or one of its keywords contains any remaining
 *   word (case-insensitive substring; punctuation is kept, as the spec does not strip it);
 * - matches are ranked by the number of distinct query words they contain, most first; equal
 *   counts keep the entries' original order (Array.prototype.sort is stable);
 * - an empty (or whitespace-only) query returns all entries.
 *
 * Decision for a query that is not empty but whose words are all 2 characters or fewer (e.g.
 * "is it ok"): it returns NO entries. The spec's "empty query returns all entries" is about the
 * empty text; answering "ok" with the first FAQ entry would be nonsense, whereas no match leads
 * the chat to its no-match reply (call us or request a free estimate). Repeated words count once
 * ("roof roof leak" ranks like "roof leak").
 */

/** Words shorter than or equal to this many characters are dropped from the query. */
export const MIN_DROPPED_WORD_LENGTH = 2;
/** A match shows the best answer plus at most this many related questions (§9). */
export const MAX_RELATED = 3;

/** The distinct lower-case words of a query that take part in the search. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > MIN_DROPPED_WORD_LENGTH);
  return [...new Set(words)];
}

const haystacks = new WeakMap<FaqEntry, string>();

/** Question, answer and keywords in lower case, separated so no word can span two fields. */
function haystackOf(entry: FaqEntry): string {
  let text = haystacks.get(entry);
  if (text === undefined) {
    text = [entry.question, entry.answer, ...entry.keywords].join('\n').toLowerCase();
    haystacks.set(entry, text);
  }
  return text;
}

/** Entries matching the query, best first (see the module comment for the exact rules). */
export function searchFaq(query: string, entries: readonly FaqEntry[] = FAQ_ENTRIES): FaqEntry[] {
  if (query.trim() === '') return [...entries];
  const words = searchWords(query);
  if (words.length === 0) return [];
  return entries
    .map((entry) => {
      const text = haystackOf(entry);
      return { entry, score: words.filter((word) => text.includes(word)).length };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ entry }) => entry);
}

export type FaqAnswer = {
  /** The best match, or null when nothing matches. */
  best: FaqEntry | null;
  /** Up to MAX_RELATED further matches, in rank order. */
  related: FaqEntry[];
};

/** The chat's reply to a question: the best match plus at most 3 related entries. */
export function answerFor(query: string, entries: readonly FaqEntry[] = FAQ_ENTRIES): FaqAnswer {
  const [best = null, ...rest] = searchFaq(query, entries);
  return { best, related: best ? rest.slice(0, MAX_RELATED) : [] };
}
