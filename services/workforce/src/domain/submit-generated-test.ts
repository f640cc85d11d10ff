import { businessToday, type GeneratedTestResultCreateSchema } from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import type { z } from 'zod';
import type { GeneratedTestRow } from '../store/schema.ts';
import type { TestingStore } from '../store/testing.ts';
import { expiryOf, fieldError, verdict } from './testing.ts';

type Submission = z.output<typeof GeneratedTestResultCreateSchema>;

/** What the result's notes say about the test: practice or not, and its length. */
function notesOf(test: GeneratedTestRow): string {
  const asked = test.questions.length;
  const length =
    test.templateQuestionCount !== null && asked < test.templateQuestionCount
      ? `${asked} of the template's ${test.templateQuestionCount} questions (the question bank holds ${asked})`
      : `${asked} questions`;
  // The office reads the notes in English; a test taken in Spanish says so.
  const taken = test.language === 'es' ? ', taken in Spanish' : '';
  if (test.kind === 'personality')
    return `Personality profile, ${length}${taken}: for the reviewer.`;
  return test.practice
    ? `Practice run, ${length}${taken}: not a certification and not in the pass rate.`
    : `Generated test, ${length}${taken}.`;
}

/**
 * Scores the answers to a test the server generated and stored (never one the browser
 * describes), once, and only with every question answered. Under the stored test's row lock,
 * the result is written and the test marked submitted in one transaction: a second submission
 * waits for the first and is refused.
 */
export async function submitGeneratedTest(
  ctx: ServiceContext,
  store: TestingStore,
  body: Submission,
  staff: StaffIdentity,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const test = await store.lockGeneratedTest(tx, body.testId);
    if (!test) {
      throw notFound(
        'No generated test has this id. Generate the test here first (a new test is ready a moment after it appears).',
      );
    }
    if (test.resultId !== null) {
      throw new AppError('CONFLICT', 'This test was already submitted: its result is recorded.');
    }
    const total = test.questions.length;
    if (body.answers.length !== total) {
      throw fieldError('answers', `Give one answer for each of the ${total} questions`);
    }
    const unanswered = body.answers.flatMap((answer, index) =>
      answer === null ? [index + 1] : [],
    );
    if (unanswered.length > 0) {
      throw fieldError(
        'answers',
        `Answer every question before submitting: ${unanswered.length} of ${total} unanswered (question ${unanswered.join(', ')})`,
      );
    }
    const outside = body.answers.findIndex(
      (answer, index) => (answer ?? 0) >= (test.questions[index]?.options.length ?? 0),
    );
    if (outside >= 0) {
      throw fieldError(
        'answers',
        `Question ${outside + 1} has no option number ${body.answers[outside]}`,
      );
    }
    const employee = await store.employeeByNumber(tx, test.employeeId);
    if (!employee) {
      throw fieldError(
        'testId',
        `This test is for ${test.employeeName}, who is not in the directory`,
      );
    }
    // Every query inside the transaction goes through it (PGlite has one connection: a query
    // outside it would wait for the transaction that waits for it).
    const template = test.templateId ? await store.template(test.templateId, tx) : undefined;
    const correct = test.questions.filter(
      (question, index) => body.answers[index] === question.correctAnswer,
    ).length;
    const today = businessToday();
    // A skill test is marked against its template's pass mark on file; a personality profile
    // waits for a reviewer. Only a passed test that is not a practice run certifies (and expires).
    const status =
      test.kind === 'skill'
        ? verdict(correct, total, template?.passingScore ?? test.passingPercent)
        : 'pending';
    const resultId = await store.insertResult(
      {
        employeeRef: employee.id,
        templateId: test.templateId ?? test.testType.slice(0, 60),
        testType: (test.kind === 'skill'
          ? `${template?.name ?? test.testType} (${test.practice ? 'practice' : 'generated'})`
          : `Personality: ${test.testType}`
        ).slice(0, 100),
        testDate: today,
        score: correct,
        maxScore: total,
        status,
        expiryDate:
          status === 'passed' && template && !test.practice ? expiryOf(template, today) : null,
        notes: notesOf(test),
        questions: test.questions,
        answers: body.answers,
        generatedTestId: test.id,
        language: test.language,
        practice: test.practice,
        recordedBy: staff.username,
      },
      tx,
    );
    await store.markGeneratedTestSubmitted(tx, test.id, resultId);
    return resultId;
  });
}
