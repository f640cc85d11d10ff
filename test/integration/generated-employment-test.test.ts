import { GenerateTestResponseSchema, type TestResult } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SKILL_QUESTION_BANKS,
  SPANISH_SKILL_QUESTION_BANKS,
} from '../../services/ai/src/content/question-banks.ts';
import { waitFor } from '../support/factories.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * A generated employment test across the product: drawn by the AI service, kept with its key by
 * the workforce service (through the event), answered from the browser by id, scored once.
 */
let app: RunningApp;
const PASSWORD = 'a long office password';

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await app?.close();
});

async function signIn() {
  return (await signInStaff(app.url, { username: 'office', password: PASSWORD })).headers;
}

describe('a generated test through the gateway', () => {
  it('is generated without its key, scored by id once, and recorded', async () => {
    const headers = { ...(await signIn()), 'content-type': 'application/json' };
    const generated = await fetch(`${app.url}/api/ai/generate-skill-test`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ employeeId: 'SFR-E003', testType: 'fall-protection' }),
    });
    expect(generated.status).toBe(200);
    const text = await generated.text();
    expect(text).not.toContain('correctAnswer');
    const { test } = GenerateTestResponseSchema.parse(JSON.parse(text));
    expect(test).toMatchObject({ duration: 480, templateQuestionCount: 30 });
    const answers = test.questions.map(() => 0);
    const submit = () =>
      fetch(`${app.url}/api/employment-tests/generated`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ testId: test.id, answers }),
      });
    // The workforce service keeps the test a moment after it is generated.
    const saved = await waitFor(async () => {
      const response = await submit();
      return response.status === 404 ? undefined : response;
    });
    expect(saved.status).toBe(201);
    const result = (await saved.json()) as TestResult;
    expect(result).toMatchObject({
      employeeName: 'Luis Ortega',
      testType: 'Fall Protection (generated)',
      maxScore: test.questions.length,
      practice: false,
    });
    expect((await submit()).status).toBe(409);
  });

  it('is taken in Spanish by a crew member who reads Spanish, and scores against the same key', async () => {
    const headers = { ...(await signIn()), 'content-type': 'application/json' };
    const generated = await fetch(`${app.url}/api/ai/generate-skill-test`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        employeeId: 'SFR-E003',
        testType: 'fall-protection',
        language: 'es',
      }),
    });
    expect(generated.status).toBe(200);
    const { test } = GenerateTestResponseSchema.parse(await generated.json());
    expect(test.language).toBe('es');
    // The crew member answers the Spanish questions right: the option the English key names.
    const spanish = SPANISH_SKILL_QUESTION_BANKS['fall-protection'];
    const english = SKILL_QUESTION_BANKS['fall-protection'];
    const answers = test.questions.map((question) => {
      const index = spanish.findIndex((entry) => entry.question === question.question);
      expect(index, question.question).toBeGreaterThanOrEqual(0);
      return english[index]?.correctAnswer ?? -1;
    });
    const saved = await waitFor(async () => {
      const response = await fetch(`${app.url}/api/employment-tests/generated`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ testId: test.id, answers }),
      });
      return response.status === 404 ? undefined : response;
    });
    expect(saved.status).toBe(201);
    const result = (await saved.json()) as TestResult;
    expect(result).toMatchObject({
      score: test.questions.length,
      maxScore: test.questions.length,
      status: 'passed',
      language: 'es',
    });
    expect(result.notes).toContain('taken in Spanish');
  });
});
