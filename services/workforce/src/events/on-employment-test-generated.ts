import { employmentTestGenerated } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { testingStore } from '../store/testing.ts';

/**
 * The AI service generated an employment test: the workforce service keeps it, with its answer
 * key and its language (English or Spanish), under the test's id. The answers are scored against this copy, never against one a
 * browser sends.
 */
export const onEmploymentTestGenerated = defineConsumer({
  event: employmentTestGenerated,
  durable: 'workforce-employment-test-generated',
  async handle({ event, tx, ctx }) {
    const test = event.data;
    await testingStore(ctx.db).keepGeneratedTest(tx, {
      id: test.id,
      kind: test.kind,
      templateId: test.templateId,
      testType: test.type,
      employeeId: test.employeeId,
      employeeName: test.employeeName,
      practice: test.practice,
      durationMinutes: test.duration,
      passingPercent: test.passingPercent,
      templateQuestionCount: test.templateQuestionCount,
      questions: test.questions.map(({ question, options, correctAnswer, explanation }) => ({
        question,
        options,
        correctAnswer,
        explanation,
      })),
      language: test.language,
      generatedBy: test.generatedBy,
      generatedAt: new Date(test.generatedAt),
    });
    ctx.logger.info(
      { eventId: event.id, correlationId: event.correlationId, test: test.id },
      'generated test stored',
    );
  },
});
