import { businessToday, COMPANY_FOUNDED_YEAR, DEPARTMENTS } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/** Back-office values: every refusal names what is wrong, in the field's own terms. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const today = businessToday();
/** The field messages of a refused call (and that it was refused as a 400). */
async function refusal(method: 'POST' | 'PATCH', url: string, body: unknown) {
  const response = await callAs(svc, OFFICE, method, url, body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json().error.fields as Record<string, string>;
}

let hires = 0;
const newHire = (overrides: Record<string, unknown> = {}) => {
  hires += 1;
  return {
    employeeId: `SFR-V${hires}`,
    firstName: 'Keon',
    lastName: 'Marsh',
    email: `keon.marsh.${hires}@shorefrontroofing.com`,
    phone: '(904) 555-0100',
    position: 'Roofing Installer',
    department: 'Field Operations',
    hireDate: '2024-05-06',
    ...overrides,
  };
};

const report = (overrides: Record<string, unknown> = {}) => ({
  incidentDate: today,
  incidentTime: '10:15',
  location: '77 Ocean Blvd, Atlantic Beach, FL 32233',
  employeeName: 'Luis Ortega',
  incidentType: 'Near Miss',
  severity: 'minor',
  description: 'A bundle of shingles slid toward the eave; the crew stopped it.',
  reportedBy: 'Marcus Delgado',
  ...overrides,
});

describe('employees', () => {
  it('takes a department only from the list', async () => {
    const fields = await refusal('POST', '/api/employees', newHire({ department: 'Marketing' }));
    expect(fields).toEqual({ department: `Department must be one of: ${DEPARTMENTS.join(', ')}` });
    const created = await callAs(svc, OFFICE, 'POST', '/api/employees', newHire());
    expect(created.statusCode, created.body).toBe(201);
    expect(
      await refusal('PATCH', `/api/employees/${created.json().id}`, { department: 'Roofing' }),
    ).toHaveProperty('department');
  });

  it('takes a hire date within the company’s life: not before its founding, not in the future', async () => {
    expect(
      await refusal(
        'POST',
        '/api/employees',
        newHire({ hireDate: `${COMPANY_FOUNDED_YEAR - 1}-12-31` }),
      ),
    ).toEqual({
      hireDate: `Hire date cannot be before ${COMPANY_FOUNDED_YEAR}, when the company was founded`,
    });
    expect(
      await refusal('POST', '/api/employees', newHire({ hireDate: addDays(today, 1) })),
    ).toEqual({ hireDate: 'Hire date cannot be in the future' });
    expect(await refusal('POST', '/api/employees', newHire({ hireDate: '2025-02-30' }))).toEqual({
      hireDate: 'Hire date must be a real calendar date (that day does not exist)',
    });
    for (const hireDate of [`${COMPANY_FOUNDED_YEAR}-01-01`, today]) {
      const ok = await callAs(svc, OFFICE, 'POST', '/api/employees', newHire({ hireDate }));
      expect(ok.statusCode, ok.body).toBe(201);
    }
  });

  it('caps free text and says the limit', async () => {
    expect(await refusal('POST', '/api/employees', newHire({ notes: 'x'.repeat(2001) }))).toEqual({
      notes: 'Notes must be at most 2000 characters',
    });
  });
});

describe('safety incidents', () => {
  it.each([[-1], [366], [2.5], ['3'], [null], [true]])(
    'refuses %j work days lost with the range',
    async (workDaysLost) => {
      expect(await refusal('POST', '/api/safety/incidents', report({ workDaysLost }))).toEqual({
        workDaysLost: 'Work days lost must be a whole number between 0 and 365',
      });
    },
  );

  it('takes 0 and 365 work days lost; refuses a date that does not exist; caps the description', async () => {
    for (const workDaysLost of [0, 365]) {
      const ok = await callAs(
        svc,
        OFFICE,
        'POST',
        '/api/safety/incidents',
        report({ workDaysLost }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
    }
    expect(
      await refusal('POST', '/api/safety/incidents', report({ incidentDate: '2027-02-30' })),
    ).toEqual({ incidentDate: 'Date must be a real calendar date (that day does not exist)' });
    expect(
      await refusal('POST', '/api/safety/incidents', report({ description: 'x'.repeat(5001) })),
    ).toEqual({ description: 'Description must be at most 5000 characters' });
    // An empty time is missing, not badly written; the time picker never shows "09:30" as such.
    expect(await refusal('POST', '/api/safety/incidents', report({ incidentTime: '' }))).toEqual({
      incidentTime: 'Time is required',
    });
    expect(
      await refusal('POST', '/api/safety/incidents', report({ incidentTime: '25:10' })),
    ).toEqual({ incidentTime: 'Enter a time of day, hours and minutes' });
    expect(
      await refusal(
        'POST',
        '/api/safety/incidents',
        report({ treatmentRequired: 'yes', investigationStatus: 'done' }),
      ),
    ).toEqual({
      treatmentRequired: 'Medical treatment required must be true or false',
      investigationStatus: 'Investigation must be pending, in progress or completed',
    });
  });
});

describe('employment testing', () => {
  it('names the range of a score and refuses a date that does not exist', async () => {
    const result = {
      employeeRef: 1,
      templateId: 'osha-30',
      testDate: today,
      score: -4,
      maxScore: 50,
    };
    expect(await refusal('POST', '/api/employment-tests/results', result)).toEqual({
      score: 'Score must be a whole number between 0 and 1000',
    });
    expect(
      await refusal('POST', '/api/employment-tests/results', {
        ...result,
        score: 4,
        maxScore: 'fifty',
      }),
    ).toEqual({ maxScore: 'Maximum score must be a whole number between 1 and 1000' });
    expect(
      await refusal('POST', '/api/employment-tests/scheduled', {
        employeeRef: 1,
        templateId: 'osha-30',
        scheduledDate: '2027-02-30',
        scheduledTime: '09:30',
        location: 'Office',
      }),
    ).toEqual({ scheduledDate: 'Date must be a real calendar date (that day does not exist)' });
    expect(
      await refusal('POST', '/api/hiring-assessments', {
        candidateName: 'Renee Park',
        candidateEmail: 'renee@example.com',
        candidatePhone: '(904) 555-0299',
        positionApplied: 'Estimator',
        integrityScore: 90,
        competenceScore: 70,
        attitudeScore: 180,
        assessmentDate: today,
      }),
    ).toEqual({ attitudeScore: 'Attitude score must be a whole number between 0 and 100' });
  });
});
