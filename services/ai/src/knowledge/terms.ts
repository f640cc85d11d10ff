/**
 * How the knowledge base reads words, the same way for the passages it indexes and for a
 * visitor's question: lowercase, stop words dropped, a light English stemmer (plurals, -ing, -ed,
 * a final e), so "hurricanes", "financing" and "shingle" meet "hurricane", "finance", "shingles".
 */

const STOP_WORDS = new Set(
  `a about above again against all also am an and any are aren't as at be because been being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
  don't down during each either else ever every few for from further get gets getting give go goes
  going got had hadn't has hasn't have haven't having he hello her here hers herself hey hi him
  himself his how however i i'd i'll i'm i've if in into is isn't it it's its itself just know let
  like me might mine more most must my myself need no nor not now of off ok okay on once one only
  or other our ours ourselves out over own please really same say says she should shouldn't so
  some something such tell than thank thanks that that's the their theirs them themselves then
  there there's these they they're thing things this those through to too under until up upon us
  very want was wasn't way we we're were weren't what what's when where which while who whom why
  will with won't would wouldn't yes yet you you'd you'll you're you've your yours yourself
  yourselves`.split(/\s+/),
);

/** Reduces a lowercase word to its stem; the same word always gives the same stem. */
export function stem(word: string): string {
  let term = word.replace(/'s$/, '');
  if (term.length > 4 && term.endsWith('ies')) term = `${term.slice(0, -3)}y`;
  else if (term.length > 4 && term.endsWith('sses')) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith('s') && !/(ss|us|is)$/.test(term))
    term = term.slice(0, -1);
  if (term.length > 6 && term.endsWith('ing')) term = term.slice(0, -3);
  else if (term.length > 5 && term.endsWith('ed')) term = term.slice(0, -2);
  if (term.length > 4 && term.endsWith('e')) term = term.slice(0, -1);
  return term;
}

/** Words of a text as the index knows them: no stop words, no single letters, stemmed. */
export function termsOf(text: string): string[] {
  // "25%" reads as "25 percent", the way the articles' "25 percent rule" is also written.
  const words =
    text
      .toLowerCase()
      .replace(/(\d)\s*%/g, '$1 percent')
      .match(/[a-z0-9][a-z0-9'-]*/g) ?? [];
  const terms: string[] = [];
  for (const raw of words) {
    for (const word of raw.split('-')) {
      const clean = word.replace(/'+$/, '');
      if (clean.length < 2 || STOP_WORDS.has(clean)) continue;
      terms.push(stem(clean));
    }
  }
  return terms;
}

/** minisearch's per-term hook: a stop word is dropped (null), others are stemmed. */
export function processTerm(term: string): string | null {
  const clean = term.toLowerCase().replace(/^'+|'+$/g, '');
  if (clean.length < 2 || STOP_WORDS.has(clean)) return null;
  return stem(clean);
}

const stems = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(stem));

/**
 * Words that on their own show a question is about roofs, the home's envelope or this company.
 * A question needs one of them, or two of the ambiguous words below, to be answered from the index
 * at all: pizza, capitals and jokes never are.
 */
export const ROOFING_TERMS = stems(`
  roof roofs roofing roofer rooftop reroof shingle shingles tile tiles seam slate membrane tpo
  epdm bitumen gable eave eaves soffit fascia flashing underlayment decking sheathing plywood
  truss rafter attic ventilation vent vents insulation skylight skylights chimney gutter gutters
  downspout downspouts ponding leak leaks leaking leaky ceiling algae moss granules curling
  blistering hurricane hurricanes storm storms hail tornado tarp tarping uplift mitigation
  permit permits inspection inspections inspector infrared estimate estimates contractor
  contractors licensed adjuster deductible warranty warranties workmanship financing finance
  discount discounts veteran veterans hours shorefront jacksonville neptune ponte vedra
  augustine fernandina gainesville hoa solar phone lien commencement coldshield refrigeration
  refrigerated freezer freezers cooler coolers warehouse retrofit lender lenders
`);

/**
 * Words that point at roofing only in company: "price", "water" or "insurance" alone could be
 * about anything ("the price of bitcoin"), two of them together rarely are.
 */
export const AMBIGUOUS_TERMS = stems(`
  metal flat slope deck water stain stains damage damaged emergency flood impact wind winds tree
  trees debris code codes price prices pricing cost costs afford square squares replace
  replacement repair repairs install installation overlay tear license insured insurance insurer
  claim claims premium policy guarantee manufacturer payment payments monthly credit open office
  phone call contact email address appointment schedule area areas serve served zip county city
  beach atlantic orange park panels energy cool reflective heat commercial business historic
  lifespan last maintenance maintain clean cleaning pressure wash noisy noise color colour
  material materials crew streaks inspect drip nail felt pitch ridge valley valleys pace
  military senior seniors quote quotes loan loans drone thermal mold mildew sunday saturday
  weekend located location pay cold storage scan cover rule rules percent
`);

/**
 * Words so common in the knowledge base, or so vague, that matching them alone proves nothing:
 * "Do you offer pizza?" must not match an entry just because both say "offer" or "roof".
 */
export const GENERIC_TERMS = stems(`
  roof roofs roofing home house new old good best long much many time times year years day days
  offer offers sell buy work works make made take help service services company florida north
  question questions answer job project homeowner after right
`);

/** True when the question's terms are about roofing (see ROOFING_TERMS, AMBIGUOUS_TERMS). */
export function soundsLikeRoofing(terms: readonly string[]): boolean {
  if (terms.some((term) => ROOFING_TERMS.has(term) || nearRoofingTerm(term))) return true;
  return new Set(terms.filter((term) => AMBIGUOUS_TERMS.has(term))).size >= 2;
}

/** One typo in a long word still counts ("hurricaine", "shingels"), as the search forgives it. */
function nearRoofingTerm(term: string): boolean {
  if (term.length < 6) return false;
  for (const known of ROOFING_TERMS) {
    if (Math.abs(known.length - term.length) <= 1 && withinOneEdit(known, term)) return true;
  }
  return false;
}

function withinOneEdit(a: string, b: string): boolean {
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      // A swap of two neighbouring letters is one typo too.
      if (a[i + 1] === b[j] && a[i] === b[j + 1]) {
        i += 2;
        j += 2;
        continue;
      }
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * How one language's knowledge base reads words: the English one here, the Spanish one in
 * terms-es.ts (issue 24). The index, the question and the company facts' naming words all go
 * through the same vocabulary.
 */
export interface Vocabulary {
  stem(word: string): string;
  termsOf(text: string): string[];
  processTerm(term: string): string | null;
  genericTerms: ReadonlySet<string>;
  soundsLikeRoofing(terms: readonly string[]): boolean;
}

export const ENGLISH_VOCABULARY: Vocabulary = {
  stem,
  termsOf,
  processTerm,
  genericTerms: GENERIC_TERMS,
  soundsLikeRoofing,
};
