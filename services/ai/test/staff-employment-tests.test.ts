import { GenerateTestResponseSchema, TEST_TEMPLATES } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { PERSONALITY_QUESTIONS, SKILL_QUESTION_BANKS } from '../src/content/question-banks.ts';
import { aiService } from '../src/service.ts';
import { officeStaff, staffPost, staffWithoutTesting } from './support/staff-calls.ts';

/** Employment tests without a model: drawn from the question banks. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

async function skillTest(body: Record<string, unknown>) {
  const response = await staffPost(svc, '/api/ai/generate-skill-test', body);
  expect(response.statusCode).toBe(200);
  return GenerateTestResponseSchema.parse(response.json());
}

describe('POST /api/ai/generate-skill-test', () => {
  it.each(TEST_TEMPLATES.map((template) => [template.id, template.name] as const))(
    '%s: the requested number of bank questions, no repeats, options in order',
    async (id, name) => {
      const { test, provider } = await skillTest({
        employeeId: '17',
        employeeName: 'Marcus Bell',
        testType: id,
        questionCount: 8,
      });
      expect(provider).toBe('offline');
      const template = TEST_TEMPLATES.find((entry) => entry.id === id);
      expect(test).toMatchObject({
        type: name,
        kind: 'skill',
        employeeId: '17',
        employeeName: 'Marcus Bell',
        duration: (template?.durationHours ?? 0) * 60,
        passingPercent: template?.passingPercent,
      });
      expect(test.questions).toHaveLength(8);
      expect(test.questions.map((question) => question.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(new Set(test.questions.map((question) => question.question)).size).toBe(8);
      const bank = SKILL_QUESTION_BANKS[id];
      for (const question of test.questions) {
        const source = bank.find((entry) => entry.question === question.question);
        expect(source, question.question).toBeDefined();
        expect(question.options).toEqual(source?.options);
        expect(question.correctAnswer).toBe(source?.correctAnswer);
        expect(question.correctAnswer).toBeLessThan(question.options.length);
        expect(question.explanation.length).toBeGreaterThan(10);
      }
    },
  );

  it('finds a template by name in any case, defaults to 10 questions, caps at the bank', async () => {
    const byName = await skillTest({ employeeId: '4', testType: 'fall PROTECTION' });
    expect(byName.test.type).toBe('Fall Protection');
    expect(byName.test.questions).toHaveLength(10);
    expect(byName.test.employeeName).toBe('Employee 4');
    const all = await skillTest({ employeeId: '4', testType: 'OSHA 30-Hour', questionCount: 50 });
    expect(all.test.questions).toHaveLength(SKILL_QUESTION_BANKS['osha-30'].length);
  });

  it('draws a different selection from one test to the next', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { test } = await skillTest({
        employeeId: '4',
        testType: 'quality-control',
        questionCount: 5,
      });
      draws.add(test.questions.map((question) => question.question).join('|'));
    }
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('POST /api/ai/generate-personality-test', () => {
  it('draws scenarios with a preferred answer each', async () => {
    const response = await staffPost(svc, '/api/ai/generate-personality-test', {
      employeeId: '9',
      employeeName: 'Ana Ruiz',
      testType: 'Hiring assessment',
      questionCount: 6,
    });
    const { test, provider } = GenerateTestResponseSchema.parse(response.json());
    expect(provider).toBe('offline');
    expect(test).toMatchObject({ kind: 'personality', type: 'Hiring assessment', duration: 12 });
    expect(test.questions).toHaveLength(6);
    for (const question of test.questions) {
      expect(PERSONALITY_QUESTIONS.map((entry) => entry.question)).toContain(question.question);
      expect(question.correctAnswer).toBeLessThan(question.options.length);
    }
  });
});

describe('POST /api/ai/testing-assistant', () => {
  const ask = async (message: string, context: Record<string, unknown> = {}) => {
    const response = await staffPost(svc, '/api/ai/testing-assistant', { message, context });
    expect(response.statusCode).toBe(200);
    expect(response.json().provider).toBe('offline');
    return response.json().response as string;
  };

  it('describes a test it is asked about', async () => {
    const answer = await ask('What does the fall protection test cover?');
    expect(answer).toContain('**Fall Protection**');
    expect(answer).toContain('pass mark 85%');
    expect(answer).toContain('guardrails');
  });

  it('recommends tests for the selected employee’s role', async () => {
    const answer = await ask('Which tests should he take?', {
      selectedEmployee: { name: 'Marcus Bell', position: 'Roofing Crew Lead' },
    });
    expect(answer).toContain('For Marcus Bell (Roofing Crew Lead)');
    expect(answer).toContain('OSHA 30-Hour');
    expect(answer).not.toContain('Customer Service');
  });

  it('lists pass marks and renewals', async () => {
    expect(await ask('What score is needed to pass?')).toContain('Quality Control**: 90%');
    expect(await ask('How often do certifications renew?')).toContain(
      'Roofing Materials**: Bi-annual',
    );
  });
});

describe('the testing permission', () => {
  it.each([
    ['/api/ai/testing-assistant', { message: 'Which tests are required?' }],
    ['/api/ai/generate-skill-test', { employeeId: '12', testType: 'osha-30' }],
    ['/api/ai/generate-personality-test', { employeeId: '12', testType: 'Hiring assessment' }],
  ] as const)('%s: 403 without it, 200 with it (and for an admin)', async (url, body) => {
    const refused = await staffPost(svc, url, body, staffWithoutTesting);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Ask an administrator');
    expect((await staffPost(svc, url, body, officeStaff)).statusCode).toBe(200);
    expect(
      (await staffPost(svc, url, body, { ...staffWithoutTesting, role: 'admin' })).statusCode,
    ).toBe(200);
  });
});
