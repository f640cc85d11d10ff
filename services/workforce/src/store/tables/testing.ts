import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, workforceSchema } from './core.ts';

/** The test templates (the specification's five). */
export const testTemplates = workforceSchema.table('test_templates', {
  id: varchar('id', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  category: varchar('category', { length: 40 }).notNull(),
  description: text('description').notNull(),
  durationHours: integer('duration_hours').notNull(),
  passingScore: integer('passing_score').notNull(),
  questionCount: integer('question_count').notNull(),
  isRequired: boolean('is_required').notNull(),
  frequency: varchar('frequency', { length: 20 }).notNull(),
});
export type TestTemplateRow = typeof testTemplates.$inferSelect;

export interface StoredQuestion {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation?: string;
}

/**
 * A test the AI service generated (event `ai.employment-test.generated`), with its answer key:
 * the answers are scored against this copy, once (`resultId` is set when they are).
 */
export const generatedTests = workforceSchema.table('generated_tests', {
  id: uuid('id').primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  /** The template of a skill test; null for a personality assessment. */
  templateId: varchar('template_id', { length: 40 }),
  testType: varchar('test_type', { length: 100 }).notNull(),
  /** The directory's employee id (EMP-…) the test was generated for. */
  employeeId: varchar('employee_id', { length: 40 }).notNull(),
  employeeName: varchar('employee_name', { length: 120 }).notNull(),
  practice: boolean('practice').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  passingPercent: integer('passing_percent').notNull(),
  templateQuestionCount: integer('template_question_count'),
  questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
  /** The language the questions and answers are written in ('en' or 'es'; issue 24). */
  language: varchar('language', { length: 2 }).notNull().default('en'),
  generatedBy: varchar('generated_by', { length: 100 }).notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  resultId: integer('result_id'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
});
export type GeneratedTestRow = typeof generatedTests.$inferSelect;

export const testResults = workforceSchema.table('test_results', {
  id: serial('id').primaryKey(),
  employeeRef: integer('employee_ref')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  templateId: varchar('template_id', { length: 60 }).notNull(),
  testType: varchar('test_type', { length: 100 }).notNull(),
  testDate: date('test_date').notNull(),
  score: integer('score').notNull(),
  maxScore: integer('max_score').notNull(),
  /** passed, failed, pending (awaiting review); expired is computed from expiryDate. */
  status: varchar('status', { length: 20 }).notNull(),
  expiryDate: date('expiry_date'),
  certificationId: varchar('certification_id', { length: 40 }),
  notes: text('notes'),
  /** A generated test taken in the page: its questions and the answers given. */
  questions: jsonb('questions').$type<StoredQuestion[] | null>(),
  answers: jsonb('answers').$type<Array<number | null> | null>(),
  /** The stored generated test these answers were scored against (one result per test). */
  generatedTestId: uuid('generated_test_id').unique(),
  /** The language a generated test was written and taken in; null for a test taken on paper. */
  language: varchar('language', { length: 2 }),
  /** A practice run: no certification, no expiry, left out of the pass rate. */
  practice: boolean('practice').notNull().default(false),
  recordedBy: varchar('recorded_by', { length: 100 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const scheduledTests = workforceSchema.table('scheduled_tests', {
  id: serial('id').primaryKey(),
  employeeRef: integer('employee_ref')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  templateId: varchar('template_id', { length: 40 })
    .notNull()
    .references(() => testTemplates.id),
  scheduledDate: date('scheduled_date').notNull(),
  scheduledTime: varchar('scheduled_time', { length: 10 }).notNull(),
  location: varchar('location', { length: 200 }).notNull(),
  notes: text('notes'),
  status: varchar('status', { length: 20 }).notNull().default('scheduled'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Candidates' assessments (portal §3 hiring_assessments). */
export const hiringAssessments = workforceSchema.table('hiring_assessments', {
  id: serial('id').primaryKey(),
  assessmentNumber: varchar('assessment_number', { length: 20 }).notNull().unique(),
  candidateName: varchar('candidate_name', { length: 200 }).notNull(),
  candidateEmail: varchar('candidate_email', { length: 254 }).notNull(),
  candidatePhone: varchar('candidate_phone', { length: 30 }).notNull(),
  positionApplied: varchar('position_applied', { length: 100 }).notNull(),
  integrityScore: integer('integrity_score').notNull(),
  integrityAnswers: jsonb('integrity_answers')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  competenceScore: integer('competence_score').notNull(),
  competenceAnswers: jsonb('competence_answers')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  attitudeScore: integer('attitude_score').notNull(),
  attitudeAnswers: jsonb('attitude_answers')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  totalScore: integer('total_score').notNull(),
  passingGrade: boolean('passing_grade').notNull(),
  assessmentDate: date('assessment_date').notNull(),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  reviewerNotes: text('reviewer_notes'),
  reviewedBy: varchar('reviewed_by', { length: 100 }),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type HiringAssessmentRow = typeof hiringAssessments.$inferSelect;

export const assessmentNumberCounters = workforceSchema.table('assessment_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});
