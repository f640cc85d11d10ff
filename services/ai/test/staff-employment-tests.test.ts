import {
  type EmploymentTestGeneratedData,
  employmentTestGenerated,
  GenerateTestResponseSchema,
  TEST_TEMPLATES,
} from '@roofing/contracts';
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

/** The test with its key, as the AI service hands it to the workforce service. */
async function storedCopy(id: string) {
  const event = await svc.waitForEvent<EmploymentTestGeneratedData>(
    employmentTestGenerated.type,
    (candidate) => candidate.data.id === id,
  );
  return employmentTestGenerated.schema.parse(event.data);
}

describe('POST /api/ai/generate-skill-test', () => {
  it.each(TEST_TEMPLATES.map((template) => [template.id, template.name] as const))(
    "%s: the template's length and question count (or the whole bank, said so), no answer key sent",
    async (id, name) => {
      const response = await staffPost(svc, '/api/ai/generate-skill-test', {
        employeeId: 'EMP-017',
        employeeName: 'Marcus Bell',
        testType: id,
      });
      expect(response.statusCode).toBe(200);
      // The answer key never reaches the browser: not in the schema, not in the raw body.
      expect(response.body).not.toContain('correctAnswer');
      expect(response.body).not.toContain('explanation');
      const { test, provider } = GenerateTestResponseSchema.parse(response.json());
      expect(provider).toBe('offline');
      const template = TEST_TEMPLATES.find((entry) => entry.id === id);
      const bank = SKILL_QUESTION_BANKS[id];
      const count = Math.min(template?.questionCount ?? 0, bank.length);
      expect(test).toMatchObject({
        type: name,
        kind: 'skill',
        templateId: id,
        employeeId: 'EMP-017',
        employeeName: 'Marcus Bell',
        duration: (template?.durationHours ?? 0) * 60,
        passingPercent: template?.passingPercent,
        templateQuestionCount: template?.questionCount,
        practice: false,
      });
      expect(test.questions).toHaveLength(count);
      expect(test.questions.map((question) => question.id)).toEqual(
        Array.from({ length: count }, (_, index) => index + 1),
      );
      expect(new Set(test.questions.map((question) => question.question)).size).toBe(count);
      for (const question of test.questions) {
        expect(Object.keys(question).sort()).toEqual(['id', 'options', 'question']);
      }
      // The server's own copy, with the key, went to the workforce service under the same id.
      const stored = await storedCopy(test.id);
      expect(
        stored.questions.map(({ id, question, options }) => ({ id, question, options })),
      ).toEqual(test.questions);
      for (const question of stored.questions) {
        const source = bank.find((entry) => entry.question === question.question);
        expect(source, question.question).toBeDefined();
        expect(question.options).toEqual(source?.options);
        expect(question.correctAnswer).toBe(source?.correctAnswer);
        expect(question.explanation.length).toBeGreaterThan(10);
      }
      expect(stored.generatedBy).toBe('Dana Whitfield');
    },
  );

  it('finds a template by name in any case; a practice run is marked; the count is the template’s', async () => {
    const response = await staffPost(svc, '/api/ai/generate-skill-test', {
      employeeId: 'EMP-004',
      testType: 'fall PROTECTION',
      practice: true,
    });
    const { test } = GenerateTestResponseSchema.parse(response.json());
    expect(test).toMatchObject({
      type: 'Fall Protection',
      employeeName: 'Employee EMP-004',
      duration: 480,
      templateQuestionCount: 30,
      practice: true,
    });
    expect((await storedCopy(test.id)).practice).toBe(true);
    const resized = await staffPost(svc, '/api/ai/generate-skill-test', {
      employeeId: 'EMP-004',
      testType: 'fall-protection',
      questionCount: 1,
    });
    expect(resized.statusCode).toBe(400);
    expect(resized.json().error.fields.questionCount).toBe(
      "A Fall Protection test has its template's 30 questions; leave the question count out",
    );
  });

  it('draws a different order from one test to the next, each under its own id', async () => {
    const draws = new Set<string>();
    const ids = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { test } = await skillTest({ employeeId: 'EMP-004', testType: 'quality-control' });
      draws.add(test.questions.map((question) => question.question).join('|'));
      ids.add(test.id);
    }
    expect(draws.size).toBeGreaterThan(1);
    expect(ids.size).toBe(4);
  });
});

describe('POST /api/ai/generate-personality-test', () => {
  it('draws scenarios; the preferred answers stay on the server', async () => {
    const response = await staffPost(svc, '/api/ai/generate-personality-test', {
      employeeId: 'EMP-009',
      employeeName: 'Ana Ruiz',
      testType: 'Hiring assessment',
      questionCount: 6,
    });
    expect(response.body).not.toContain('correctAnswer');
    const { test, provider } = GenerateTestResponseSchema.parse(response.json());
    expect(provider).toBe('offline');
    expect(test).toMatchObject({
      kind: 'personality',
      type: 'Hiring assessment',
      duration: 12,
      templateId: null,
      templateQuestionCount: null,
    });
    expect(test.questions).toHaveLength(6);
    const stored = await storedCopy(test.id);
    for (const question of stored.questions) {
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
    expect(answer).toContain(
      `A generated test asks the template's 30 questions; our offline question bank holds only ${SKILL_QUESTION_BANKS['fall-protection'].length}`,
    );
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
