import { FAQ_ENTRIES } from '../../content/faq.ts';
import type { FaqEntry } from '../../content/types.ts';

/**
 * FAQ search as portal-and-back-office §5 defines it, made to tell an off-topic question from a
 * roofing one (issue 8: "Do you sell pizza?" used to get the PACE financing answer, because that
 * answer says "when you sell"):
 * - the query is split on spaces (any run of whitespace, punctuation at a word's edges ignored)
 *   and words of 2 characters or fewer are dropped; repeated words count once;
 * - an entry contains a word when its question, answer or keywords hold that word or a form of
 *   it ("leak" finds "leaks" and "leaking", "install" finds "installation"); plain substrings no
 *   longer count ("car" does not find "card", "art" does not find "start");
 * - words that cannot tell entries apart take no part: English function words and the frame of a
 *   question ("do you sell", "can you tell me"), and any word found in more than a quarter of the
 *   base ("roof" is in most entries, "the" in all);
 * - an entry matches only with a meaningful score: it contains at least half of the remaining
 *   words (three at most, so a long question is not lost for its length), and at least one of
 *   them is in its question or keywords, so a word the answer merely mentions in passing ("you
 *   sell" in the PACE answer) never makes a match on its own; half and not all, so a stray word
 *   ("my roof is leaking badly") does not lose a real question;
 * - matches are ranked by the number of words they contain, then by how many of those are in the
 *   question or keywords; ties keep the entries' order (Array.prototype.sort is stable);
 * - an empty (or whitespace-only) query returns all entries; a query with no word left (e.g.
 *   "is it ok", "how does your roof") returns none, so the chat gives its no-match reply.
 */

/** Words shorter than or equal to this many characters are dropped from the query. */
export const MIN_DROPPED_WORD_LENGTH = 2;
/** A match shows the best answer plus at most this many related questions (§9). */
export const MAX_RELATED = 3;
/** A word found in more than this share of the entries is too common to decide a match. */
export const COMMON_WORD_SHARE = 0.25;
/**
 * A long question (a homeowner describing the night's storm in a sentence) needs this many of its
 * words in an entry at most: half of eight or ten words is more than any one answer holds.
 */
export const MAX_WORDS_NEEDED = 3;
/** Below this many entries the share says nothing (in a base of 4, every word is "common"). */
export const MIN_ENTRIES_FOR_COMMON_WORDS = 20;

/** Function words and question frames: they say how a visitor asks, not what about. */
const STOP_WORDS = new Set(
  `the and but for nor not yes you your yours are was were been being has have had having does did
  doing done can could would should will shall may might must what when where which who whom whose
  why how that this these those there here their theirs they them then than from into onto with
  without about any all some our ours out its also just very really too more most much many such
  after before during through over under again ever every still even now right soon
  get got sell offer provide carry want need help tell know please thank thanks like make
  come look think give buy use used fix hey hello anyone someone something anything thing way
  lot lots well good bad
  que los las una unos unas del con para por como cual cuales cuanto cuanta cuantos cuando donde
  esta este esto estos estas ese esa eso hay muy pero sus tan todo todos mas sin sobre entre
  tiene tienen tengo puedo puede pueden ofrecen ofrece venden hacen hace quiero necesito
  necesita debo debe usted ustedes ellos nosotros hola gracias favor algo alguien ahora
  despues antes durante luego todavia hacer hago haga hacemos deberia podria podrian mis nuestro
  nuestra nuestros tuve tenemos tenia estoy esta estan fue hoy ayer anoche manana pasado venir
  vengan poner pongan ver saber mucho mucha poco poca bien mal quisiera gustaria tiempo`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A word's base form, by stripping the commonest English endings (no dictionary): "gutters",
 * "leaking", "damaged" and "hurricanes" become "gutter", "leak", "damag" and "hurrican". Query
 * and entries go through the same function, so their forms meet.
 */
export function baseForm(word: string): string {
  let base = word;
  if (base.length > 5 && base.endsWith('ies')) base = `${base.slice(0, -3)}y`;
  else if (base.length > 5 && base.endsWith('ing')) base = base.slice(0, -3);
  else if (base.length > 4 && base.endsWith('ed')) base = base.slice(0, -2);
  else if (base.length > 3 && base.endsWith('s') && !/(ss|us|is)$/.test(base)) {
    base = base.slice(0, -1);
  }
  return base.length > 4 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/**
 * Lower-case words of a text without accents ("cotización": cotizacion, so a Spanish question
 * typed with or without them finds the same entries), split at anything but letters and digits
 * ("3-tab": 3, tab).
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z0-9]+/);
}

/** The distinct lower-case words of a query that take part in the spec's search. */
export function searchWords(query: string): string[] {
  const words = wordsOf(query).filter((word) => word.length > MIN_DROPPED_WORD_LENGTH);
  return [...new Set(words)];
}

/** An entry's base forms: of its question and keywords (its topic), and of all its text. */
type EntryIndex = { topic: Set<string>; all: Set<string> };

const indexes = new WeakMap<FaqEntry, EntryIndex>();

function indexOf(entry: FaqEntry): EntryIndex {
  let index = indexes.get(entry);
  if (!index) {
    const topic = new Set([entry.question, ...entry.keywords].flatMap(wordsOf).map(baseForm));
    const all = new Set([...topic, ...wordsOf(entry.answer).map(baseForm)]);
    index = { topic, all };
    indexes.set(entry, index);
  }
  return index;
}

/**
 * Whether a set of base forms holds the query's base form: the same, or (for a base of 5
 * letters or more, long enough not to be a fragment) the start of a longer one.
 */
function holds(forms: Set<string>, base: string): boolean {
  if (forms.has(base)) return true;
  if (base.length < 5) return false;
  for (const form of forms) if (form.startsWith(base)) return true;
  return false;
}

/** The query's base forms without function words and question frames, each once. */
export function contentWords(query: string): string[] {
  // A stop word is dropped in any form ("needs", "looking").
  const bases = searchWords(query)
    .filter((word) => !STOP_WORDS.has(word))
    .map(baseForm)
    .filter((base) => !STOP_WORDS.has(base));
  return [...new Set(bases)];
}

/** The query's base forms that can tell entries apart (see the module comment). */
export function meaningfulWords(query: string, entries: readonly FaqEntry[] = FAQ_ENTRIES) {
  const distinct = contentWords(query);
  if (entries.length < MIN_ENTRIES_FOR_COMMON_WORDS) return distinct;
  const limit = entries.length * COMMON_WORD_SHARE;
  return distinct.filter(
    (base) => entries.filter((entry) => holds(indexOf(entry).all, base)).length <= limit,
  );
}

/** Entries matching the query, best first (see the module comment for the exact rules). */
export function searchFaq(query: string, entries: readonly FaqEntry[] = FAQ_ENTRIES): FaqEntry[] {
  if (query.trim() === '') return [...entries];
  const words = meaningfulWords(query, entries);
  if (words.length === 0) return [];
  const needed = Math.min(Math.ceil(words.length / 2), MAX_WORDS_NEEDED);
  return entries
    .map((entry) => {
      const index = indexOf(entry);
      const found = words.filter((word) => holds(index.all, word));
      const inTopic = found.filter((word) => holds(index.topic, word)).length;
      return { entry, score: found.length, inTopic };
    })
    .filter(({ score, inTopic }) => score >= needed && inTopic > 0)
    .sort((a, b) => b.score - a.score || b.inTopic - a.inTopic)
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
