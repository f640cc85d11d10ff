import {
  businessToday,
  type HiringAssessment,
  type TestResult,
  type TestStats,
  type TestTemplate,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const today = businessToday();
async function employeeRef(name: string) {
  const [employee] = (
    await callAs(svc, OFFICE, 'GET', `/api/employees?q=${name}`)
  ).json() as Array<{ id: number }>;
  return employee?.id as number;
}

describe('employment testing', () => {
  it("stores the spec's five templates", async () => {
    const templates = (
      await callAs(svc, OFFICE, 'GET', '/api/employment-tests/templates')
    ).json() as TestTemplate[];
    const byName = Object.fromEntries(
      templates.map((t) => [
        t.name,
        [t.durationHours, t.passingScore, t.questionCount, t.isRequired],
      ]),
    );
    expect(byName).toEqual({
      'OSHA 30-Hour': [30, 80, 50, true],
      'Fall Protection': [8, 85, 30, true],
      'Roofing Materials': [4, 75, 40, false],
      'Customer Service': [2, 80, 25, true],
      'Quality Control': [6, 90, 35, true],
    });
  });

  it('records a result, passed or failed by the template, with an expiry when passed', async () => {
    const ref = await employeeRef('ortega');
    const pass = await callAs(svc, OFFICE, 'POST', '/api/employment-tests/results', {
      employeeRef: ref,
      templateId: 'fall-protection',
      testDate: today,
      score: 26,
      maxScore: 30,
    });
    expect(pass.statusCode, pass.body).toBe(201);
    expect(pass.json()).toMatchObject({
      status: 'passed',
      testType: 'Fall Protection',
      employeeName: 'Luis Ortega',
    });
    expect(pass.json().expiryDate > today).toBe(true);
    const fail = await callAs(svc, OFFICE, 'POST', '/api/employment-tests/results', {
      employeeRef: ref,
      templateId: 'fall-protection',
      testDate: today,
      score: 25,
      maxScore: 30,
    });
    expect(fail.json()).toMatchObject({ status: 'failed', expiryDate: null });
    const bad = await callAs(svc, OFFICE, 'POST', '/api/employment-tests/results', {
      employeeRef: ref,
      templateId: 'nope',
      testDate: today,
      score: 31,
      maxScore: 30,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('score');
    const search = (
      await callAs(svc, OFFICE, 'GET', '/api/employment-tests/results?q=ortega')
    ).json() as TestResult[];
    expect(search.every((r) => r.employeeName === 'Luis Ortega')).toBe(true);
    const expired = (
      await callAs(svc, OFFICE, 'GET', '/api/employment-tests/results?status=expired')
    ).json() as TestResult[];
    expect(expired.map((r) => r.employeeName)).toContain('Brittany Holloway');
    const stats = (
      await callAs(svc, OFFICE, 'GET', '/api/employment-tests/stats')
    ).json() as TestStats;
    expect(stats).toMatchObject({ pending: 1, expired: expired.length, scheduled: 2 });
  });

  it('schedules a test and cancels it', async () => {
    const ref = await employeeRef('carter');
    const created = await callAs(svc, OFFICE, 'POST', '/api/employment-tests/scheduled', {
      employeeRef: ref,
      templateId: 'quality-control',
      scheduledDate: '2999-03-01',
      scheduledTime: '09:00',
      location: 'Shop training room',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'scheduled',
      testType: 'Quality Control',
      employeeName: 'Jasmine Carter',
    });
    const past = await callAs(svc, OFFICE, 'POST', '/api/employment-tests/scheduled', {
      employeeRef: ref,
      templateId: 'quality-control',
      scheduledDate: '2001-03-01',
      scheduledTime: '09:00',
      location: 'Shop',
    });
    expect(past.statusCode).toBe(400);
    const cancelled = await callAs(
      svc,
      OFFICE,
      'PATCH',
      `/api/employment-tests/scheduled/${created.json().id}`,
      { status: 'cancelled' },
    );
    expect(cancelled.json().status).toBe('cancelled');
    expect(
      (
        await callAs(svc, OFFICE, 'PATCH', '/api/employment-tests/scheduled/99999', {
          status: 'cancelled',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('numbers hiring assessments, computes the total and the pass, and records the reviewer', async () => {
    const seeded = (
      await callAs(svc, OFFICE, 'GET', '/api/hiring-assessments')
    ).json() as HiringAssessment[];
    expect(seeded).toHaveLength(3);
    const body = {
      candidateName: 'Renee Park',
      candidateEmail: 'renee.park@example.com',
      candidatePhone: '(904) 555-0299',
      positionApplied: 'Estimator',
      integrityScore: 90,
      competenceScore: 70,
      attitudeScore: 80,
      assessmentDate: today,
    };
    const created = await callAs(svc, OFFICE, 'POST', '/api/hiring-assessments', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ totalScore: 80, passingGrade: true, status: 'pending' });
    expect(created.json().assessmentNumber).toMatch(new RegExp(`^HA-${today.slice(0, 4)}-\\d{3}$`));
    const low = await callAs(svc, OFFICE, 'POST', '/api/hiring-assessments', {
      ...body,
      integrityScore: 50,
      competenceScore: 60,
      attitudeScore: 70,
    });
    expect(low.json()).toMatchObject({ totalScore: 60, passingGrade: false });
    expect(low.json().assessmentNumber).not.toBe(created.json().assessmentNumber);
    const bad = await callAs(svc, OFFICE, 'POST', '/api/hiring-assessments', {
      ...body,
      attitudeScore: 120,
    });
    expect(bad.json().error.fields).toHaveProperty('attitudeScore');
    const reviewed = await callAs(
      svc,
      OFFICE,
      'PATCH',
      `/api/hiring-assessments/${created.json().id}`,
      { status: 'hired', reviewerNotes: 'Start Monday.' },
    );
    expect(reviewed.json()).toMatchObject({
      status: 'hired',
      reviewedBy: 'Brittany Holloway',
      reviewerNotes: 'Start Monday.',
    });
  });

  it('needs a staff session', async () => {
    expect((await callAs(svc, null, 'GET', '/api/employment-tests/results')).statusCode).toBe(401);
    expect((await callAs(svc, null, 'GET', '/api/hiring-assessments')).statusCode).toBe(401);
  });
});
