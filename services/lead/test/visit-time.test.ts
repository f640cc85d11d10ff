import { addCalendarDays, easternToday } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { leadService } from '../src/service.ts';
import { callAs, OFFICE, submitLead } from './support/leads.ts';

/**
 * The visits staff type in the Leads view (an inspection, a thermal scan) are Florida times:
 * the wall time "2030-01-15T09:30" is read in America/New_York, and a visit in the past is
 * refused with a field error (shared/SPEC-DECISIONS.md, "Times are Florida times").
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(leadService);
});
afterAll(async () => {
  await svc?.close();
});

const yesterdayAt10 = () => `${addCalendarDays(easternToday(), -1)}T10:00`;

async function newInspection(): Promise<number> {
  const created = await callAs(svc, null, 'POST', '/api/inspection-requests', inspectionRequest());
  expect(created.statusCode).toBe(201);
  const list = await callAs(svc, OFFICE, 'GET', '/api/inspection-requests?pageSize=100');
  return (list.json() as Array<{ id: number; requestNumber: string }>).find(
    (row) => row.requestNumber === created.json().requestNumber,
  )?.id as number;
}

describe('an inspection visit', () => {
  it('is read as Eastern wall time and refused in the past', async () => {
    const id = await newInspection();
    const patch = (body: unknown) =>
      callAs(svc, OFFICE, 'PATCH', `/api/inspection-requests/${id}`, body);
    const winter = await patch({ scheduledDate: '2030-01-15T09:30' });
    expect(winter.statusCode).toBe(200);
    expect(winter.json()).toMatchObject({
      status: 'scheduled',
      scheduledDate: '2030-01-15T14:30:00.000Z',
    });
    const past = await patch({ scheduledDate: yesterdayAt10() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({
      scheduledDate: 'Inspection visit cannot be in the past',
    });
  });
});

describe('a thermal scan', () => {
  it('is read as Eastern wall time and refused in the past', async () => {
    const { leadId } = await submitLead(svc);
    const patch = (body: unknown) =>
      callAs(svc, OFFICE, 'PATCH', `/api/coldshield-leads/${leadId}`, body);
    const summer = await patch({ thermalScanDate: '2030-07-16T09:30' });
    expect(summer.statusCode).toBe(200);
    expect(summer.json()).toMatchObject({
      status: 'scan_scheduled',
      thermalScanDate: '2030-07-16T13:30:00.000Z',
    });
    const past = await patch({ thermalScanDate: yesterdayAt10() });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({
      thermalScanDate: 'Thermal scan date cannot be in the past',
    });
  });
});
