import type { AfterSales, StaffQuote } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/**
 * Storm priority (issue 26): while the storm banner is on, the office's quote list puts the jobs
 * with an active leak (a leak or storm-damage service request still open or in progress) first,
 * the oldest waiting request first, flagged with when it came in; the job's after-sales view
 * flags the requests. With the banner off the list is newest first and nothing is flagged.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});
const staff = () => signedAs(svc, OFFICE);

async function newQuote() {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { estimateNumber } = created.json() as { estimateNumber: string };
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: staff() })
  ).json();
  return { id: listed.id as number, estimateNumber };
}

/** A completed job (accepted by phone, then completed), where the customer may ask for service. */
async function completedJob() {
  const quote = await newQuote();
  for (const status of ['accepted', 'completed']) {
    const moved = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quote.id}`,
      headers: staff(),
      payload: { status, estimateAmount: 16800 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return quote;
}

async function askForService(
  estimateNumber: string,
  requestType: string,
  description: string,
): Promise<void> {
  const opened = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes/portal-session/service-requests',
    headers: signedAs(svc, { kind: 'portal', estimateNumber, verified: true }),
    payload: { requestType, priority: 'high', description },
  });
  expect(opened.statusCode, opened.body).toBe(201);
}

const afterSales = async (id: number) =>
  (
    await svc.app.inject({ url: `/api/quotes/${id}/after-sales`, headers: staff() })
  ).json() as AfterSales;

async function list(query = '') {
  const response = await svc.app.inject({ url: `/api/quotes${query}`, headers: staff() });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as StaffQuote[];
  return {
    ids: rows.map((row) => row.id),
    flags: rows.map((row) => row.stormPriority),
    since: rows.map((row) => row.priorityRequestedAt),
    total: Number(response.headers['x-total-count']),
  };
}

async function switchBanner(on: boolean) {
  const response = await svc.app.inject({
    method: 'PUT',
    url: '/api/storm-banner',
    headers: staff(),
    payload: on
      ? { on, text: 'Hurricane Milton: we are answering active leaks and emergencies first' }
      : { on },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('storm priority in the office quote list', () => {
  it('puts jobs with an active leak first, oldest request first, flagged, only while the banner is on', async () => {
    const calm = await newQuote();
    const leakJob = await completedJob();
    const stormJob = await completedJob();
    const gutterJob = await completedJob();
    const fixedJob = await completedJob();
    const fresh = await newQuote();
    // The storm-damage request comes in before the leak: it has waited longest.
    await askForService(stormJob.estimateNumber, 'storm_damage', 'Ridge caps blew off overnight.');
    await askForService(leakJob.estimateNumber, 'leak', 'Water dripping into the garage.');
    await askForService(
      gutterJob.estimateNumber,
      'gutters',
      'Gutter pulled loose on the east side.',
    );
    await askForService(fixedJob.estimateNumber, 'leak', 'Stain over the back porch.');
    const [fixedRequest] = (await afterSales(fixedJob.id)).serviceRequests;
    const resolved = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/service-requests/${fixedRequest?.id}`,
      headers: staff(),
      payload: { status: 'resolved', resolutionNotes: 'Resealed the porch flashing.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);

    const newestFirst = [fresh, fixedJob, gutterJob, stormJob, leakJob, calm].map((q) => q.id);
    const calmList = await list();
    expect(calmList).toMatchObject({ ids: newestFirst, total: 6 });
    expect(calmList.flags.every((flag) => flag === false)).toBe(true);
    expect(calmList.since.every((since) => since === null)).toBe(true);
    expect((await afterSales(leakJob.id)).serviceRequests[0]?.stormPriority).toBe(false);

    await switchBanner(true);
    const stormRequest = (await afterSales(stormJob.id)).serviceRequests[0];
    const leakRequest = (await afterSales(leakJob.id)).serviceRequests[0];
    const stormOrder = [stormJob, leakJob, fresh, fixedJob, gutterJob, calm].map((q) => q.id);
    expect(await list()).toEqual({
      ids: stormOrder,
      flags: [true, true, false, false, false, false],
      since: [stormRequest?.createdAt, leakRequest?.createdAt, null, null, null, null],
      total: 6,
    });
    // Paging walks the same order; the total is unchanged.
    expect(await list('?pageSize=4&page=1')).toMatchObject({
      ids: stormOrder.slice(0, 4),
      total: 6,
    });
    expect(await list('?pageSize=4&page=2')).toMatchObject({
      ids: stormOrder.slice(4),
      flags: [false, false],
      total: 6,
    });
    // The filters keep the priority inside them.
    expect(await list('?status=completed')).toMatchObject({
      ids: [stormJob, leakJob, fixedJob, gutterJob].map((q) => q.id),
      flags: [true, true, false, false],
      total: 4,
    });
    // The job's after-sales view flags the active leak, not a gutter job or a resolved leak.
    expect(leakRequest?.stormPriority).toBe(true);
    expect(stormRequest?.stormPriority).toBe(true);
    expect((await afterSales(gutterJob.id)).serviceRequests[0]?.stormPriority).toBe(false);
    expect((await afterSales(fixedJob.id)).serviceRequests[0]?.stormPriority).toBe(false);
    // The customer's portal view carries no flag.
    const portal = await svc.app.inject({
      url: '/api/quotes/portal-session/after-sales',
      headers: signedAs(svc, {
        kind: 'portal',
        estimateNumber: leakJob.estimateNumber,
        verified: true,
      }),
    });
    expect(portal.json().serviceRequests[0]).not.toHaveProperty('stormPriority');
    // A staff change answers the quote flagged as the list shows it.
    const noted = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${fresh.id}`,
      headers: staff(),
      payload: { status: 'site_visit_scheduled', scheduledDate: '2030-01-15T09:30' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json()).toMatchObject({ stormPriority: false, priorityRequestedAt: null });

    await switchBanner(false);
    const afterStorm = await list();
    expect(afterStorm).toMatchObject({ ids: newestFirst, total: 6 });
    expect(afterStorm.flags.every((flag) => flag === false)).toBe(true);
    expect(afterStorm.since.every((since) => since === null)).toBe(true);
    expect((await afterSales(leakJob.id)).serviceRequests[0]?.stormPriority).toBe(false);
  });
});

describe('storm priority and the polled list', () => {
  /** The list as the dashboard polls it: with the ETag of its last answer. */
  async function poll(etag?: string) {
    const response = await svc.app.inject({
      url: '/api/quotes?pageSize=50',
      headers: { ...staff(), ...(etag ? { 'if-none-match': etag } : {}) },
    });
    return {
      status: response.statusCode,
      etag: response.headers.etag as string,
      rows: response.statusCode === 200 ? (response.json() as StaffQuote[]) : [],
    };
  }

  it('answers the new order, not 304, after the banner switches or an active leak comes in', async () => {
    const leakJob = await completedJob();
    await newQuote();
    const calm = await poll();
    expect(calm.status).toBe(200);
    expect((await poll(calm.etag)).status).toBe(304);

    await switchBanner(true);
    const storm = await poll(calm.etag);
    expect(storm.status).toBe(200);
    expect(storm.etag).not.toBe(calm.etag);
    expect((await poll(storm.etag)).status).toBe(304);

    // The homeowner reports a leak: no quote row changes, yet the job moves up among the
    // flagged (the jobs left flagged by the test above came in earlier).
    const flaggedIds = (rows: StaffQuote[]) =>
      rows.filter((row) => row.stormPriority).map((row) => row.id);
    await askForService(leakJob.estimateNumber, 'leak', 'Water coming through the hall ceiling.');
    const leak = await poll(storm.etag);
    expect(leak.status).toBe(200);
    expect(flaggedIds(leak.rows)).toContain(leakJob.id);
    expect(flaggedIds(leak.rows).at(-1)).toBe(leakJob.id);

    // The office resolves it: the job leaves the priority on the next poll.
    const [request] = (await afterSales(leakJob.id)).serviceRequests;
    const resolved = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/service-requests/${request?.id}`,
      headers: staff(),
      payload: { status: 'resolved', resolutionNotes: 'Replaced the cracked pipe boot.' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const after = await poll(leak.etag);
    expect(after.status).toBe(200);
    expect(flaggedIds(after.rows)).not.toContain(leakJob.id);

    await switchBanner(false);
    expect((await poll(after.etag)).status).toBe(200);
  });
});
