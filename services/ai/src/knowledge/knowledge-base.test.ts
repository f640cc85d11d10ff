import { COMPANY_FACTS } from '@roofing/contracts/content/company-facts';
import { describe, expect, it } from 'vitest';
import { knowledgeBase } from './knowledge-base.ts';
import { allPassages } from './passages.ts';
import { soundsLikeRoofing, stem, termsOf } from './terms.ts';

/** The retrieval rules the assistant's threshold was chosen with (see MIN_SCORE). */
const kb = knowledgeBase();
const best = (question: string) => kb.retrieve(question).passages[0]?.passage;

describe('knowledge base', () => {
  it('holds the 100 FAQ entries, the five articles cut at their headings, the facts', () => {
    const passages = allPassages();
    const count = (kind: string) => passages.filter((passage) => passage.kind === kind).length;
    expect(count('faq')).toBe(100);
    expect(count('company')).toBe(COMPANY_FACTS.length);
    expect(new Set(passages.map((passage) => passage.source.url)).size).toBe(6); // 5 articles + null
    expect(count('article')).toBeGreaterThan(40);
    expect(kb.size).toBe(passages.length);
    const prep = passages.find(
      (passage) => passage.title === 'When a storm is forecast: the 72-hour plan',
    );
    expect(prep?.source).toMatchObject({ kind: 'article', url: '/blog/1' });
    expect(prep?.text).not.toMatch(/^#/m);
  });

  it.each([
    ['how long does a metal roof last', 'How long does a roof last in Florida?'],
    // The company's own offer is answered from its fact first (issue 19), the FAQ entry follows.
    ['do you offer financing', 'Financing options'],
    ['what is ColdShield?', 'ColdShield refrigeration roof'],
    ['what are your hours', 'Business hours'],
    ['are you open on Sunday?', 'Business hours'],
    ['is there a veteran discount', 'Veteran and senior discounts'],
    ['How much does a new roof cost?', 'How much does a new roof cost?'],
    ['what is a notice of commencement', 'What is a Notice of Commencement?'],
    ['black streaks on my shingles', 'What are the black streaks on my roof?'],
    ['hurricaine damage weeks later', 'Can hurricane damage show up weeks later?'],
    ['phone number?', 'How to reach us'],
    // "25%" reads as "25 percent"; "rule" and "percent" point at roofing together.
    ['What is the 25% rule?', 'The 25% rule, and what changed in 2022'],
    // "after" and "right" are generic: the leak, not "after a storm", decides.
    [
      'My roof is leaking after the storm, what should I do right now?',
      'My roof is leaking right now. What should I do?',
    ],
  ])('answers "%s" from "%s"', (question, title) => {
    expect(best(question)?.title).toBe(title);
  });

  it.each([
    'Do you sell pizza?',
    'what is the capital of France',
    'tell me a joke',
    'who won the super bowl',
    'what is the price of bitcoin',
    'can I buy car insurance here',
    'do you offer roof pizza',
    'what is the weather tomorrow for my roof',
    'I felt sad today',
    'roof',
    '',
  ])('has no specific answer to "%s"', (question) => {
    expect(kb.retrieve(question)).toMatchObject({ matched: false, passages: [] });
  });

  it.each([
    ['roof', 'How much does a new roof cost?'],
    ['gutters', 'Do Florida homes need gutters?'],
    ['hurricaine damage', 'Can hurricane damage show up weeks later?'],
  ])('offers the closest FAQ entries to the keyword query "%s"', (query, title) => {
    const retrieval = kb.retrieve(query);
    expect(retrieval.matched).toBe(false);
    expect(retrieval.closest.map(({ passage }) => passage.title)).toContain(title);
    expect(retrieval.closest.every(({ passage }) => passage.kind === 'faq')).toBe(true);
  });

  it('reads words the same way in questions and passages', () => {
    expect(['hurricanes', 'hurricane'].map(stem)).toEqual(['hurrican', 'hurrican']);
    expect(['financing', 'finance'].map(stem)).toEqual(['financ', 'financ']);
    expect(termsOf("Do you sell the roof's shingles?")).toEqual(['sell', 'roof', 'shingl']);
    expect(soundsLikeRoofing(termsOf('the price of bitcoin'))).toBe(false);
    expect(soundsLikeRoofing(termsOf('price of a gutter'))).toBe(true);
    expect(soundsLikeRoofing(termsOf('insurance claim'))).toBe(true);
  });
});
