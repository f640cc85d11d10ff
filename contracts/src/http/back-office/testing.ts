import { z } from 'zod';
import { LocaleSchema } from '../../locale-schema.ts';
import {
  calendarDate,
  emailField,
  isoDateTime,
  optionalMultiLineText,
  optionalSingleLineText,
  phoneField,
  rowId,
  singleLineText,
  wholeNumberBetween,
} from '../fields.ts';

/** Employment testing (portal §2 "Employment Testing", §3 hiring_assessments, test samples). */

export const TEST_RESULT_STATUSES = ['passed', 'failed', 'pending', 'expired'] as const;
export type TestResultStatus = (typeof TEST_RESULT_STATUSES)[number];
export const SCHEDULED_TEST_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export const HIRING_STATUSES = ['pending', 'reviewed', 'hired', 'rejected'] as const;
export type HiringStatus = (typeof HIRING_STATUSES)[number];
/** A candidate passes with a total (the average of the three scores) of at least this. */
export const HIRING_PASSING_SCORE = 70;

/** The longest free text of the testing forms: each form shows the limit in its field. */
export const TESTING_TEXT_LIMITS = {
  certificationId: 40,
  notes: 1000,
  location: 200,
  candidateName: 200,
  positionApplied: 100,
  reviewerNotes: 2000,
} as const;

export const TestTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  durationHours: z.number().int(),
  passingScore: z.number().int(),
  questionCount: z.number().int(),
  isRequired: z.boolean(),
  frequency: z.string(),
});
export type TestTemplate = z.infer<typeof TestTemplateSchema>;

export const TestResultSchema = z.object({
  id: z.number().int(),
  employeeRef: z.number().int(),
  employeeId: z.string(),
  employeeName: z.string(),
  templateId: z.string(),
  testType: z.string(),
  testDate: z.string(),
  score: z.number().int(),
  maxScore: z.number().int(),
  status: z.enum(TEST_RESULT_STATUSES),
  expiryDate: z.string().nullable(),
  certificationId: z.string().nullable(),
  notes: z.string().nullable(),
  /** A generated test taken in the page: how many questions it had. */
  generatedQuestions: z.number().int().nullable(),
  /** The language a generated test was written and taken in; null for a test taken on paper. */
  language: LocaleSchema.nullable(),
  /** A practice run of a generated test: no certification, not in the pass rate. */
  practice: z.boolean(),
});
export type TestResult = z.infer<typeof TestResultSchema>;

export const TestResultListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(TEST_RESULT_STATUSES).optional(),
});

/** POST /api/employment-tests/results — a test taken on paper or at a testing centre. */
export const TestResultCreateSchema = z
  .object({
    employeeRef: rowId('Choose an employee'),
    templateId: singleLineText('Test', 40),
    testDate: calendarDate('Test date'),
    score: wholeNumberBetween('Score', 0, 1000),
    maxScore: wholeNumberBetween('Maximum score', 1, 1000),
    certificationId: optionalSingleLineText(
      'Certification ID',
      TESTING_TEXT_LIMITS.certificationId,
    ),
    notes: optionalMultiLineText('Notes', TESTING_TEXT_LIMITS.notes),
  })
  .refine((value) => value.score <= value.maxScore, {
    message: 'The score cannot be above the maximum',
    path: ['score'],
  });
export type TestResultCreateInput = z.input<typeof TestResultCreateSchema>;

export const TestStatsSchema = z.object({
  testsThisYear: z.number().int(),
  /** Passed among decided results (passed, failed) this year, practice runs left out, percent. */
  passRate: z.number().int(),
  pending: z.number().int(),
  expiringSoon: z.number().int(),
  expired: z.number().int(),
  scheduled: z.number().int(),
});
export type TestStats = z.infer<typeof TestStatsSchema>;

