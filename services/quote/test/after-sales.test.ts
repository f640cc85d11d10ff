import { readFileSync } from 'node:fs';
import {
  type AfterSales,
  type FeedbackReceivedData,
  type PortalAfterSales,
  SERVICE_REQUESTS_PER_DAY,
  SERVICE_REQUESTS_UNRESOLVED_MAX,
  type ServiceRequestOpenedData,
} from '@roofing/contracts';
import type { Identity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/** After the job: warranties on completion, payments, feedback and service requests. */
let svc: ServiceHarness;
const staff = OFFICE;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});
const as = (identity: Identity) => signedAs(svc, identity);

async function job() {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  const { estimateNumber } = created.json();
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(staff) })
  ).json();
  const portal = as({ kind: 'portal', estimateNumber, verified: true });
  const setStatus = (status: string) =>
    svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${listed.id}`,
      headers: as(staff),
      payload: { status, estimateAmount: 14250 },
    });
  // A job is an accepted estimate (accepted by phone: staff record it); only then can it complete.
  expect((await setStatus('accepted')).statusCode).toBe(200);
  // The job's after-sales view as staff see it, and as its customer's portal session does.
  const staffView = async () =>
    (
      await svc.app.inject({ url: `/api/quotes/${listed.id}/after-sales`, headers: as(staff) })
    ).json() as AfterSales;
  const portalView = async () =>
    (
      await svc.app.inject({ url: '/api/quotes/portal-session/after-sales', headers: portal })
    ).json() as PortalAfterSales;
  return {
    id: listed.id as number,
    estimateNumber: estimateNumber as string,
    portal,
    setStatus,
    staffView,
    portalView,
  };
}

describe('after the job', () => {
  it('gives a completed job its warranties, from the day it was completed', async () => {
    const { setStatus, staffView, portalView } = await job();
    const before = await portalView();
    expect(before).toMatchObject({
      completed: false,
      warranties: [],
      payments: [],
      feedback: null,
    });
    expect((await setStatus('completed')).statusCode).toBe(200);
    const after = await staffView();
    expect(after.completed).toBe(true);
    expect(after.warranties.map((w) => [w.warrantyType, w.warrantyLength])).toEqual([
      ['materials', 25],
      ['workmanship', 10],
    ]);
    const workmanship = after.warranties[1];
    expect(
      Number(workmanship?.endDate.slice(0, 4)) - Number(workmanship?.startDate.slice(0, 4)),
    ).toBe(10);
    const [materials] = after.warranties;
    expect(Number(materials?.endDate.slice(0, 4)) - Number(materials?.startDate.slice(0, 4))).toBe(
      25,
    );
    expect(materials?.endDate.slice(4)).toBe(materials?.startDate.slice(4));
  });

  it('records payments staff enter, shown to the customer', async () => {
    const { id, portalView } = await job();
    const paid = await svc.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/payments`,
      headers: as(staff),
      payload: { amount: 4275.5, paymentType: 'deposit', description: 'Check #1042' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({
      amount: '4275.50',
      status: 'paid',
      stripePaymentIntentId: null,
    });
    const bad = await svc.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/payments`,
      headers: as(staff),
      payload: { amount: -5, paymentType: 'cash' },
    });
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(['amount', 'paymentType']),
    );
    // A JSON body is never coerced: a boolean or a word is no amount (true was once $1.00).
    for (const amount of [true, 'abc', '4275.50']) {
      const coerced = await svc.app.inject({
        method: 'POST',
        url: `/api/quotes/${id}/payments`,
        headers: as(staff),
        payload: { amount, paymentType: 'cash' },
      });
      expect(coerced.statusCode, String(amount)).toBe(400);
      expect(coerced.json().error.fields.amount).toBe('The amount must be a number, e.g. 4275.50');
    }
    const view = await portalView();
    expect(view.payments.map((p) => p.description)).toEqual(['Check #1042']);
    // The number alone opens the portal: its answer names no one and gives no address away.
    const portalBody = JSON.stringify(view);
    expect(portalBody).not.toContain('@example.com');
    expect(portalBody).not.toContain('Whitfield');
    expect(view.payments[0]).not.toHaveProperty('customerEmail');
    expect(view.payments[0]).not.toHaveProperty('stripePaymentIntentId');
    // Nor row ids: serial numbers would tell how much business the company does.
    expect(view.payments[0]).not.toHaveProperty('id');
    const staffAnswer = await svc.app.inject({
      url: `/api/quotes/${id}/after-sales`,
      headers: as(staff),
    });
    expect(staffAnswer.statusCode, staffAnswer.body).toBe(200);
    const staffView = staffAnswer.json() as AfterSales;
    expect(staffView.payments[0]?.customerEmail).toMatch(/^dana\.whitfield\d+@example\.com$/);
    expect(
      (
        await svc.app.inject({
          method: 'POST',
          url: `/api/quotes/${id}/payments`,
          payload: { amount: 1, paymentType: 'final' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('takes feedback once and service requests only after completion, and lets staff work them', async () => {
    const { estimateNumber, portal, setStatus, staffView, portalView } = await job();
    const early = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/portal-session/service-requests',
      headers: portal,
      payload: {
        requestType: 'leak',
        description: 'Water stain on the bedroom ceiling after rain.',
      },
    });
    expect(early.statusCode).toBe(409);
    await setStatus('completed');
    const feedback = {
      overallRating: 5,
      qualityRating: 5,
      timelinessRating: 4,
      wouldRecommend: true,
      comments: 'Clean site every day.',
    };
    const first = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/portal-session/feedback',
      headers: portal,
      payload: feedback,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).not.toHaveProperty('id');
    // Announced with the rating, so the office hears of it (messaging e-mails it).
    const rated = await svc.waitForEvent<FeedbackReceivedData>(
      'quote.feedback.received',
      (candidate) => candidate.data.estimateNumber === estimateNumber,
    );
    expect(rated).toMatchObject({ version: 1, source: 'quote' });
    expect(rated.data).toMatchObject({
      estimateNumber,
      overallRating: 5,
      qualityRating: 5,
      timelinessRating: 4,
      communicationRating: null,
      wouldRecommend: true,
      comments: 'Clean site every day.',
    });
    expect(rated.data.email).toMatch(/@example\.com$/);
    const again = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/portal-session/feedback',
      headers: portal,
      payload: feedback,
    });
    expect(again.statusCode).toBe(409);
    const badRating = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/portal-session/feedback',
      headers: portal,
      payload: { overallRating: 9 },
    });
    expect(badRating.json().error.fields).toEqual({
      overallRating: 'Rate the whole job from 1 to 5',
    });

    const opened = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/portal-session/service-requests',
      headers: portal,
      payload: {
        requestType: 'storm_damage',
        priority: 'high',
        description: 'Two ridge caps blew off in last night’s storm.',
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ status: 'open', priority: 'high', resolvedAt: null });
    expect(opened.json()).not.toHaveProperty('id');
    // Staff find it on the job (the customer's answer carries no row id).
    const onTheJob = await staffView();
    const requestId = onTheJob.serviceRequests[0]?.id;
    expect(requestId).toBeTypeOf('number');
    // Announced with the request, so the office is alerted (messaging e-mails it).
    const event = await svc.waitForEvent<ServiceRequestOpenedData>(
      'quote.service-request.opened',
      (candidate) => candidate.data.serviceRequestId === requestId,
    );
    expect(event).toMatchObject({ version: 1, source: 'quote' });
    expect(event.data).toMatchObject({
      estimateNumber,
      requestType: 'storm_damage',
      priority: 'high',
      description: 'Two ridge caps blew off in last night’s storm.',
    });
    const resolved = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/service-requests/${requestId}`,
      headers: as(staff),
      payload: { status: 'resolved', resolutionNotes: 'Ridge caps replaced and sealed.' },
    });
    expect(resolved.json().status).toBe('resolved');
    expect(resolved.json().resolvedAt).not.toBeNull();
    const view = await portalView();
    expect(view.feedback?.overallRating).toBe(5);
    expect(view.feedback).not.toHaveProperty('id');
    expect(view.warranties.length).toBeGreaterThan(0);
    for (const warranty of view.warranties) expect(warranty).not.toHaveProperty('id');
    for (const request of view.serviceRequests) expect(request).not.toHaveProperty('id');
    expect(view.serviceRequests.map((r) => r.status)).toEqual(['resolved']);
    expect(
      (await svc.app.inject({ url: '/api/quotes/portal-session/after-sales' })).statusCode,
    ).toBe(401);
    expect(
      (
        await svc.app.inject({
          method: 'PATCH',
          url: '/api/quotes/service-requests/999999',
          headers: as(staff),
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('bounds what one estimate number can send: open requests, requests a day, unsafe text', async () => {
    const { portal, setStatus, staffView, portalView } = await job();
    await setStatus('completed');
    const ask = (description: string) =>
      svc.app.inject({
        method: 'POST',
        url: '/api/quotes/portal-session/service-requests',
        headers: portal,
        payload: { requestType: 'gutters', description },
      });
    for (const text of ['Gutter sagging\u0000 by the door', 'Gutter \u202Esagging by the door']) {
      const refused = await ask(text);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.description).toMatch(/not allowed/);
    }
    for (let n = 1; n <= SERVICE_REQUESTS_UNRESOLVED_MAX; n++) {
      const opened = await ask(`Downspout ${n} pulled away from the wall.`);
      expect(opened.statusCode, opened.body).toBe(201);
    }
    const accepted = (await staffView()).serviceRequests.map((request) => request.id);
    expect(accepted).toHaveLength(SERVICE_REQUESTS_UNRESOLVED_MAX);
    const tooMany = await ask('And the fascia board is soft.');
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.message).toBe(
      `You already have ${SERVICE_REQUESTS_UNRESOLVED_MAX} open service requests for this job. Our service team will call you about them; add anything new in Messages.`,
    );
    // Resolving some frees room, up to the day's cap.
    for (const id of accepted) {
      await svc.app.inject({
        method: 'PATCH',
        url: `/api/quotes/service-requests/${id}`,
        headers: as(staff),
        payload: { status: 'resolved' },
      });
    }
    for (let n = accepted.length; n < SERVICE_REQUESTS_PER_DAY; n++) {
      expect((await ask(`Downspout ${n + 1} pulled away from the wall.`)).statusCode).toBe(201);
    }
    const daily = await ask('One more downspout came loose.');
    expect(daily.statusCode).toBe(429);
    expect(daily.json().error.message).toMatch(/in the last 24 hours/);
    const view = await portalView();
    expect(view.serviceRequests).toHaveLength(SERVICE_REQUESTS_PER_DAY);
  });

  it('gives jobs completed under the old 5-year workmanship term their 10 years (quote migration 0008)', async () => {
    const { estimateNumber, setStatus, staffView } = await job();
    expect((await setStatus('completed')).statusCode).toBe(200);
    const { db } = svc.runtime.database;
    // A job completed before the terms were corrected (SPEC-DECISIONS "Warranty terms").
    await db.execute(
      sql`update quote.warranties set warranty_length = 5, end_date = start_date + interval '5 years' where estimate_number = ${estimateNumber} and warranty_type = 'workmanship'`,
    );
    const fix = readFileSync(
      new URL('../src/store/migrations/0008_warranty_terms.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(fix));
    const { warranties } = await staffView();
    expect(warranties.map((w) => [w.warrantyType, w.warrantyLength])).toEqual([
      ['materials', 25],
      ['workmanship', 10],
    ]);
    const workmanship = warranties[1];
    expect(workmanship?.endDate.slice(4)).toBe(workmanship?.startDate.slice(4));
    expect(
      Number(workmanship?.endDate.slice(0, 4)) - Number(workmanship?.startDate.slice(0, 4)),
    ).toBe(10);
  });
});
