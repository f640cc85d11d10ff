import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { INSURANCE_CLAIM_DISCLOSURES, INSURANCE_DISCLOSURE_MIN_POINTS } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { SKILL_QUESTION_BANKS } from '../../services/ai/src/content/question-banks.ts';
import { DISCLOSURE_TEXT_CLASS } from '../../web/src/components/insurance-claim-disclosures.tsx';
import { SECTION_COPY } from '../../web/src/content/landing.ts';
import { SERVICES } from '../../web/src/content/services.ts';
import { SERVICE_PAGES } from '../../web/src/features/service-pages/service-page-models.ts';

/**
 * Florida's rules for contractors working insurance claims (docs/florida-rules.md): nothing a
 * homeowner reads from us (site content, FAQ, blog, assistant prompts and answers, e-mails,
 * printed documents) offers to pay, waive, rebate or cover a deductible (s. 489.147(2)(b),
 * s. 817.234(7)) or to take an assignment of insurance benefits (s. 627.7152(13)); and the pages
 * that encourage contacting us about a roof claim carry the s. 489.147(1)(a) disclosures, large
 * enough.
 */

const ROOT = join(import.meta.dirname, '../..');

/** Where customer-facing words are written. */
const SOURCES = [
  'contracts/src/content',
  'contracts/src/company.ts',
  'web/src/content',
  'web/src/features',
  'services/ai/src/domain',
  'services/ai/src/knowledge',
  'services/messaging/src/notifications',
  'services/quote/src/documents',
  'documents/src',
];

const filesUnder = (path: string): string[] => {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(path, entry.name))
      : /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(full, entry.name)]
        : [],
  );
};

/** Sentences of a text, whitespace collapsed. */
const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

/** An offer to take on the deductible, or to take the homeowner's insurance benefits. */
const OFFERS = [
  /\b(waive[sd]?|waiving|pay(?:ing)?|cover(?:ing|s)?|rebate[sd]?|absorb|take care of|help with|eat)\b[^.]{0,50}\bdeductibles?\b/i,
  /\bdeductibles?\b[^.]{0,30}\b(waived|covered|paid for you|on us|free)\b/i,
  /\bassign(?:ment|s|ing)?\b[^.]{0,12}\b(?:of\s+)?(?:post-loss\s+)?(?:insurance\s+)?benefits\b/i,
  /\bAOB\b/,
  /\bsign over (?:your )?(?:insurance|claim|benefits|check)\b/i,
];

/** Words that make a sentence a warning or a refusal rather than an offer. */
const NEGATION =
  /\b(never|not|no|nothing in this|nobody|prohibit\w*|illegal|fraud|forbid\w*|bars?|red flag|walk away|scam\w*|wary|can't|cannot|don't|doesn't|won't|responsible for payment)\b/i;

const offersIn = (text: string) =>
  sentences(text).filter(
    (sentence) => OFFERS.some((offer) => offer.test(sentence)) && !NEGATION.test(sentence),
  );

describe('no content offers a deductible waiver or rebate, or to take an assignment of benefits', () => {
  it('finds an offer where there is one (the check itself works)', () => {
    expect(
      offersIn('Call today. We can waive your deductible so it costs you nothing.'),
    ).toHaveLength(1);
    expect(offersIn('We will cover your deductible with a roof rebate.')).toHaveLength(1);
    expect(offersIn('Sign an assignment of benefits and we deal with the insurer.')).toHaveLength(
      1,
    );
    expect(offersIn('We never waive or rebate a deductible.')).toEqual([]);
    expect(
      offersIn('The consumer is responsible for payment of any insurance deductible.'),
    ).toEqual([]);
  });

  it('finds none in the site, the FAQ and blog, the assistant, the e-mails and the documents', () => {
    const found = SOURCES.flatMap(filesUnder)
      .filter((file) => !file.includes('question-banks') && !file.includes('/banks/'))
      .flatMap((file) =>
        offersIn(readFileSync(file, 'utf8')).map(
          (sentence) => `${relative(ROOT, file)}: ${sentence}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('trains staff with the right answer: the wrong options may show an offer, the answers never', () => {
    const answers = Object.values(SKILL_QUESTION_BANKS)
      .flat()
      .flatMap((question) => [
        question.options[question.correctAnswer] ?? '',
        question.explanation ?? '',
      ]);
    expect(answers.flatMap(offersIn)).toEqual([]);
  });
});

describe('pages that encourage contacting us about a roof claim', () => {
  it('carry the three s. 489.147(1)(a) statements', () => {
    expect(INSURANCE_CLAIM_DISCLOSURES).toHaveLength(3);
    expect(INSURANCE_CLAIM_DISCLOSURES[0]).toBe(
      'The consumer is responsible for payment of any insurance deductible.',
    );
    expect(SERVICE_PAGES.repairs.insuranceClaimDisclosures).toBe(true);
    expect(SERVICE_PAGES.inspections.insuranceClaimDisclosures).toBe(true);
  });

  it('keep them at 12 points or more and at least half the largest font, at every width', () => {
    const px = { 'text-lg': 18, 'text-2xl': 24, 'text-3xl': 30 } as const;
    // The page's largest text (its h1) at the base, sm and lg widths.
    const h1 = { 'hero-5xl': [36, 48, 48], 'hero-6xl': [36, 48, 60] } as const;
    for (const [heading, classes] of Object.entries(DISCLOSURE_TEXT_CLASS)) {
      const [base, sm, lg] = h1[heading as keyof typeof h1];
      const byPrefix = new Map<string, number>();
      for (const name of classes.split(' ')) {
        const [prefix, size] = name.includes(':') ? name.split(':') : ['', name];
        const pixels = px[size as keyof typeof px];
        expect(pixels, name).toBeDefined();
        byPrefix.set(prefix ?? '', pixels);
      }
      const baseSize = byPrefix.get('') ?? 0;
      const smSize = byPrefix.get('sm') ?? baseSize;
      const lgSize = byPrefix.get('lg') ?? smSize;
      for (const [size, largest] of [
        [baseSize, base],
        [smSize, sm],
        [lgSize, lg],
      ] as const) {
        expect(size * 0.75).toBeGreaterThanOrEqual(INSURANCE_DISCLOSURE_MIN_POINTS);
        expect(size * 2).toBeGreaterThanOrEqual(largest);
      }
    }
  });

  it('leave the home page out: it no longer invites contact about a claim', () => {
    const home = [SECTION_COPY.contact.intro, ...SERVICES.map((service) => service.description)];
    expect(home.filter((text) => /insurance claim|your claim/i.test(text))).toEqual([]);
  });
});