export const ScheduledTestCreateSchema = z.object({
  employeeRef: rowId('Choose an employee'),
  templateId: singleLineText('Test', 40),
  scheduledDate: calendarDate('Date'),
  scheduledTime: z
    .string({ error: 'Time is required' })
    .trim()
    .min(1, { error: 'Time is required', abort: true })
    // The field is the browser's time picker (12- or 24-hour as the device shows it).
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time of day, hours and minutes'),
  location: singleLineText('Location', TESTING_TEXT_LIMITS.location),
  notes: optionalMultiLineText('Notes', TESTING_TEXT_LIMITS.notes),
});
export type ScheduledTestCreateInput = z.input<typeof ScheduledTestCreateSchema>;

export const ScheduledTestSchema = z.object({
  id: z.number().int(),
  employeeRef: z.number().int(),
  employeeName: z.string(),
  templateId: z.string(),
  testType: z.string(),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  location: z.string(),
  notes: z.string().nullable(),
  status: z.enum(SCHEDULED_TEST_STATUSES),
});
export type ScheduledTest = z.infer<typeof ScheduledTestSchema>;

export const ScheduledTestUpdateSchema = z.object({
  status: z.enum(SCHEDULED_TEST_STATUSES, {
    error: 'Status must be scheduled, completed or cancelled',
  }),
});

/**
 * POST /api/employment-tests/generated — the answers to a test the server generated and stored
 * (`GeneratedTest.id`): scored against the stored key, once, with every question answered.
 */
export const GeneratedTestResultCreateSchema = z.object({
  testId: z.uuid({ error: 'Test id must be the id of a generated test' }),
  /** The option chosen for each question, in order (null: not answered, which is refused). */
  answers: z
    .array(
      z
        .number({ error: 'Each answer must be the number of an option' })
        .int('Each answer must be the number of an option')
        .min(0, 'Each answer must be the number of an option')
        .nullable(),
      { error: 'Answers must be a list with one answer per question' },
    )
    .max(100, 'A test has at most 100 questions'),
});
export type GeneratedTestResultCreateInput = z.input<typeof GeneratedTestResultCreateSchema>;

const score = (label: string) => wholeNumberBetween(`${label} score`, 0, 100);

export const HiringAssessmentCreateSchema = z.object({
  candidateName: singleLineText('Candidate name', TESTING_TEXT_LIMITS.candidateName),
  candidateEmail: emailField,
  candidatePhone: phoneField,
  positionApplied: singleLineText('Position', TESTING_TEXT_LIMITS.positionApplied),
  integrityScore: score('Integrity'),
  competenceScore: score('Competence'),
  attitudeScore: score('Attitude'),
  integrityAnswers: z.record(z.string(), z.string().max(2000)).optional().default({}),
  competenceAnswers: z.record(z.string(), z.string().max(2000)).optional().default({}),
  attitudeAnswers: z.record(z.string(), z.string().max(2000)).optional().default({}),
  assessmentDate: calendarDate('Assessment date'),
});
export type HiringAssessmentCreateInput = z.input<typeof HiringAssessmentCreateSchema>;

export const HiringAssessmentUpdateSchema = z.object({
  status: z.enum(HIRING_STATUSES, {
    error: 'Status must be pending, reviewed, hired or rejected',
  }),
  reviewerNotes: optionalMultiLineText('Reviewer notes', TESTING_TEXT_LIMITS.reviewerNotes),
});
export type HiringAssessmentUpdateInput = z.input<typeof HiringAssessmentUpdateSchema>;

export const HiringAssessmentSchema = z.object({
  id: z.number().int(),
  assessmentNumber: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  candidatePhone: z.string(),
  positionApplied: z.string(),
  integrityScore: z.number().int(),
  competenceScore: z.number().int(),
  attitudeScore: z.number().int(),
  integrityAnswers: z.record(z.string(), z.string()),
  competenceAnswers: z.record(z.string(), z.string()),
  attitudeAnswers: z.record(z.string(), z.string()),
  totalScore: z.number().int(),
  passingGrade: z.boolean(),
  assessmentDate: z.string(),
  status: z.enum(HIRING_STATUSES),
  reviewerNotes: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type HiringAssessment = z.infer<typeof HiringAssessmentSchema>;
