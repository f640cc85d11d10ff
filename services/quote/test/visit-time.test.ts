import { addCalendarDays, easternToday, quoteStatusChanged } from '@roofing/contracts';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';

/**
 * Site visits are Florida times (shared/SPEC-DECISIONS.md): the dashboard sends the Eastern wall
 * time it shows ("2030-01-15T09:30", labelled ET) and the server reads it in America/New_York,
 * whatever the zone of the machine; an ISO instant with an offset still works; a visit in the
 * past is refused with a field error.
 */
let svc: ServiceHarness;
const staff: StaffIdentity = {
  kind: 'staff',
  userId: 7,
  username: 'office',
  displayName: 'Shorefront Office',
  role: 'admin',
  permissions: [],
  csrf: true,
};

beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});

const asStaff = () => ({ [IDENTITY_HEADER]: signIdentity(staff, svc.runtime.identitySecret) });

/** The quote as the staff list shows it. */
async function listed(estimateNumber: string) {
  const list = await svc.app.inject({
    url: `/api/quotes?search=${estimateNumber}`,
    headers: asStaff(),
  });
  return list.json()[0] as { id: number; scheduledDate: string | null };
}

async function newQuoteId(): Promise<{ id: number; estimateNumber: string }> {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ email: 'visit.time@example.com' }),
  });
  expect(created.statusCode).toBe(201);
  const { estimateNumber } = created.json() as { estimateNumber: string };
  return { id: (await listed(estimateNumber)).id, estimateNumber };
}

const patch = (id: number, payload: object) =>
  svc.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${id}`,
    headers: asStaff(),
    payload,
  });

describe('PATCH /api/quotes/:id scheduledDate, in Florida time', () => {
  it('reads a wall time as Eastern time, winter and summer, and tells the customer that instant', async () => {
    const { id, estimateNumber } = await newQuoteId();
    const winter = await patch(id, { scheduledDate: '2030-01-15T09:30' });
    expect(winter.statusCode).toBe(200);
    expect(winter.json()).toMatchObject({
      status: 'site_visit_scheduled',
      scheduledDate: '2030-01-15T14:30:00.000Z',
    });
    const event = await svc.waitForEvent<{ estimateNumber: string; scheduledDate: string }>(
      quoteStatusChanged.type,
      (candidate) => candidate.data.estimateNumber === estimateNumber,
    );
    expect(event.data.scheduledDate).toBe('2030-01-15T14:30:00.000Z');

    // The track page's reading carries the visit, for it to print as Florida wall time.
    const tracked = await svc.app.inject({ url: `/api/estimates/${estimateNumber}` });
    expect(tracked.json().scheduledDate).toBe('2030-01-15T14:30:00.000Z');

    const summer = await patch(id, { scheduledDate: '2030-07-16T09:30' });
    expect(summer.json().scheduledDate).toBe('2030-07-16T13:30:00.000Z');
    // The spec's form, an instant with its offset, means the same.
    const withOffset = await patch(id, { scheduledDate: '2030-07-16T09:30:00-04:00' });
    expect(withOffset.json().scheduledDate).toBe('2030-07-16T13:30:00.000Z');
  });

  it('refuses a visit in the past with a field error, and keeps the one booked', async () => {
    const { id, estimateNumber } = await newQuoteId();
    expect((await patch(id, { scheduledDate: '2030-02-05T10:00' })).statusCode).toBe(200);
    const yesterday = `${addCalendarDays(easternToday(), -1)}T10:00`;
    for (const scheduledDate of [yesterday, '2020-06-01T10:00:00-04:00']) {
      const refused = await patch(id, { scheduledDate });
      expect(refused.statusCode, scheduledDate).toBe(400);
      expect(refused.json().error.fields).toEqual({
        scheduledDate: 'Site visit cannot be in the past',
      });
    }
    const skipped = await patch(id, { scheduledDate: '2030-03-10T02:30' });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error.fields.scheduledDate).toMatch(/does not exist in Eastern time/);
    expect((await listed(estimateNumber)).scheduledDate).toBe('2030-02-05T15:00:00.000Z');
    // Clearing the visit is not a time, so never "in the past".
    expect((await patch(id, { scheduledDate: null })).json().scheduledDate).toBeNull();
  });
});
