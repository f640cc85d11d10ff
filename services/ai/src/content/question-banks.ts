import type { TestTemplateId } from '@roofing/contracts';
import { customerServiceQuestions } from './banks/customer-service.ts';
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
