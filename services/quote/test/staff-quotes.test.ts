import {
  estimatePrepared,
  quoteStatusChanged,
  type VisitRescheduledData,
  visitRescheduled,
} from '@roofing/contracts';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';

/** The quote service's staff routes, on their own: the caller comes signed, as from the gateway. */
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

const as = (identity: StaffIdentity | null, secret = svc.runtime.identitySecret) =>
  identity ? { [IDENTITY_HEADER]: signIdentity(identity, secret) } : {};

async function newQuote(overrides: Parameters<typeof quoteRequest>[0] = {}) {
  const response = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(overrides),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { estimateNumber: string };
}

async function listQuotes(query = '', identity: StaffIdentity | null = staff) {
  return svc.app.inject({ url: `/api/quotes${query}`, headers: as(identity) });
}

async function idOf(estimateNumber: string): Promise<number> {
  const response = await listQuotes(`?search=${estimateNumber}`);
  return response.json()[0].id;
}

describe('who may call', () => {
  it('answers 401 without a staff identity, and to one not signed by the gateway', async () => {
    expect((await listQuotes('', null)).statusCode).toBe(401);
    const forged = await svc.app.inject({
      url: '/api/quotes',
      headers: as(staff, 'a-secret-the-gateway-does-not-have-0123456789'),
    });
    expect(forged.statusCode).toBe(401);
    const unsigned = await svc.app.inject({
      url: '/api/quotes',
      headers: { [IDENTITY_HEADER]: Buffer.from(JSON.stringify(staff)).toString('base64url') },
    });
    expect(unsigned.statusCode).toBe(401);
  });

  it('refuses a change without the CSRF token with 403', async () => {
    const { estimateNumber } = await newQuote();
    const response = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${await idOf(estimateNumber)}`,
      headers: as({ ...staff, csrf: false }),
      payload: { status: 'cancelled' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/quotes', () => {
  it('pages newest first, with the total in X-Total-Count', async () => {
    for (const city of ['Fernandina Beach', 'St. Augustine', 'Ponte Vedra Beach'])
      await newQuote({ city });
    const response = await listQuotes('?pageSize=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache'); // polled: revalidated by ETag
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(3);
    const page = response.json();
    expect(page).toHaveLength(2);
    expect(page[0].city).toBe('Ponte Vedra Beach');
    expect(typeof page[0].id).toBe('number');
    expect(page[0].email).toContain('@example.com');
    const last = await listQuotes(`?pageSize=2&page=${Math.ceil(total / 2)}`);
    expect(last.json().length).toBe(total % 2 === 0 ? 2 : 1);
  });

  it('searches number, name, e-mail and city, and filters by status', async () => {
    const { estimateNumber } = await newQuote({
      firstName: 'Marisol',
      lastName: 'Quintero',
      email: 'm.quintero@example.net',
      city: 'Neptune Beach',
    });
    for (const term of [
      estimateNumber.toLowerCase(),
      'quinTERO',
      'Marisol Quintero',
      'example.net',
      'neptune',
    ]) {
      const found = (await listQuotes(`?search=${encodeURIComponent(term)}`)).json();
      expect(
        found.map((quote: { estimateNumber: string }) => quote.estimateNumber),
        term,
      ).toEqual([estimateNumber]);
    }
    expect((await listQuotes('?search=%25')).json()).toEqual([]);
    const requested = (await listQuotes('?status=quote_requested&pageSize=100')).json();
    expect(requested.every((quote: { status: string }) => quote.status === 'quote_requested')).toBe(
      true,
    );
    const bad = await listQuotes('?status=teleported&pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['pageSize', 'status']);
  });
});

describe('PATCH /api/quotes/:id', () => {
  it('schedules the visit, then prepares the estimate, with an event for each step', async () => {
    const { estimateNumber } = await newQuote({ email: 'lifecycle@example.com' });
    const id = await idOf(estimateNumber);
    const patch = (payload: object) =>
      svc.app.inject({ method: 'PATCH', url: `/api/quotes/${id}`, headers: as(staff), payload });

    const visit = await patch({ scheduledDate: '2030-12-03T14:00:00-05:00' });
    expect(visit.statusCode).toBe(200);
    expect(visit.json()).toMatchObject({
      status: 'site_visit_scheduled',
      scheduledDate: '2030-12-03T19:00:00.000Z',
    });
    const changed = await svc.waitForEvent<{ to: string; from: string; changedBy: string }>(
      quoteStatusChanged.type,
      (event) =>
        event.data.to === 'site_visit_scheduled' &&
        (event.data as { estimateNumber?: string }).estimateNumber === estimateNumber,
    );
    expect(changed.data).toMatchObject({ from: 'quote_requested', changedBy: 'Shorefront Office' });

    const early = await patch({ status: 'estimate_prepared' });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.estimateAmount).toBeDefined();

    const ready = await patch({
      estimateAmount: 14250.5,
      proposalNotes: 'Tear-off and re-roof, 32 squares.',
    });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'estimate_prepared',
      estimateAmount: '14250.50',
      proposalNotes: 'Tear-off and re-roof, 32 squares.',
    });
    const prepared = await svc.waitForEvent<{
      estimateNumber: string;
      estimateAmount: string;
      email: string;
    }>(estimatePrepared.type, (event) => event.data.estimateNumber === estimateNumber);
    expect(prepared.data).toMatchObject({
      estimateAmount: '14250.50',
      email: 'lifecycle@example.com',
    });

    // Any stored status may be set directly, except completed for an estimate never accepted.
    expect((await patch({ status: 'completed' })).statusCode).toBe(409);
    expect((await patch({ status: 'accepted' })).json().status).toBe('accepted');
    const done = await patch({ status: 'completed' });
    expect(done.json().status).toBe('completed');
  });

  it('announces a visit set, moved or cleared under an unchanged status, and nothing else', async () => {
    const { estimateNumber } = await newQuote({ email: 'moved.visit@example.com' });
    const id = await idOf(estimateNumber);
    const patch = (payload: object) =>
      svc.app.inject({ method: 'PATCH', url: `/api/quotes/${id}`, headers: as(staff), payload });
    const movesOf = () =>
      svc.published.filter(
        (event) =>
          event.type === visitRescheduled.type &&
          (event.data as VisitRescheduledData).estimateNumber === estimateNumber,
      );
    const move = (index: number) =>
      waitFor(() => movesOf()[index], 5000, `reschedule event ${index + 1}`);

    // Scheduling from a new request is a status change, not a reschedule.
    expect((await patch({ scheduledDate: '2030-12-03T14:00:00-05:00' })).statusCode).toBe(200);
    await svc.waitForEvent(
      quoteStatusChanged.type,
      (event) => (event.data as { estimateNumber: string }).estimateNumber === estimateNumber,
    );
    expect(movesOf()).toHaveLength(0);

    const moved = await patch({ scheduledDate: '2030-12-04T09:30:00-05:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'site_visit_scheduled',
      scheduledDate: '2030-12-04T14:30:00.000Z',
    });
    const event = await move(0);
    expect(event.correlationId).toBe(moved.headers['x-request-id']);
    expect(visitRescheduled.schema.safeParse(event.data).success).toBe(true);
    expect(event.data).toMatchObject({
      status: 'site_visit_scheduled',
      previousDate: '2030-12-03T19:00:00.000Z',
      scheduledDate: '2030-12-04T14:30:00.000Z',
      changedBy: 'Shorefront Office',
      email: 'moved.visit@example.com',
    });

    // The same instant written in another offset, or with the unchanged status, is no change.
    await patch({ scheduledDate: '2030-12-04T14:30:00Z', status: 'site_visit_scheduled' });
    await patch({ proposalNotes: 'Bring the drone for the steep rear slope.' });
    expect((await patch({ scheduledDate: null })).statusCode).toBe(200);
    await waitFor(() =>
      movesOf().find((candidate) => !(candidate.data as VisitRescheduledData).scheduledDate),
    );
    expect(movesOf().map((move) => (move.data as VisitRescheduledData).scheduledDate)).toEqual([
      '2030-12-04T14:30:00.000Z',
      null,
    ]);
    expect(
      svc.published.filter(
        (candidate) =>
          candidate.type === quoteStatusChanged.type &&
          (candidate.data as { estimateNumber: string }).estimateNumber === estimateNumber,
      ),
    ).toHaveLength(1);
  });

  it('validates the change and answers 404 for an unknown quote', async () => {
    const { estimateNumber } = await newQuote();
    const id = await idOf(estimateNumber);
    const patch = (path: string, payload: object) =>
      svc.app.inject({ method: 'PATCH', url: path, headers: as(staff), payload });
    expect((await patch(`/api/quotes/${id}`, {})).statusCode).toBe(400);
    const bad = await patch(`/api/quotes/${id}`, { estimateAmount: -5, status: 'paid' });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['estimateAmount', 'status']);
    expect((await patch('/api/quotes/999999', { status: 'cancelled' })).statusCode).toBe(404);
    expect((await patch('/api/quotes/abc', { status: 'cancelled' })).statusCode).toBe(400);
  });
});

describe('GET /api/quotes/stats', () => {
  it('counts the tiles on the server', async () => {
    const response = await svc.app.inject({ url: '/api/quotes/stats', headers: as(staff) });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats.newThisWeek).toBeGreaterThanOrEqual(5);
    expect(stats.awaitingEstimate).toBeGreaterThanOrEqual(1);
    expect(stats.pipelineValue).toMatch(/^\d+\.\d{2}$/);
    expect((await svc.app.inject({ url: '/api/quotes/stats' })).statusCode).toBe(401);
  });
});
