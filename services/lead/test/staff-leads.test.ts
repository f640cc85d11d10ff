import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';
import { callAs, coldshieldLead, OFFICE, submitLead } from './support/leads.ts';

/** The dashboard's Leads view: ColdShield leads and inspection requests, staff only. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const patchLead = (id: number, body: unknown) =>
  callAs(svc, OFFICE, 'PATCH', `/api/coldshield-leads/${id}`, body);
const patchInspection = (id: number, body: unknown) =>
  callAs(svc, OFFICE, 'PATCH', `/api/inspection-requests/${id}`, body);

/** Posts an inspection request and answers its id, as the staff list shows it. */
async function newInspection(overrides: Parameters<typeof inspectionRequest>[0] = {}) {
  const created = await callAs(
    svc,
    null,
    'POST',
    '/api/inspection-requests',
    inspectionRequest(overrides),
  );
  expect(created.statusCode).toBe(201);
  const list = await callAs(svc, OFFICE, 'GET', '/api/inspection-requests?pageSize=100');
  const found = (list.json() as Array<{ id: number; requestNumber: string }>).find(
    (row) => row.requestNumber === created.json().requestNumber,
  );
  return found?.id as number;
}

describe('without a staff session', () => {
  it('every staff route answers 401, and a change without the CSRF token 403', async () => {
    const { leadId } = await submitLead(svc);
    for (const [method, url, body] of [
      ['GET', '/api/coldshield-leads', undefined],
      ['PATCH', `/api/coldshield-leads/${leadId}`, { status: 'closed' }],
      ['GET', '/api/inspection-requests', undefined],
      ['PATCH', '/api/inspection-requests/1', { status: 'cancelled' }],
    ] as const) {
      const response = await callAs(svc, null, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
    const noToken = await callAs(
      svc,
      { ...OFFICE, csrf: false },
      'PATCH',
      `/api/coldshield-leads/${leadId}`,
      {
        status: 'contacted',
      },
    );
    expect(noToken.statusCode).toBe(403);
  });
});

describe('ColdShield leads (staff)', () => {
  it('lists newest first, filtered by status, with the total in X-Total-Count', async () => {
    const older = await submitLead(svc);
    const newer = await submitLead(svc, coldshieldLead({ message: null }));
    const response = await callAs(svc, OFFICE, 'GET', '/api/coldshield-leads?pageSize=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache'); // polled: revalidated by ETag
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(response.json().map((lead: { id: number }) => lead.id)).toEqual([
      newer.leadId,
      older.leadId,
    ]);
    expect(response.json()[0]).toMatchObject({
      email: newer.request.email,
      status: 'thermal_scan_requested',
      followUpSent: false,
    });

    await patchLead(older.leadId, { status: 'contacted' });
    const contacted = await callAs(svc, OFFICE, 'GET', '/api/coldshield-leads?status=contacted');
    const ids = contacted.json().map((lead: { id: number }) => lead.id);
    expect(ids).toContain(older.leadId);
    expect(ids).not.toContain(newer.leadId);
  });

  it('schedules the scan with its date, records the savings and converts', async () => {
    const { leadId } = await submitLead(svc);
    const scheduled = await patchLead(leadId, { thermalScanDate: '2030-03-04T09:30:00-05:00' });
    expect(scheduled.json()).toMatchObject({
      status: 'scan_scheduled',
      thermalScanScheduled: true,
      thermalScanDate: '2030-03-04T14:30:00.000Z',
    });
    // A JSON body is never coerced: a boolean or a numeric string is no figure.
    for (const coerced of [true, '18400.5']) {
      const refused = await patchLead(leadId, { estimatedSavings: coerced });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        estimatedSavings: 'Estimated savings must be a number, e.g. 18400.50',
      });
    }
    const savings = await patchLead(leadId, { estimatedSavings: 18400.5 });
    expect(savings.json()).toMatchObject({
      estimatedSavings: '18400.50',
      status: 'scan_scheduled',
    });
    const converted = await patchLead(leadId, { status: 'converted' });
    expect(converted.json()).toMatchObject({ status: 'converted', converted: true });
  });

  it('needs the scan date to set scan_scheduled, and at least one change', async () => {
    const { leadId } = await submitLead(svc);
    const withoutDate = await patchLead(leadId, { status: 'scan_scheduled' });
    expect(withoutDate.statusCode).toBe(400);
    expect(withoutDate.json().error.fields).toEqual({
      thermalScanDate: 'Set the thermal scan date to schedule the scan',
    });
    expect((await patchLead(leadId, {})).statusCode).toBe(400);
    expect((await patchLead(leadId, { status: 'won' })).json().error.fields).toEqual({
      status: 'Status must be one of: contacted, scan_scheduled, converted, closed',
    });
  });

  it('answers 404 for a lead that does not exist', async () => {
    const response = await patchLead(987654, { status: 'closed' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('inspection requests (staff)', () => {
  it('lists newest first with every stored field, filtered by status', async () => {
    const first = await newInspection({ customerName: 'Paula Greer' });
    const second = await newInspection({ customerName: 'Tomas Reyes' });
    const response = await callAs(svc, OFFICE, 'GET', '/api/inspection-requests?pageSize=2');
    expect(response.statusCode).toBe(200);
    const [newest, before] = response.json();
    expect(newest).toMatchObject({ id: second, customerName: 'Tomas Reyes', status: 'pending' });
    expect(before).toMatchObject({ id: first, customerName: 'Paula Greer' });
    expect(Object.keys(newest)).toEqual(
      expect.arrayContaining([
        'requestNumber',
        'assignedTo',
        'scheduledDate',
        'inspectionNotes',
        'followUpRequired',
      ]),
    );
    const scheduled = await callAs(svc, OFFICE, 'GET', '/api/inspection-requests?status=scheduled');
    expect(scheduled.json().map((row: { id: number }) => row.id)).not.toContain(second);
  });

  it('schedules, assigns, notes and completes a request', async () => {
    const id = await newInspection();
    const scheduled = await patchInspection(id, {
      scheduledDate: '2030-06-02T08:00:00-04:00',
      assignedTo: 'Marcus Bell',
      notes: 'Bring the drone: two-story tile roof.\nGate code 4412.',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      status: 'scheduled',
      scheduledDate: '2030-06-02T12:00:00.000Z',
      assignedTo: 'Marcus Bell',
      inspectionNotes: 'Bring the drone: two-story tile roof.\nGate code 4412.',
      completedDate: null,
    });
    const done = await patchInspection(id, { status: 'completed', followUpRequired: true });
    expect(done.json()).toMatchObject({ status: 'completed', followUpRequired: true });
    expect(Number.isNaN(Date.parse(done.json().completedDate))).toBe(false);
    const refused = await patchInspection(id, { status: 'lost' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['status']);
  });
});
