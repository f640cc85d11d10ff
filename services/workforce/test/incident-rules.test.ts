import { businessToday, type IncidentCreate } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { changeIncident, reportIncident } from '../src/domain/report-incident.ts';
import { workforceService } from '../src/service.ts';
import { employeeStore } from '../src/store/employees.ts';
import { type SafetyStore, safetyStore } from '../src/store/safety.ts';
import { refusal } from './support/refusal.ts';

/**
 * The incident report's rules, called as the routes call them but without HTTP: the facts the
 * schema cannot check, SI-<year>-<n> numbering in the transaction that writes the report, and
 * closing. Each test numbers reports of its own past year, so the seeded reports do not count.
 */
let svc: ServiceHarness;
let ctx: ServiceContext;
let store: SafetyStore;
beforeAll(async () => {
  svc = await startService(workforceService);
  ctx = svc.service.ctx;
  store = safetyStore(ctx.db);
});
afterAll(async () => {
  await svc?.close();
});

const report = (incidentDate: string, overrides: Partial<IncidentCreate> = {}): IncidentCreate => ({
  incidentDate,
  incidentTime: '10:15',
  location: '77 Ocean Blvd, Atlantic Beach, FL 32233',
  employeeRef: null,
  employeeName: 'Luis Ortega',
  incidentType: 'Struck By',
  severity: 'minor',
  description: 'A hammer slid off the roof and grazed a helper at the eave.',
  injuryType: null,
  bodyPart: null,
  treatmentRequired: false,
  workDaysLost: 0,
  reportedBy: 'Marcus Delgado',
  investigationStatus: 'pending',
  correctiveActions: [],
  witnesses: [],
  actionsTaken: null,
  preventiveMeasures: null,
  ...overrides,
});

describe('reporting an incident', () => {
  it('numbers the reports of a year SI-<year>-<n>, one number each, even when filed at once', async () => {
    const rows = await Promise.all(
      Array.from({ length: 6 }, () => reportIncident(ctx, store, report('2017-05-02'))),
    );
    const numbers = rows.map((row) => row.incidentNumber).sort();
    expect(numbers).toEqual([
      'SI-2017-1',
      'SI-2017-2',
      'SI-2017-3',
      'SI-2017-4',
      'SI-2017-5',
      'SI-2017-6',
    ]);
  });

  it('leaves no gap in the numbering when the report cannot be written', async () => {
    const first = await reportIncident(ctx, store, report('2016-03-09'));
    // Longer than its column (past the schema, as only a bug could send it): the insert fails
    // after the counter was raised, in the same transaction.
    const tooLong = report('2016-03-09', {
      incidentType: 'x'.repeat(80) as IncidentCreate['incidentType'],
    });
    await expect(reportIncident(ctx, store, tooLong)).rejects.toThrow();
    const next = await reportIncident(ctx, store, report('2016-03-10'));
    expect([first.incidentNumber, next.incidentNumber]).toEqual(['SI-2016-1', 'SI-2016-2']);
  });

  it('refuses a date to come and an employee not on file, at their fields', async () => {
    const tomorrow = new Date(Date.parse(`${businessToday()}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const future = await refusal(reportIncident(ctx, store, report(tomorrow)));
    expect(future.code).toBe('VALIDATION_FAILED');
    expect(future.fields).toEqual({ incidentDate: 'The date cannot be in the future' });
    const stranger = await refusal(
      reportIncident(ctx, store, report('2016-04-01', { employeeRef: 999_999 })),
    );
    expect(stranger.fields).toEqual({ employeeRef: 'Choose an employee from the directory' });
  });

  it('keeps the employee named from the directory', async () => {
    const [employee] = await employeeStore(ctx.db).list({});
    const row = await reportIncident(
      ctx,
      store,
      report('2016-05-01', { employeeRef: employee?.id ?? null }),
    );
    expect(row.employeeRef).toBe(employee?.id);
  });
});

describe('changing an incident', () => {
  it('records when it was closed, and forgets it when reopened', async () => {
    const { id } = await reportIncident(ctx, store, report('2015-07-07'));
    const closed = await changeIncident(store, id, { status: 'closed' });
    expect(closed.status).toBe('closed');
    expect(closed.closedAt).toBeInstanceOf(Date);
    const reopened = await changeIncident(store, id, { status: 'open', location: 'Pier 7' });
    expect(reopened.closedAt).toBeNull();
    expect(reopened.jobSiteAddress).toBe('Pier 7');
  });

  it('answers 404 for a report that does not exist', async () => {
    const missing = await refusal(changeIncident(store, 999_999, { status: 'closed' }));
    expect(missing.code).toBe('NOT_FOUND');
  });
});
