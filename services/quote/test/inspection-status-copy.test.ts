import { randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  type InspectionRequestedData,
  type InspectionStatusChangedData,
  inspectionRequested,
  inspectionStatusChanged,
} from '@roofing/contracts';
import { createEnvelope, type EventSubscription, subscriptionFor } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { onInspectionRequested } from '../src/events/on-inspection-requested.ts';
import { onInspectionStatusChanged } from '../src/events/on-inspection-status-changed.ts';
import { quoteService } from '../src/service.ts';

/**
 * The status page's copy of the lead service's inspection requests, fed by its two events in
 * whatever order the broker hands them over: a change that comes before its request, an older
 * change that comes after a newer one, and an event delivered twice.
 */
let svc: ServiceHarness;
let requested: EventSubscription;
let changed: EventSubscription;
beforeAll(async () => {
  // Counted afresh on every read: each test reads the figures its own events made.
  svc = await startService(quoteService, { STATUS_CACHE_SECONDS: '0' });
  requested = subscriptionFor(quoteService, onInspectionRequested, svc.service.ctx);
  changed = subscriptionFor(quoteService, onInspectionStatusChanged, svc.service.ctx);
});
afterAll(async () => {
  await svc?.close();
});

const waitingInspections = async (): Promise<number> => {
  const response = await svc.app.inject({ url: '/api/status' });
  expect(response.statusCode).toBe(200);
  const { waiting } = response.json();
  expect(waiting.total).toBe(waiting.quotes + waiting.serviceRequests + waiting.inspectionRequests);
  return waiting.inspectionRequests;
};

let counter = 0;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function requestEvent(
  requestNumber: string,
  requestedAt = new Date().toISOString(),
): EventEnvelope<InspectionRequestedData> {
  counter++;
  return createEnvelope({
    type: inspectionRequested.type,
    source: 'lead',
    correlationId: `request-${randomUUID()}`,
    data: {
      requestNumber,
      customerName: `Dolores Whitfield ${counter}`,
      customerEmail: `dolores.whitfield${counter}@example.com`,
      customerPhone: '(904) 555-0178',
      propertyAddress: '1412 Ocean Blvd, Atlantic Beach, FL 32233',
      inspectionType: 'repair',
      urgencyLevel: 'emergency',
      description: 'Shingles torn off over the porch after last night’s squall; water at the door.',
      preferredDate: '2030-01-15',
      requestedAt,
      language: 'en',
      textConsent: null,
    },
  });
}

const changeEvent = (
  requestNumber: string,
  previousStatus: string,
  status: string,
  changedAt: string,
): EventEnvelope<InspectionStatusChangedData> =>
  createEnvelope({
    type: inspectionStatusChanged.type,
    source: 'lead',
    correlationId: `change-${randomUUID()}`,
    data: { requestNumber, previousStatus, status, urgencyLevel: 'emergency', changedAt },
  });

const newNumber = () =>
  `INS-${randomUUID()
    .replace(/[^A-Z0-9]/gi, '')
    .slice(0, 6)
    .toUpperCase()}`;

/** Hands one event to its consumer the way the bus delivers it (first delivery unless told). */
const deliver = (event: EventEnvelope, count = 1) =>
  (event.type === inspectionRequested.type ? requested : changed).handle(event, { count });

describe('the copy of inspection requests', () => {
  it('counts a new request as waiting and stops once the office schedules it', async () => {
    const before = await waitingInspections();
    const number = newNumber();
    await deliver(requestEvent(number));
    expect(await waitingInspections()).toBe(before + 1);
    await deliver(changeEvent(number, 'pending', 'scheduled', new Date().toISOString()));
    expect(await waitingInspections()).toBe(before);
  });

  it('does not resurrect a request whose cancellation arrived before the request itself', async () => {
    const before = await waitingInspections();
    const number = newNumber();
    const request = requestEvent(number, minutesAgo(5));
    await deliver(changeEvent(number, 'pending', 'cancelled', minutesAgo(1)));
    expect(await waitingInspections()).toBe(before);
    await deliver(request);
    expect(await waitingInspections()).toBe(before);
    // Delivered again (the broker did not hear the acknowledgement), and re-sent as a new event.
    await deliver(request, 2);
    await deliver({ ...request, id: randomUUID() });
    expect(await waitingInspections()).toBe(before);
  });

  it('keeps the newest change when an older one is delivered after it', async () => {
    const before = await waitingInspections();
    const scheduledThenDone = newNumber();
    await deliver(requestEvent(scheduledThenDone, minutesAgo(10)));
    await deliver(changeEvent(scheduledThenDone, 'scheduled', 'completed', minutesAgo(2)));
    await deliver(changeEvent(scheduledThenDone, 'pending', 'scheduled', minutesAgo(6)));
    expect(await waitingInspections()).toBe(before);

    // Scheduled, then the visit cleared (back to pending): the late "scheduled" must not win.
    const putBack = newNumber();
    await deliver(changeEvent(putBack, 'scheduled', 'pending', minutesAgo(1)));
    await deliver(requestEvent(putBack, minutesAgo(10)));
    await deliver(changeEvent(putBack, 'pending', 'scheduled', minutesAgo(5)));
    expect(await waitingInspections()).toBe(before + 1);
  });

  it('leaves out a request made before the copy began (a broker replaying its history)', async () => {
    const before = await waitingInspections();
    await deliver(requestEvent(newNumber(), '2025-06-02T14:00:00.000Z'));
    expect(await waitingInspections()).toBe(before);
  });
});
