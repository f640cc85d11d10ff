import { randomUUID } from 'node:crypto';
import {
  type EmploymentTestGeneratedData,
  employmentTestGenerated,
  type TestResult,
  type TestStats,
} from '@roofing/contracts';
import { createEnvelope } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { generatedTests } from '../src/store/schema.ts';
import { callAs, OFFICE } from './support/staff.ts';

/** Scoring generated employment tests: only against the copy the server stored, once, complete. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const TESTER = { ...OFFICE, permissions: ['testing'] };
const submit = (body: unknown) =>
  callAs(svc, TESTER, 'POST', '/api/employment-tests/generated', body);
const stats = async () =>
  (await callAs(svc, OFFICE, 'GET', '/api/employment-tests/stats')).json() as TestStats;

/**
 * A test as the AI service announces it (`ai.employment-test.generated`): four questions whose
 * correct options are 0, 1, 2, 0. Resolves once the workforce service has stored it.
 */
async function generated(overrides: Partial<EmploymentTestGeneratedData> = {}) {
  const data: EmploymentTestGeneratedData = {
    id: randomUUID(),
    type: 'Fall Protection',
    kind: 'skill',
    templateId: 'fall-protection',
    employeeId: 'SFR-E003',
    employeeName: 'Luis Ortega',
    duration: 480,
    passingPercent: 85,
    templateQuestionCount: 30,
    practice: false,
    language: 'en',
    questions: [0, 1, 2, 0].map((correctAnswer, index) => ({
      id: index + 1,
      question: `Question ${index + 1} about guardrails?`,
      options: ['a', 'b', 'c', 'd'],
      correctAnswer,
      explanation: 'Because 29 CFR 1926.502 says so.',
    })),
    generatedBy: 'Dana Whitfield',
    generatedAt: new Date().toISOString(),
    ...overrides,
  };
  await svc.runtime.bus.publish(
    createEnvelope({
      type: employmentTestGenerated.type,
      source: 'ai',
      correlationId: `generate-${data.id}`,
      data,
    }),
  );
  await waitFor(
    async () =>
      (
        await svc.runtime.database.db
          .select({ id: generatedTests.id })
          .from(generatedTests)
          .where(eq(generatedTests.id, data.id))
      )[0],
    5000,
    'the generated test to be stored',
  );
  return data;
}

describe('POST /api/employment-tests/generated', () => {
  it('refuses a test the client invents: only a stored test can record a result', async () => {
    const before = (await callAs(svc, OFFICE, 'GET', '/api/employment-tests/results')).json();
    // Today's hole: a one-question test with its own "key", all answered "correctly".
    const invented = await submit({
      employeeRef: 3,
      kind: 'skill',
      type: 'fall-protection',
      passingPercent: 1,
      questions: [{ question: 'Is this easy?', options: ['yes', 'no'], correctAnswer: 0 }],
      answers: [0],
    });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().error.fields.testId).toBe('Test id must be the id of a generated test');
    const unknown = await submit({ testId: randomUUID(), answers: [0] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toContain('No generated test has this id');
    const after = (await callAs(svc, OFFICE, 'GET', '/api/employment-tests/results')).json();
    expect(after).toEqual(before);
  });

  it("scores against the stored key and the template's pass mark, with an expiry when passed", async () => {
    const test = await generated();
    const saved = await submit({ testId: test.id, answers: [0, 1, 2, 0] });
    expect(saved.statusCode, saved.body).toBe(201);
    const result = saved.json() as TestResult;
    expect(result).toMatchObject({
      employeeName: 'Luis Ortega',
      templateId: 'fall-protection',
      testType: 'Fall Protection (generated)',
      score: 4,
      maxScore: 4,
      status: 'passed',
      practice: false,
      generatedQuestions: 4,
      notes: "Generated test, 4 of the template's 30 questions (the question bank holds 4).",
    });
    expect(result.expiryDate).not.toBeNull();
    const failing = await generated();
    // 3 of 4 is 75%, under Fall Protection's 85% on file, whatever the event claimed.
    const failed = await submit({ testId: failing.id, answers: [0, 1, 2, 3] });
    expect(failed.json()).toMatchObject({ score: 3, status: 'failed', expiryDate: null });
  });

  it('takes the answers once: a second submission is refused and nothing changes', async () => {
    const test = await generated();
    expect((await submit({ testId: test.id, answers: [3, 3, 3, 3] })).statusCode).toBe(201);
    const again = await submit({ testId: test.id, answers: [0, 1, 2, 0] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This test was already submitted: its result is recorded.',
    );
    // A redelivered generation event does not reopen it either.
    await generated({ ...test });
    expect((await submit({ testId: test.id, answers: [0, 1, 2, 0] })).statusCode).toBe(409);
    const results = (
      await callAs(svc, OFFICE, 'GET', '/api/employment-tests/results?q=ortega')
    ).json() as TestResult[];
    expect(
      results.filter((result) => result.score === 4 && result.status === 'passed'),
    ).toHaveLength(1);
  });

  it('needs every question answered', async () => {
    const test = await generated();
    const partial = await submit({ testId: test.id, answers: [0, null, 2, null] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.fields.answers).toBe(
      'Answer every question before submitting: 2 of 4 unanswered (question 2, 4)',
    );
    const short = await submit({ testId: test.id, answers: [0, 1] });
    expect(short.json().error.fields.answers).toBe('Give one answer for each of the 4 questions');
    const outside = await submit({ testId: test.id, answers: [0, 1, 9, 0] });
    expect(outside.json().error.fields.answers).toBe('Question 3 has no option number 9');
    // None of those used the test up.
    expect((await submit({ testId: test.id, answers: [0, 1, 2, 0] })).statusCode).toBe(201);
  });

  it('marks a practice run practice, without expiry, and leaves it out of the pass rate', async () => {
    const before = await stats();
    const practice = await generated({ practice: true });
    const run = await submit({ testId: practice.id, answers: [0, 1, 2, 0] });
    expect(run.json()).toMatchObject({
      status: 'passed',
      practice: true,
      expiryDate: null,
      testType: 'Fall Protection (practice)',
    });
    expect((run.json() as TestResult).notes).toContain('Practice run');
    const failedPractice = await generated({ practice: true });
    await submit({ testId: failedPractice.id, answers: [3, 3, 3, 3] });
    const after = await stats();
    expect(after.passRate).toBe(before.passRate);
    expect(after.testsThisYear).toBe(before.testsThisYear + 2);
  });

  it('needs the testing permission', async () => {
    const test = await generated();
    const refused = await callAs(svc, OFFICE, 'POST', '/api/employment-tests/generated', {
      testId: test.id,
      answers: [0, 1, 2, 0],
    });
    expect(refused.statusCode).toBe(403);
  });
});
