import { estimateResponded } from '@roofing/contracts';
import type { Identity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/** What customers do with an estimate, through the quote service on its own. */
let svc: ServiceHarness;
const staff = OFFICE;

beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});

const as = (identity: Identity) => signedAs(svc, identity);

/** A quote whose estimate staff prepared: ready for the customer's answer. */
async function preparedEstimate(email = 'homeowner@example.com') {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ email, phone: '(904) 555-0142' }),
  });
  const { estimateNumber } = created.json();
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(staff) })
  ).json();
  const ready = await svc.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${listed.id}`,
    headers: as(staff),
    payload: {
      estimateAmount: 11800,
      proposalNotes: 'Full re-roof with 30-year architectural shingles.',
    },
  });
  expect(ready.json().status).toBe('estimate_prepared');
  return { estimateNumber: estimateNumber as string, id: listed.id as number };
}

const respond = (number: string, payload: object, headers: Record<string, string> = {}) =>
  svc.app.inject({
    method: 'POST',
    url: `/api/estimates/${number}/response`,
    payload,
    // The customer verified the estimate (a one-time code) before answering it.
    headers: {
      'user-agent': 'Track page test browser',
      ...as({ kind: 'portal', estimateNumber: number, verified: true }),
      ...headers,
    },
    remoteAddress: '198.51.100.60',
  });

describe('POST /api/estimates/:n/response', () => {
  it('refuses an answer before the estimate is ready, and without a choice', async () => {
    const created = (
      await svc.app.inject({ method: 'POST', url: '/api/quotes', payload: quoteRequest() })
    ).json();
    const early = await respond(created.estimateNumber, { customerResponse: 'accepted' });
    expect(early.statusCode).toBe(409);
    const { estimateNumber } = await preparedEstimate();
    const none = await respond(estimateNumber, { responseNotes: 'hmm' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.customerResponse).toBe(
      'Please select your response to the estimate',
    );
    expect((await respond('SFR-ZZZZZZZZ', { customerResponse: 'accepted' })).statusCode).toBe(404);
  });

  it('records an acceptance with its audit details, once, and announces it', async () => {
    const { estimateNumber, id } = await preparedEstimate('accepts@example.com');
    const accepted = await respond(estimateNumber.toLowerCase(), {
      customerResponse: 'accepted',
      responseNotes: 'Please start after the 15th.',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['cache-control']).toBe('no-store');
    expect(accepted.json()).toMatchObject({
      status: 'accepted',
      customerResponse: 'accepted',
      responseNotes: 'Please start after the 15th.',
      email: 'a•••@example.com',
    });
    const result = (await svc.runtime.database.db.execute(
      sql`select * from quote.estimate_acceptances where quote_id = ${id}`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const [audit] = result.rows;
    expect(audit).toMatchObject({
      ip_address: '198.51.100.60',
      user_agent: 'Track page test browser',
      estimate_amount: '11800.00',
      proposal_notes: 'Full re-roof with 30-year architectural shingles.',
      channel: 'track-page',
    });
    expect(audit?.estimate_hash).toMatch(/^[0-9a-f]{64}$/);
    const event = await svc.waitForEvent<{
      estimateNumber: string;
      acceptance: { estimateHash: string };
    }>(estimateResponded.type, (candidate) => candidate.data.estimateNumber === estimateNumber);
    expect(event.data.acceptance.estimateHash).toBe(audit?.estimate_hash);
    expect((await respond(estimateNumber, { customerResponse: 'declined' })).statusCode).toBe(409);
  });

  it('leaves the status at questions, moves it at declined, and refuses an expired estimate', async () => {
    const asked = await preparedEstimate();
    const questions = await respond(asked.estimateNumber, {
      customerResponse: 'questions',
      responseNotes: 'Does it include gutters?',
    });
    expect(questions.json()).toMatchObject({
      status: 'estimate_prepared',
      customerResponse: 'questions',
    });
    const declined = await preparedEstimate();
    expect(
      (await respond(declined.estimateNumber, { customerResponse: 'declined' })).json().status,
    ).toBe('declined');
    const old = await preparedEstimate();
    await svc.runtime.database.db.execute(
      sql`update quote.quotes set estimate_prepared_at = now() - interval '31 days 2 hours' where id = ${old.id}`,
    );
    const expired = await respond(old.estimateNumber, { customerResponse: 'accepted' });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error.message).toContain('expired after 30 days');
  });
});

describe('the client portal', () => {
  it('opens with the number in any case, sets a portal session, and masks the contact', async () => {
    const { estimateNumber } = await preparedEstimate('portal@example.com');
    const login = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/login',
      payload: { estimateNumber: ` ${estimateNumber.toLowerCase()} ` },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      estimateNumber,
      customerEmail: 'p•••@example.com',
      status: 'pending',
      estimatedValue: '11800.00',
    });
    const cookie = login.cookies.find((c) => c.name === 'sfr_portal');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const unknown = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/login',
      payload: { estimateNumber: 'SFR-ZZZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.message).toBe(
      'Invalid estimate number. Please check and try again.',
    );
    expect(unknown.cookies).toHaveLength(0);
    const blank = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes/login',
      payload: { estimateNumber: ' ' },
    });
    expect(blank.json().error.fields.estimateNumber).toBe('Estimate number is required');
  });

  it('accepts or asks for changes only for the estimate of the session', async () => {
    const mine = await preparedEstimate();
    const other = await preparedEstimate();
    const put = (number: string, status: string, headers: Record<string, string> = {}) =>
      svc.app.inject({
        method: 'PUT',
        url: `/api/quotes/${number}`,
        payload: { status, responseNotes: 'Please quote tile instead.' },
        headers,
      });
    expect((await put(mine.estimateNumber, 'accepted')).statusCode).toBe(401);
    const session = as({ kind: 'portal', estimateNumber: mine.estimateNumber, verified: true });
    // Another estimate's number answers exactly as an unknown one (issue 20): nothing confirmed.
    const notMine = await put(other.estimateNumber, 'accepted', session);
    const unknown = await put('SFR-ZZZZZZZZ', 'accepted', session);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.message).toBe(unknown.json().error.message);
    const accepted = await put(mine.estimateNumber, 'accepted', session);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const changes = await put(
      other.estimateNumber,
      'need-revision',
      as({ kind: 'portal', estimateNumber: other.estimateNumber, verified: true }),
    );
    // Request Changes keeps the estimate open (issue 19): still pending, the changes recorded.
    expect(changes.json()).toMatchObject({
      status: 'pending',
      stage: 'estimate_prepared',
      customerResponse: 'changes',
      responseNotes: 'Please quote tile instead.',
    });
    expect((await put(mine.estimateNumber, 'completed', session)).statusCode).toBe(400);
  });
});

describe('GET /api/quotes/search', () => {
  it('gives the public the one quote whose number is the term, masked; staff search everything', async () => {
    const { estimateNumber } = await preparedEstimate('searched@example.com');
    const exact = await svc.app.inject({
      url: `/api/quotes/search?term=${estimateNumber.toLowerCase()}`,
    });
    expect(exact.statusCode).toBe(200);
    const [found, ...rest] = exact.json();
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      estimateNumber,
      email: 's•••@example.com',
      phone: '(•••) •••-0142',
    });
    expect(found.progress).toEqual({ stage: 'estimated', label: 'Estimate Ready', percent: 75 });
    expect(found).not.toHaveProperty('id');
    for (const term of ['searched@example.com', 'Jacksonville', 'Dana']) {
      expect((await svc.app.inject({ url: `/api/quotes/search?term=${term}` })).json()).toEqual([]);
    }
    const staffSearch = await svc.app.inject({
      url: '/api/quotes/search?term=searched@example.com',
      headers: as(staff),
    });
    expect(staffSearch.json()[0]).toMatchObject({ estimateNumber, email: 'searched@example.com' });
  });
});

describe('watching unknown numbers', () => {
  it('counts misses in the metrics', async () => {
    await svc.app.inject({ url: '/api/estimates/SFR-ZZZZZZZ2' });
    const metrics = await (await fetch(svc.metricsUrl)).text();
    expect(metrics).toMatch(/lookup_misses_total\{kind="estimate"\} [1-9]/);
  });
});

describe('a revised estimate after questions', () => {
  it('can be answered again', async () => {
    const { estimateNumber, id } = await preparedEstimate();
    await respond(estimateNumber, {
      customerResponse: 'questions',
      responseNotes: 'Can you price metal?',
    });
    const revised = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${id}`,
      headers: as(staff),
      payload: { estimateAmount: 21900, proposalNotes: 'Standing-seam metal, 26 gauge.' },
    });
    expect(revised.json()).toMatchObject({ status: 'estimate_prepared', customerResponse: null });
    expect((await respond(estimateNumber, { customerResponse: 'accepted' })).statusCode).toBe(200);
  });
});

describe('the portal session', () => {
  it('gives back the opened project after a reload, and closes', async () => {
    const { estimateNumber } = await preparedEstimate();
    expect((await svc.app.inject({ url: '/api/quotes/portal-session' })).statusCode).toBe(401);
    const open = await svc.app.inject({
      url: '/api/quotes/portal-session',
      headers: as({ kind: 'portal', estimateNumber, verified: true }),
    });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ estimateNumber, status: 'pending' });
    expect(open.headers['cache-control']).toBe('no-store');
    const closed = await svc.app.inject({ method: 'DELETE', url: '/api/quotes/portal-session' });
    expect(closed.statusCode).toBe(200);
    const cookie = closed.cookies.find((c) => c.name === 'sfr_portal');
    expect(cookie?.value).toBe('');
  });
});
