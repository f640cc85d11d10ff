import { randomInt, randomUUID } from 'node:crypto';
import {
  type EmploymentTestGeneratedData,
  type GeneratedTest,
  type GenerateTestRequestSchema,
  type KeyedTestQuestion,
  type Locale,
  TEST_TEMPLATES,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import { z } from 'zod';
import {
  type BankQuestion,
  personalityQuestionsIn,
  skillQuestionBank,
} from '../content/question-banks.ts';
import type { ModelAccess } from '../providers/model-access.ts';

type Request = z.output<typeof GenerateTestRequestSchema>;
type Template = (typeof TEST_TEMPLATES)[number];
/** A generated test with its answer key: stored on the server, never sent to the browser. */
export type KeyedTest = Omit<EmploymentTestGeneratedData, 'generatedBy' | 'generatedAt'>;

const DEFAULT_PERSONALITY_QUESTIONS = 10;
/** A personality assessment has no template: two minutes a scenario, 70% preferred answers. */
const PERSONALITY_MINUTES_PER_QUESTION = 2;
const PERSONALITY_PASSING_PERCENT = 70;

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A template by id (`fall-protection`) or name (`Fall Protection`), in any case or spacing. */
export function findTestTemplate(testType: string): Template | undefined {
  const wanted = normalise(testType);
  return TEST_TEMPLATES.find(
    (template) => normalise(template.id) === wanted || normalise(template.name) === wanted,
  );
}

/** The test as the browser may see it: the questions without their key. */
export function withoutKey(test: KeyedTest): GeneratedTest {
  return {
    ...test,
    questions: test.questions.map(({ id, question, options }) => ({ id, question, options })),
  };
}

/**
 * A skill test as long as its template: the template's question count (the model writes that
 * many; the offline bank gives what it holds, and the test says so) and the template's hours.
 */
export async function generateSkillTest(
  request: Request,
  model: ModelAccess,
): Promise<{ test: KeyedTest; provider: 'model' | 'offline' }> {
  const template = findTestTemplate(request.testType);
  if (!template) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid: testType', {
      testType: `Unknown test type. Choose one of: ${TEST_TEMPLATES.map((t) => t.name).join(', ')}`,
    });
  }
  if (request.questionCount !== undefined && request.questionCount !== template.questionCount) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid: questionCount', {
      questionCount: `A ${template.name} test has its template's ${template.questionCount} questions; leave the question count out`,
    });
  }
  const bank = skillQuestionBank(template.id, request.language);
  const written = await modelQuestions(
    model,
    template.questionCount,
    `the "${template.name}" test (${template.category}) for employees of a Florida roofing contractor`,
    bank,
    request.language,
  );
  return {
    test: {
      id: randomUUID(),
      type: template.name,
      kind: 'skill',
      templateId: template.id,
      employeeId: request.employeeId,
      employeeName: request.employeeName ?? `Employee ${request.employeeId}`,
      duration: template.durationHours * 60,
      passingPercent: template.passingPercent,
      templateQuestionCount: template.questionCount,
      practice: request.practice,
      language: request.language,
      questions: written ?? numbered(pickWithoutRepeats(bank, template.questionCount)),
    },
    provider: written ? 'model' : 'offline',
  };
}

export async function generatePersonalityTest(
  request: Request,
  model: ModelAccess,
): Promise<{ test: KeyedTest; provider: 'model' | 'offline' }> {
  const bank = personalityQuestionsIn(request.language);
  const count = Math.min(request.questionCount ?? DEFAULT_PERSONALITY_QUESTIONS, bank.length);
  const written = await modelQuestions(
    model,
    count,
    'a workplace-scenario personality assessment (integrity, safety attitude, teamwork, respect for customers) for a roofing crew; correctAnswer is the preferred answer',
    bank,
    request.language,
  );
  return {
    test: {
      id: randomUUID(),
      type: request.testType,
      kind: 'personality',
      templateId: null,
      employeeId: request.employeeId,
      employeeName: request.employeeName ?? `Employee ${request.employeeId}`,
      duration: count * PERSONALITY_MINUTES_PER_QUESTION,
      passingPercent: PERSONALITY_PASSING_PERCENT,
      templateQuestionCount: null,
      practice: request.practice,
      language: request.language,
      questions: written ?? numbered(pickWithoutRepeats(bank, count)),
    },
    provider: written ? 'model' : 'offline',
  };
}

/** `count` different questions in random order; each keeps its options in the bank's order. */
export function pickWithoutRepeats<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = randomInt(i, pool.length);
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

const numbered = (questions: readonly BankQuestion[]): KeyedTestQuestion[] =>
  questions.map((question, index) => ({
    id: index + 1,
    ...question,
    options: [...question.options],
  }));

const ModelQuestionSchema = z
  .object({
    question: z.string().trim().min(10).max(500),
    options: z.array(z.string().trim().min(1).max(200)).min(2).max(6),
    correctAnswer: z.number().int().min(0),
    explanation: z.string().trim().min(10).max(600),
  })
  .refine((q) => q.correctAnswer < q.options.length, 'correctAnswer outside the options')
  .refine((q) => new Set(q.options).size === q.options.length, 'repeated option');

/**
 * What the model is told about the language: a Spanish test is written in Spanish from the start
 * (questions, options and explanations), for crew members who read Spanish first, not translated
 * word for word; rule numbers and product names stay as they are.
 */
const LANGUAGE_INSTRUCTIONS: Record<Locale, string> = {
  en: 'Write in plain US English.',
  es: 'Write every question, option and explanation in clear, natural US Spanish (Latin American, "usted" form) as a Florida roofing crew speaks it ("techo", "techador", "tejas asfálticas", "arnés", "línea de vida", "capataz"), at a plain reading level. Keep OSHA standard numbers (29 CFR 1926.501), Florida Building Code sections, product names, measurements and numbers exactly as they are. Do not include English text.',
};

/** Questions written by the model, or null (then the bank is used): every one is checked. */
async function modelQuestions(
  model: ModelAccess,
  count: number,
  subject: string,
  examples: readonly BankQuestion[],
  language: Locale,
): Promise<KeyedTestQuestion[] | null> {
  if (!model.configured) return null;
  const schema = z.object({ questions: z.array(ModelQuestionSchema).min(count) });
  const written = await model.structured(
    'testing',
    [
      {
        role: 'system',
        content: `You write multiple-choice questions for ${subject}. Questions must be factually correct and practical, citing the rule (e.g. the OSHA standard or Florida Building Code section) in the explanation where one applies. Each has 4 options, exactly one correct. ${LANGUAGE_INSTRUCTIONS[language]} Answer with a JSON object {"questions": [{"question": string, "options": string[], "correctAnswer": number (0-based index), "explanation": string}]}.`,
      },
      {
        role: 'user',
        content: `Write ${count} different questions. Two examples of the expected style:\n${JSON.stringify(pickWithoutRepeats(examples, 2))}`,
      },
    ],
    schema,
    // About 220 tokens a question: a 50-question OSHA test needs room for all of them.
    Math.min(12_000, 220 * count + 200),
  );
  return written
    ? written.questions.slice(0, count).map((q, index) => ({ id: index + 1, ...q }))
    : null;
}
