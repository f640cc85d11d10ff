import type { Locale, TestTemplateId } from '@roofing/contracts';
import { customerServiceQuestions } from './banks/customer-service.ts';
import { customerServiceQuestionsEs } from './banks/es/customer-service.ts';
import { fallProtectionQuestionsEs } from './banks/es/fall-protection.ts';
import { osha30QuestionsEs } from './banks/es/osha-30.ts';
import { personalityQuestionsEs } from './banks/es/personality.ts';
import { qualityControlQuestionsEs } from './banks/es/quality-control.ts';
import { roofingMaterialsQuestionsEs } from './banks/es/roofing-materials.ts';
import { fallProtectionQuestions } from './banks/fall-protection.ts';
import { osha30Questions } from './banks/osha-30.ts';
import { personalityQuestions } from './banks/personality.ts';
import { qualityControlQuestions } from './banks/quality-control.ts';
import { roofingMaterialsQuestions } from './banks/roofing-materials.ts';

/**
 * The offline question banks behind the employment tests: what a test is drawn from when no
 * language model is configured (and what a model's questions are checked against). Each bank
 * lives in its own file under banks/ so a safety manager can review one subject at a time.
 */
export interface BankQuestion {
  question: string;
  /** Four answers, in the order shown. */
  options: string[];
  /** Index into `options` of the correct answer (for personality scenarios: the preferred one). */
  correctAnswer: number;
  /** Why that answer is right, citing the rule where there is one; shown after grading. */
  explanation: string;
}

export const SKILL_QUESTION_BANKS: Record<TestTemplateId, readonly BankQuestion[]> = {
  'osha-30': osha30Questions,
  'fall-protection': fallProtectionQuestions,
  'roofing-materials': roofingMaterialsQuestions,
  'customer-service': customerServiceQuestions,
  'quality-control': qualityControlQuestions,
};

/** Workplace integrity, attitude and teamwork scenarios for hiring assessments. */
export const PERSONALITY_QUESTIONS: readonly BankQuestion[] = personalityQuestions;

/**
 * A question of a Spanish bank: the words only. Its answer key is the English question's at the
 * same place (the options are translated in the same order), so a Spanish test scores exactly as
 * the English one and a key can never drift between the two.
 */
export interface SpanishBankQuestion {
  question: string;
  options: readonly [string, string, string, string];
  explanation: string;
}

/** The Spanish bank: each English question's words replaced, its key kept. */
function inSpanish(
  name: string,
  english: readonly BankQuestion[],
  spanish: readonly SpanishBankQuestion[],
): readonly BankQuestion[] {
  if (spanish.length !== english.length) {
    throw new Error(
      `The Spanish ${name} bank has ${spanish.length} questions, not ${english.length}`,
    );
  }
  return english.map((question, index) => {
    const words = spanish[index] as SpanishBankQuestion;
    if (words.options.length !== question.options.length) {
      throw new Error(
        `The Spanish ${name} question ${index + 1} has a different number of options`,
      );
    }
    return { ...words, options: [...words.options], correctAnswer: question.correctAnswer };
  });
}

/**
 * The offline banks in Spanish (issue 24): the crew's tests in the language they read first, as
 * OSHA expects training to be (its 2010 training-language memo). Same questions, same order,
 * same keys as the English banks.
 */
export const SPANISH_SKILL_QUESTION_BANKS: Record<TestTemplateId, readonly BankQuestion[]> = {
  'osha-30': inSpanish('osha-30', osha30Questions, osha30QuestionsEs),
  'fall-protection': inSpanish(
    'fall-protection',
    fallProtectionQuestions,
    fallProtectionQuestionsEs,
  ),
  'roofing-materials': inSpanish(
    'roofing-materials',
    roofingMaterialsQuestions,
    roofingMaterialsQuestionsEs,
  ),
  'customer-service': inSpanish(
    'customer-service',
    customerServiceQuestions,
    customerServiceQuestionsEs,
  ),
  'quality-control': inSpanish(
    'quality-control',
    qualityControlQuestions,
    qualityControlQuestionsEs,
  ),
};
export const SPANISH_PERSONALITY_QUESTIONS: readonly BankQuestion[] = inSpanish(
  'personality',
  personalityQuestions,
  personalityQuestionsEs,
);

/** A skill test's bank in the language asked. */
export const skillQuestionBank = (id: TestTemplateId, language: Locale): readonly BankQuestion[] =>
  (language === 'es' ? SPANISH_SKILL_QUESTION_BANKS : SKILL_QUESTION_BANKS)[id];

/** The personality scenarios in the language asked. */
export const personalityQuestionsIn = (language: Locale): readonly BankQuestion[] =>
  language === 'es' ? SPANISH_PERSONALITY_QUESTIONS : PERSONALITY_QUESTIONS;
