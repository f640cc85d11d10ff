import { TEST_TEMPLATES } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import {
  type BankQuestion,
  PERSONALITY_QUESTIONS,
  SKILL_QUESTION_BANKS,
} from './question-banks.ts';

const banks: [string, readonly BankQuestion[], number][] = [
  ...TEST_TEMPLATES.map(
    (template) =>
      [template.id, SKILL_QUESTION_BANKS[template.id], 14] as [
        string,
        readonly BankQuestion[],
        number,
      ],
  ),
  ['personality', PERSONALITY_QUESTIONS, 15],
];

describe.each(banks)('the %s bank', (_name, bank, minimum) => {
  it(`holds at least ${minimum} questions, none twice`, () => {
    expect(bank.length).toBeGreaterThanOrEqual(minimum);
    const normalized = bank.map((entry) => entry.question.trim().toLowerCase());
    expect(new Set(normalized).size).toBe(bank.length);
  });

  it('gives every question four distinct answers, a correct one in range, and an explanation', () => {
    for (const entry of bank) {
      expect(entry.options, entry.question).toHaveLength(4);
      expect(new Set(entry.options.map((option) => option.trim().toLowerCase())).size).toBe(4);
      expect(entry.options.every((option) => option.trim().length > 0)).toBe(true);
      expect(Number.isInteger(entry.correctAnswer)).toBe(true);
      expect(entry.correctAnswer).toBeGreaterThanOrEqual(0);
      expect(entry.correctAnswer).toBeLessThan(entry.options.length);
      expect(entry.question.trim().length).toBeGreaterThan(15);
      expect(entry.explanation.trim().length).toBeGreaterThan(20);
    }
  });

  it('spreads the correct answers over the positions', () => {
    const counts = [0, 0, 0, 0];
    for (const entry of bank) counts[entry.correctAnswer] = (counts[entry.correctAnswer] ?? 0) + 1;
    // Every position is the answer at least twice, and none carries more than 40% of the bank,
    // so "always pick B" cannot pass a test.
    for (const count of counts) {
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count / bank.length).toBeLessThanOrEqual(0.4);
    }
  });
});

describe('the banks as a whole', () => {
  it('has one skill bank per test template and no stray ones', () => {
    expect(Object.keys(SKILL_QUESTION_BANKS).sort()).toEqual(
      TEST_TEMPLATES.map((t) => t.id).sort(),
    );
  });

  it('cites the Subpart M numbers a roofer must know', () => {
    const text = JSON.stringify(SKILL_QUESTION_BANKS['fall-protection']);
    for (const fact of [
      '42 inches ± 3 inches',
      '5,000 pounds',
      '6 feet',
      '3 feet',
      '4-to-1',
      'Subpart L',
    ]) {
      expect(text).toContain(fact);
    }
  });
});
