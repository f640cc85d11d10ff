import {
  businessToday,
  HIRING_PASSING_SCORE,
  type HiringAssessment,
  type HiringStatus,
  type ScheduledTest,
  type TestResult,
  type TestStats,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { HiringAssessmentRow, TestTemplateRow } from '../store/schema.ts';
import type { TestingStore } from '../store/testing.ts';

/** 400 naming the field, with the same words in the message and at the field. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The template and the employee a test names, both on file (400 at the field otherwise). */
export async function templateAndEmployee(
  store: TestingStore,
  input: { templateId: string; employeeRef: number },
) {
  const [template, employee] = await Promise.all([
    store.template(input.templateId),
    store.employee(input.employeeRef),
  ]);
  if (!template) throw fieldError('templateId', 'Choose one of the test templates');
  if (!employee) throw fieldError('employeeRef', 'Choose an employee');
  return { template, employee };
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** How long a passed test counts: a year (Annual), six months (Bi-annual). */
export const expiryOf = (template: Pick<TestTemplateRow, 'frequency'>, testDate: string) =>
  addDays(testDate, template.frequency === 'Bi-annual' ? 182 : 365);

/** Passed or failed against the template's passing score (percent of the maximum). */
export const verdict = (score: number, maxScore: number, passingPercent: number) =>
  (score / maxScore) * 100 >= passingPercent ? 'passed' : 'failed';

type ResultRow = Awaited<ReturnType<TestingStore['results']>>[number];

export function toTestResult(row: ResultRow, today = businessToday()): TestResult {
  const { result } = row;
  const expired =
    result.status === 'passed' && result.expiryDate !== null && result.expiryDate < today;
  return {
    id: result.id,
    employeeRef: result.employeeRef,
    employeeId: row.employeeId,
    employeeName: `${row.firstName} ${row.lastName}`,
    templateId: result.templateId,
    testType: result.testType,
    testDate: result.testDate,
    score: result.score,
    maxScore: result.maxScore,
    status: expired ? 'expired' : (result.status as TestResult['status']),
    expiryDate: result.expiryDate,
    certificationId: result.certificationId,
    notes: result.notes,
    generatedQuestions: result.questions?.length ?? null,
    language: result.language === 'es' ? 'es' : result.language === 'en' ? 'en' : null,
    practice: result.practice,
  };
}

/**
 * Test results as the API answers them, newest first, searched by employee, test or
 * certification, and by status as it reads today (a passed test past its expiry is `expired`).
 */
export async function listResults(
  store: TestingStore,
  filter: { q?: string; status?: TestResult['status'] } = {},
): Promise<TestResult[]> {
  const results = (await store.results({ q: filter.q })).map((row) => toTestResult(row));
  return filter.status ? results.filter((result) => result.status === filter.status) : results;
}

/** One result, read back after it was written (it is there: the write committed). */
export async function readResult(store: TestingStore, id: number): Promise<TestResult> {
  const found = (await listResults(store)).find((result) => result.id === id);
  if (!found) throw new Error('the row just written was not found');
  return found;
}

/** The scheduled tests, soonest first, with the employee's name and the test's. */
export async function scheduledTests(store: TestingStore): Promise<ScheduledTest[]> {
  return (await store.scheduled()).map((row) => ({
    id: row.test.id,
    employeeRef: row.test.employeeRef,
    employeeName: `${row.firstName} ${row.lastName}`,
    templateId: row.test.templateId,
    testType: row.testType,
    scheduledDate: row.test.scheduledDate,
    scheduledTime: row.test.scheduledTime,
    location: row.test.location,
    notes: row.test.notes,
    status: row.test.status as ScheduledTest['status'],
  }));
}

/** One scheduled test, read back after it was written (it is there: the write committed). */
export async function readScheduledTest(store: TestingStore, id: number): Promise<ScheduledTest> {
  const found = (await scheduledTests(store)).find((test) => test.id === id);
  if (!found) throw new Error('the row just written was not found');
  return found;
}

/** The testing page's tiles, from the stored results and the tests still scheduled. */
export async function testingTiles(
  store: TestingStore,
  today = businessToday(),
): Promise<TestStats> {
  const scheduled = (await scheduledTests(store)).filter(
    (test) => test.status === 'scheduled',
  ).length;
  return testStats(await listResults(store), scheduled, today);
}

export function testStats(
  results: TestResult[],
  scheduled: number,
  today = businessToday(),
): TestStats {
  const thisYear = results.filter((result) => result.testDate.startsWith(today.slice(0, 4)));
  // A practice run is scored but is no certification: it stays out of the pass rate.
  const decided = thisYear.filter(
    (result) =>
      !result.practice &&
      (result.status === 'passed' || result.status === 'failed' || result.status === 'expired'),
  );
  const passed = decided.filter((result) => result.status !== 'failed').length;
  const soon = addDays(today, 30);
  return {
    testsThisYear: thisYear.length,
    passRate: decided.length === 0 ? 0 : Math.round((passed / decided.length) * 100),
    pending: results.filter((result) => result.status === 'pending').length,
    expiringSoon: results.filter(
      (result) =>
        result.status === 'passed' && result.expiryDate !== null && result.expiryDate <= soon,
    ).length,
    expired: results.filter((result) => result.status === 'expired').length,
    scheduled,
  };
}

/** The total is the average of the three scores; passing needs HIRING_PASSING_SCORE. */
export function hiringTotals(scores: {
  integrityScore: number;
  competenceScore: number;
  attitudeScore: number;
}) {
  const totalScore = Math.round(
    (scores.integrityScore + scores.competenceScore + scores.attitudeScore) / 3,
  );
  return { totalScore, passingGrade: totalScore >= HIRING_PASSING_SCORE };
}

export function toHiringAssessment(row: HiringAssessmentRow): HiringAssessment {
  return {
    ...row,
    status: row.status as HiringStatus,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
