import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';

/** Storm mode (issue 26): the banner's switch, its public reading and the status page's figures. */
let svc: ServiceHarness;
const admin: StaffIdentity = {
  kind: 'staff',
  userId: 7,
  username: 'office',
  displayName: 'Shorefront Office',
  role: 'admin',
  permissions: [],
  csrf: true,
};
const clerk: StaffIdentity = { ...admin, userId: 8, username: 'clerk', role: 'staff' };
const TEXT =
  'Hurricane Milton: we are answering emergency requests first; expect a call within 48 hours';

beforeAll(async () => {
  // Counted afresh on every read: each test seeds and reads its own figures.
  svc = await startService(quoteService, { STATUS_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await svc?.close();
});

const as = (identity: StaffIdentity | null) =>
  identity ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) } : {};

const switchBanner = (payload: object, identity: StaffIdentity | null = admin) =>
  svc.app.inject({ method: 'PUT', url: '/api/storm-banner', payload, headers: as(identity) });

const publicBanner = async () => (await svc.app.inject({ url: '/api/storm-banner' })).json().banner;

const status = async () => {
  const response = await svc.app.inject({ url: '/api/status' });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function newQuote() {
  const response = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  expect(response.statusCode).toBe(201);
  const { estimateNumber } = response.json() as { estimateNumber: string };
  const found = await svc.app.inject({
    url: `/api/quotes?search=${estimateNumber}`,
    headers: as(admin),
  });
  return { id: found.json()[0].id as number, estimateNumber };
}

const moveOn = (id: number) =>
  svc.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${id}`,
    payload: { status: 'site_visit_scheduled', scheduledDate: '2030-01-15T09:30' },
    headers: as(admin),
  });

describe('who may switch the banner', () => {
  it('refuses a caller without a staff session, a staff member who is not an admin, and a write without the CSRF token', async () => {
    expect((await switchBanner({ on: true, text: TEXT }, null)).statusCode).toBe(401);
    expect((await switchBanner({ on: true, text: TEXT }, clerk)).statusCode).toBe(403);
    expect(
      (await switchBanner({ on: true, text: TEXT }, { ...admin, csrf: false })).statusCode,
    ).toBe(403);
    expect((await svc.app.inject({ url: '/api/storm-banner/current' })).statusCode).toBe(401);
    expect(await publicBanner()).toBeNull();
  });

  it('refuses to switch on without a text, and a text over 300 characters', async () => {
    const empty = await switchBanner({ on: true, text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Write the banner text before switching it on');
    expect((await switchBanner({ on: true, text: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await switchBanner({ on: 'yes' })).statusCode).toBe(400);
  });
});

describe('switching the banner', () => {
  it('shows the office text with the default Spanish while on, records who and when, and announces each switch', async () => {
    const on = await switchBanner({ on: true, text: TEXT });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ on: true, text: TEXT, textEs: null, changedBy: 'office' });
    const banner = await publicBanner();
    expect(banner.text).toBe(TEXT);
    expect(banner.textEs).toMatch(/^Estamos recibiendo muchas solicitudes por la tormenta/);
    expect((await status()).banner).toEqual(banner);
    const changed = await svc.waitForEvent<{ on: boolean; text: string }>(
      'quote.storm-banner.changed',
      (event) => event.data.on,
    );
    expect(changed.data.text).toBe(TEXT);

    const spanish = 'Huracán Milton: atendemos primero las emergencias.';
    await switchBanner({ on: true, text: TEXT, textEs: spanish });
    expect((await publicBanner()).textEs).toBe(spanish);

    const off = await switchBanner({ on: false });
    expect(off.json()).toMatchObject({ on: false, changedBy: 'office' });
    expect(await publicBanner()).toBeNull();
    expect((await status()).banner).toBeNull();
    const current = await svc.app.inject({ url: '/api/storm-banner/current', headers: as(clerk) });
    // Off keeps the last words, so the office can switch it on again from them.
    expect(current.json()).toMatchObject({ on: false, text: TEXT, textEs: spanish });
    await svc.waitForEvent<{ on: boolean }>('quote.storm-banner.changed', (e) => !e.data.on);
  });
});

describe('the status figures', () => {
  it('counts the requests not yet contacted and says when there are too few recent jobs', async () => {
    const before = await status();
    const first = await newQuote();
    await newQuote();
    const after = await status();
    expect(after.waiting.quotes).toBe(before.waiting.quotes + 2);
    expect(after.waiting.total).toBe(
      after.waiting.quotes + after.waiting.serviceRequests + after.waiting.inspectionRequests,
    );
    expect((await moveOn(first.id)).statusCode).toBe(200);
    const moved = await status();
    expect(moved.waiting.quotes).toBe(after.waiting.quotes - 1);
    expect(moved.callback).toMatchObject({ medianMinutes: null, sample: 1, windowDays: 30 });
  });

  it('takes the median time from request to first contact over the last 30 days', async () => {
    // Three recent requests called back after 1 h, 3 h and 10 h, one older than the window.
    const hours = [1, 3, 10, 100];
    const ages = [2, 5, 12, 40];
    for (const [index, after] of hours.entries()) {
      const quote = await newQuote();
      expect((await moveOn(quote.id)).statusCode).toBe(200);
      const age = ages[index] ?? 0;
      await svc.service.ctx.db.execute(
        sql`update quote.quotes set created_at = now() - make_interval(days => ${age}),
            first_contacted_at = now() - make_interval(days => ${age}) + make_interval(hours => ${after})
            where id = ${quote.id}`,
      );
    }
    // The earlier test's request, contacted at once, is still in the window: 0, 1, 3, 10 h.
    const figures = await status();
    expect(figures.callback.sample).toBe(4);
    expect(figures.callback.medianMinutes).toBe(120);
  });
});
