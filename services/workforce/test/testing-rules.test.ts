import { businessToday } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { recordHiringAssessment } from '../src/domain/record-hiring-assessment.ts';
import { recordTestResult } from '../src/domain/record-test-result.ts';
import { readResult } from '../src/domain/testing.ts';
import { workforceService } from '../src/service.ts';
import { employeeStore } from '../src/store/employees.ts';
import { type TestingStore, testingStore } from '../src/store/testing.ts';
import { refusal } from './support/refusal.ts';

/**
 * Employment testing's rules without HTTP: a paper result scored against its template's passing
 * score and given its expiry, and hiring assessments numbered HA-<year>-<nnn> with their totals.
 */
let svc: ServiceHarness;
let ctx: ServiceContext;
let store: TestingStore;
let employeeRef: number;
beforeAll(async () => {
  svc = await startService(workforceService);
  ctx = svc.service.ctx;
  store = testingStore(ctx.db);
  const [employee] = await employeeStore(ctx.db).list({});
  employeeRef = employee?.id ?? 0;
});
afterAll(async () => {
  await svc?.close();
});

const paper = (score: number, overrides: { templateId?: string; testDate?: string } = {}) => ({
  employeeRef,
  templateId: 'osha-30',
  testDate: '2025-03-10',
  score,
  maxScore: 100,
  certificationId: null,
  notes: null,
  ...overrides,
});

describe('recording a test result', () => {
  it("passes at the template's passing score and expires a year on (Annual)", async () => {
    const result = await readResult(store, await recordTestResult(store, paper(80), 'brittany.h'));
    expect(result.testType).toBe('OSHA 30-Hour');
    expect(result.expiryDate).toBe('2026-03-10');
    expect(['passed', 'expired']).toContain(result.status);
  });

  it('fails below it, with no expiry', async () => {
    const result = await readResult(store, await recordTestResult(store, paper(79), 'brittany.h'));
    expect(result.status).toBe('failed');
    expect(result.expiryDate).toBeNull();
  });

  it('expires a Bi-annual certification after 182 days', async () => {
    const templates = await store.templates();
    const biannual = templates.find((template) => template.frequency === 'Bi-annual');
    const id = await recordTestResult(
      store,
      paper(100, { templateId: biannual?.id ?? '' }),
      'brittany.h',
    );
    expect((await readResult(store, id)).expiryDate).toBe('2025-09-08');
  });

  it('refuses an unknown template and a date to come, at their fields', async () => {
    const unknown = await refusal(recordTestResult(store, paper(90, { templateId: 'nope' }), 'x'));
    expect(unknown.fields).toEqual({ templateId: 'Choose one of the test templates' });
    const tomorrow = new Date(Date.parse(`${businessToday()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = await refusal(recordTestResult(store, paper(90, { testDate: tomorrow }), 'x'));
    expect(future.fields).toEqual({ testDate: 'The test date cannot be in the future' });
  });
});

describe('recording a hiring assessment', () => {
  const assessment = (scores: [number, number, number]) => ({
    candidateName: 'Dana Whitfield',
    candidateEmail: 'dana@example.com',
    candidatePhone: '(904) 555-0142',
    positionApplied: 'Roofer',
    integrityScore: scores[0],
    competenceScore: scores[1],
    attitudeScore: scores[2],
    integrityAnswers: {},
    competenceAnswers: {},
    attitudeAnswers: {},
    assessmentDate: '2014-06-01',
  });

  it('numbers a year’s assessments HA-<year>-<nnn>, one number each, even when filed at once', async () => {
    const rows = await Promise.all([
      recordHiringAssessment(ctx, store, assessment([90, 80, 70])),
      recordHiringAssessment(ctx, store, assessment([50, 60, 40])),
      recordHiringAssessment(ctx, store, assessment([70, 70, 71])),
    ]);
    expect(rows.map((row) => row.assessmentNumber).sort()).toEqual([
      'HA-2014-001',
      'HA-2014-002',
      'HA-2014-003',
    ]);
  });

  it('totals the three scores (their rounded average) and passes at the hiring pass mark', async () => {
    const strong = await recordHiringAssessment(ctx, store, assessment([90, 80, 71]));
    expect(strong.totalScore).toBe(80);
    expect(strong.passingGrade).toBe(true);
    const weak = await recordHiringAssessment(ctx, store, assessment([50, 60, 40]));
    expect(weak.totalScore).toBe(50);
    expect(weak.passingGrade).toBe(false);
  });
});
