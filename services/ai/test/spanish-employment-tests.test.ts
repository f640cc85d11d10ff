import {
  type EmploymentTestGeneratedData,
  employmentTestGenerated,
  GenerateTestResponseSchema,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  PERSONALITY_QUESTIONS,
  SKILL_QUESTION_BANKS,
  SPANISH_PERSONALITY_QUESTIONS,
  SPANISH_SKILL_QUESTION_BANKS,
} from '../src/content/question-banks.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/**
 * Employment tests in Spanish without a model (issue 24): a crew member who reads Spanish first
 * takes the test in Spanish, drawn from the Spanish banks, and it is scored against the same key.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

async function storedCopy(id: string) {
  const event = await svc.waitForEvent<EmploymentTestGeneratedData>(
    employmentTestGenerated.type,
    (candidate) => candidate.data.id === id,
  );
  return employmentTestGenerated.schema.parse(event.data);
}

/** Words a Spanish question has and an English one does not. */
const SPANISH = /[¿áéíóúñ]|\b(el|la|los|las|de|un|una|que|por|para|con)\b/i;

describe('a generated test in Spanish', () => {
  it('asks the Spanish questions and answers, and keeps the English key at the same place', async () => {
    const response = await staffPost(svc, '/api/ai/generate-skill-test', {
      employeeId: 'SFR-E003',
      employeeName: 'Luis Ortega',
      testType: 'fall-protection',
      language: 'es',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain('correctAnswer');
    const { test, provider } = GenerateTestResponseSchema.parse(response.json());
    expect(provider).toBe('offline');
    expect(test.language).toBe('es');
    const spanish = SPANISH_SKILL_QUESTION_BANKS['fall-protection'];
    const english = SKILL_QUESTION_BANKS['fall-protection'];
    expect(test.questions).toHaveLength(spanish.length);
    const englishQuestions = new Set(english.map((entry) => entry.question));
    for (const question of test.questions) {
      expect(question.question).toMatch(SPANISH);
      expect(englishQuestions.has(question.question)).toBe(false);
      expect(spanish.map((entry) => entry.question)).toContain(question.question);
    }
    // The stored copy (the workforce service scores against it) carries the language and, for
    // every Spanish question, the key of the English question it translates.
    const stored = await storedCopy(test.id);
    expect(stored.language).toBe('es');
    for (const question of stored.questions) {
      const index = spanish.findIndex((entry) => entry.question === question.question);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(question.options).toEqual(spanish[index]?.options);
      expect(question.correctAnswer).toBe(english[index]?.correctAnswer);
      expect(question.explanation).toBe(spanish[index]?.explanation);
    }
    // The guardrail question's right answer is still the 42-inch rail, in Spanish.
    const rail = stored.questions.find((question) => question.question.includes('baranda?'));
    expect(rail?.options[rail.correctAnswer]).toBe('42 pulgadas ± 3 pulgadas');
  });

  it('gives every bank a Spanish twin with the same keys and the numbers unchanged', () => {
    const pairs = [
      ...Object.entries(SKILL_QUESTION_BANKS).map(
        ([id, bank]) =>
          [bank, SPANISH_SKILL_QUESTION_BANKS[id as keyof typeof SKILL_QUESTION_BANKS]] as const,
      ),
      [PERSONALITY_QUESTIONS, SPANISH_PERSONALITY_QUESTIONS] as const,
    ];
    for (const [english, spanish] of pairs) {
      expect(spanish).toHaveLength(english.length);
      english.forEach((question, index) => {
        const twin = spanish[index];
        expect(twin?.correctAnswer).toBe(question.correctAnswer);
        expect(twin?.options).toHaveLength(question.options.length);
        expect(new Set(twin?.options).size).toBe(question.options.length);
        expect(twin?.question).not.toBe(question.question);
        // Rule numbers survive the translation (29 CFR 1926.502, FBC R905.2.2, 5,000).
        for (const cite of question.explanation.match(/\d{4}\.\d+[\d()a-z]*|R\d{3}(\.\d+)*/g) ??
          []) {
          expect(twin?.explanation, cite).toContain(cite);
        }
      });
    }
  });

  it('draws personality scenarios in Spanish, and English stays the default', async () => {
    const spanish = await staffPost(svc, '/api/ai/generate-personality-test', {
      employeeId: 'SFR-E003',
      testType: 'Crew attitude',
      questionCount: 5,
      language: 'es',
    });
    expect(spanish.statusCode).toBe(200);
    const { test } = GenerateTestResponseSchema.parse(spanish.json());
    expect(test.language).toBe('es');
    for (const question of test.questions) {
      expect(SPANISH_PERSONALITY_QUESTIONS.map((entry) => entry.question)).toContain(
        question.question,
      );
    }
    const english = await staffPost(svc, '/api/ai/generate-personality-test', {
      employeeId: 'SFR-E003',
      testType: 'Crew attitude',
      questionCount: 5,
    });
    const plain = GenerateTestResponseSchema.parse(english.json()).test;
    expect(plain.language).toBe('en');
    for (const question of plain.questions) {
      expect(PERSONALITY_QUESTIONS.map((entry) => entry.question)).toContain(question.question);
    }
    const refused = await staffPost(svc, '/api/ai/generate-personality-test', {
      employeeId: 'SFR-E003',
      testType: 'Crew attitude',
      language: 'fr',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.language).toBe('Language must be en or es');
  });
});
