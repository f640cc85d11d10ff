import type { EventEnvelope, InspectionStatusChangedData } from '@roofing/contracts';
import { leadService } from '@roofing/lead';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionRequest, waitFor } from '../support/factories.ts';
import { type ServiceHarness, startService } from '../support/service-harness.ts';

/**
 * The public status page counts the inspection requests the office has not acted on yet. They
 * belong to the lead service; the quote service, which answers GET /api/status, learns of them
 * only from the lead service's events (`lead.inspection.requested`,
 * `lead.inspection.status-changed`), carried here from one service's bus to the other's.
 */
let lead: ServiceHarness;
let quote: ServiceHarness;
beforeAll(async () => {
  // The quote service first: its copy counts requests announced from its start on.
  quote = await startService(quoteService, { STATUS_CACHE_SECONDS: '0' });
  lead = await startService(leadService);
  const publish = lead.runtime.bus.publish.bind(lead.runtime.bus);
  lead.runtime.bus.publish = async (event) => {
    await publish(event);
    await quote.runtime.bus.publish(event);
  };
});
afterAll(async () => {
  await lead?.close();
  await quote?.close();
});

const OFFICE: StaffIdentity = {
  kind: 'staff',
  userId: 5,
  username: 'dana.office',
  displayName: 'Dana Price',
  role: 'staff',
  permissions: [],
  csrf: true,
};
const staff = { [IDENTITY_HEADER]: '' };

const waitingInspections = async (): Promise<number> => {
  const response = await quote.app.inject({ url: '/api/status' });
  expect(response.statusCode).toBe(200);
  const { waiting } = response.json();
  expect(waiting.total).toBe(waiting.quotes + waiting.serviceRequests + waiting.inspectionRequests);
  return waiting.inspectionRequests;
};

/** Waits until the status page's count reaches `expected` (the events travel after the commit). */
const countReaches = (expected: number) =>
  waitFor(
    async () => ((await waitingInspections()) === expected ? true : undefined),
    5000,
    `${expected} inspection requests waiting`,
  );

const patch = (id: number, payload: object) =>
  lead.app.inject({
    method: 'PATCH',
    url: `/api/inspection-requests/${id}`,
    payload,
    headers: staff,
  });

const changesOf = (requestNumber: string) =>
  lead.published.filter(
    (event): event is EventEnvelope<InspectionStatusChangedData> =>
      event.type === 'lead.inspection.status-changed' &&
      (event.data as InspectionStatusChangedData).requestNumber === requestNumber,
  );

describe('inspection requests on the status page', () => {
  it('counts a request until the office schedules it, again when the visit is cleared, and not once cancelled', async () => {
    staff[IDENTITY_HEADER] = signIdentity(OFFICE, lead.runtime.identitySecret);
    const before = await waitingInspections();

    const created = await lead.app.inject({
      method: 'POST',
      url: '/api/inspection-requests',
      payload: inspectionRequest({
        urgencyLevel: 'emergency',
        inspectionType: 'repair',
        description: 'Hurricane winds lifted the ridge cap; rain is coming through the attic.',
      }),
    });
    expect(created.statusCode).toBe(201);
    const { requestNumber } = created.json() as { requestNumber: string };
    await countReaches(before + 1);

    const list = await lead.app.inject({
      url: '/api/inspection-requests?status=pending&pageSize=100',
      headers: staff,
    });
    const id = (list.json() as Array<{ id: number; requestNumber: string }>).find(
      (row) => row.requestNumber === requestNumber,
    )?.id as number;
    expect(id).toBeGreaterThan(0);

    // A note changes nothing the status page counts, and announces no change of status.
    const noted = await patch(id, { notes: 'Called back, left a voicemail about the tarp.' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json().status).toBe('pending');

    // Setting the visit schedules the request: no longer waiting for the office.
    const scheduled = await patch(id, {
      scheduledDate: '2030-01-15T09:30',
      assignedTo: 'Ray Boone',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().status).toBe('scheduled');
    await countReaches(before);

    // Clearing the visit puts it back in the queue; cancelling takes it out for good.
    expect((await patch(id, { scheduledDate: null })).json().status).toBe('pending');
    await countReaches(before + 1);
    const cancelled = await patch(id, { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    await countReaches(before);

    const changes = changesOf(requestNumber).map((event) => event.data);
    expect(changes.map((change) => [change.previousStatus, change.status])).toEqual([
      ['pending', 'scheduled'],
      ['scheduled', 'pending'],
      ['pending', 'cancelled'],
    ]);
    expect(changes[0]).toMatchObject({
      urgencyLevel: 'emergency',
      changedAt: scheduled.json().updatedAt,
    });
    expect(changes[2]?.changedAt).toBe(cancelled.json().updatedAt);
  });

  it('announces nothing when a change leaves the status as it was', async () => {
    const created = await lead.app.inject({
      method: 'POST',
      url: '/api/inspection-requests',
      payload: inspectionRequest(),
    });
    const { requestNumber } = created.json() as { requestNumber: string };
    const list = await lead.app.inject({
      url: '/api/inspection-requests?status=pending&pageSize=100',
      headers: staff,
    });
    const id = (list.json() as Array<{ id: number; requestNumber: string }>).find(
      (row) => row.requestNumber === requestNumber,
    )?.id as number;
    expect((await patch(id, { status: 'completed' })).json().status).toBe('completed');
    expect((await patch(id, { status: 'completed', followUpRequired: true })).statusCode).toBe(200);
    expect(
      (await patch(id, { notes: 'Roof is sound; two cracked tiles replaced.' })).statusCode,
    ).toBe(200);
    // Whatever was published by now has been published: the relay polls every 50 ms.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(changesOf(requestNumber).map((event) => event.data.status)).toEqual(['completed']);
  });
});
