import { estimateResponded, QUOTE_STATUSES } from '@roofing/contracts';
import type { Identity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/**
 * What the customer is told is true (issue 19): one status vocabulary, an expiry that runs from
 * the estimate, answers only to a ready estimate and only once, questions and changes that leave
 * the estimate open.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});

const as = (identity: Identity) => signedAs(svc, identity);
const db = () => svc.runtime.database.db;

async function prepared(payload: object = { estimateAmount: 9400 }) {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ phone: '(904) 555-0142' }),
  });
  const { estimateNumber } = created.json();
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(OFFICE) })
  ).json();
  const ready = await patch(listed.id, payload);
  expect(ready.json().status).toBe('estimate_prepared');
  return { estimateNumber: estimateNumber as string, id: listed.id as number };
}

const patch = (id: number, payload: object) =>
  svc.app.inject({ method: 'PATCH', url: `/api/quotes/${id}`, headers: as(OFFICE), payload });

const respond = (number: string, customerResponse: string, responseNotes?: string) =>
  svc.app.inject({
    method: 'POST',
    url: `/api/estimates/${number}/response`,
    headers: as({ kind: 'portal', estimateNumber: number, verified: true }),
    payload: { customerResponse, responseNotes },
  });

const portalPut = (number: string, status: string, responseNotes?: string) =>
  svc.app.inject({
    method: 'PUT',
    url: `/api/quotes/${number}`,
    payload: { status, responseNotes },
    headers: as({ kind: 'portal', estimateNumber: number, verified: true }),
  });

const track = async (number: string) =>
  (await svc.app.inject({ url: `/api/estimates/${number}` })).json();
const progress = async (number: string) =>
  (await svc.app.inject({ url: `/api/quotes/search?term=${number}` })).json()[0];

/** Sets a stored status directly: the fixture of a quote that reached it by whatever path. */
const setStatus = (id: number, status: string) =>
  db().execute(sql`update quote.quotes set status = ${status} where id = ${id}`);

/** The Eastern wall time of an instant, "2026-12-31 23:59:59". */
const easternWall = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/New_York',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(iso));

describe('an answer is given only to a ready estimate, and only once', () => {
  it.each(QUOTE_STATUSES.filter((status) => status !== 'estimate_prepared'))(
    'refuses accept and decline at %s, on the track page and in the portal',
    async (status) => {
      const { estimateNumber, id } = await prepared();
      await setStatus(id, status);
      for (const answer of ['accepted', 'declined']) {
        expect((await respond(estimateNumber, answer)).statusCode).toBe(409);
      }
      expect((await portalPut(estimateNumber, 'accepted')).statusCode).toBe(409);
      const [row] = (
        (await db().execute(
          sql`select count(*)::int as count from quote.estimate_acceptances where quote_id = ${id}`,
        )) as unknown as { rows: Array<{ count: number }> }
      ).rows;
      expect(row?.count).toBe(0);
    },
  );

  it('refuses a second final answer, whichever channel gives it', async () => {
    const accepted = await prepared();
    expect((await respond(accepted.estimateNumber, 'accepted')).statusCode).toBe(200);
    expect((await respond(accepted.estimateNumber, 'accepted')).statusCode).toBe(409);
    expect((await respond(accepted.estimateNumber, 'declined')).statusCode).toBe(409);
    expect((await portalPut(accepted.estimateNumber, 'accepted')).statusCode).toBe(409);
    const declined = await prepared();
    expect((await respond(declined.estimateNumber, 'declined')).statusCode).toBe(200);
    expect((await respond(declined.estimateNumber, 'accepted')).statusCode).toBe(409);
    expect((await portalPut(declined.estimateNumber, 'accepted')).statusCode).toBe(409);
    // Even if the status were put back by hand, a final answer stays final.
    await setStatus(declined.id, 'estimate_prepared');
    expect((await respond(declined.estimateNumber, 'accepted')).statusCode).toBe(409);
  });

  it('counts questions and requested changes as no final answer: accepting follows', async () => {
    const { estimateNumber } = await prepared();
    expect((await respond(estimateNumber, 'questions', 'Gutters included?')).statusCode).toBe(200);
    expect((await respond(estimateNumber, 'questions', 'And the drip edge?')).statusCode).toBe(200);
    const changes = await portalPut(estimateNumber, 'need-revision', 'Use white metal, not tile.');
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toMatchObject({
      stage: 'estimate_prepared',
      customerResponse: 'changes',
    });
    expect((await track(estimateNumber)).statusLabel).toBe('Changes Requested');
    const accepted = await portalPut(estimateNumber, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', customerResponse: 'accepted' });
  });
});

describe('Request Changes', () => {
  it('needs the text of what to change, and hands it to the office', async () => {
    const { estimateNumber } = await preparedEstimateWithNumber();
    const empty = await portalPut(estimateNumber, 'need-revision', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.responseNotes).toBe(
      'Please tell us what you would like changed',
    );
    const asked = await portalPut(estimateNumber, 'need-revision', 'Add a ridge vent, please.');
    expect(asked.statusCode).toBe(200);
    const event = await svc.waitForEvent<{
      estimateNumber: string;
      response: string;
      notes: string;
    }>(estimateResponded.type, (candidate) => candidate.data.estimateNumber === estimateNumber);
    expect(event.data).toMatchObject({ response: 'changes', notes: 'Add a ridge vent, please.' });
    const [staffView] = (
      await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(OFFICE) })
    ).json();
    expect(staffView).toMatchObject({
      status: 'estimate_prepared',
      customerResponse: 'changes',
      responseNotes: 'Add a ridge vent, please.',
    });
  });
});

async function preparedEstimateWithNumber() {
  return prepared({ estimateAmount: 12100, proposalNotes: 'Shingle re-roof.' });
}

describe('the 30 days run from the estimate, to the end of that day in Eastern time', () => {
  it('starts when the estimate is prepared, not when the quote was requested', async () => {
    const { estimateNumber, id } = await prepared();
    // Requested 40 days ago, prepared just now: the customer still has 30 days.
    await db().execute(
      sql`update quote.quotes set created_at = now() - interval '40 days' where id = ${id}`,
    );
    const estimate = await track(estimateNumber);
    expect(estimate.statusLabel).toBe('Estimate Ready');
    const days = (Date.parse(estimate.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(31);
    expect(easternWall(estimate.expiresAt)).toMatch(/ 23:59:59$/);
    const preparedDay = new Date(`${easternWall(new Date().toISOString()).slice(0, 10)}T12:00:00Z`);
    preparedDay.setUTCDate(preparedDay.getUTCDate() + 30);
    expect(easternWall(estimate.expiresAt).slice(0, 10)).toBe(
      preparedDay.toISOString().slice(0, 10),
    );
    expect((await respond(estimateNumber, 'accepted')).statusCode).toBe(200);
  });

  it('starts again when the estimate is revised', async () => {
    const { estimateNumber, id } = await prepared();
    await db().execute(
      sql`update quote.quotes set estimate_prepared_at = now() - interval '29 days 2 hours' where id = ${id}`,
    );
    const before = Date.parse((await track(estimateNumber)).expiresAt);
    expect(before - Date.now()).toBeLessThan(2 * 86_400_000);
    expect((await patch(id, { estimateAmount: 9900 })).statusCode).toBe(200);
    const after = Date.parse((await track(estimateNumber)).expiresAt);
    expect(after - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it('names an expired estimate as expired everywhere, never "Estimate Ready"', async () => {
    const { estimateNumber, id } = await prepared();
    await db().execute(
      sql`update quote.quotes set estimate_prepared_at = now() - interval '31 days 2 hours' where id = ${id}`,
    );
    expect((await track(estimateNumber)).statusLabel).toBe('Estimate Expired');
    expect((await progress(estimateNumber)).progress.label).toBe('Estimate Expired');
    expect((await respond(estimateNumber, 'questions', 'Still valid?')).statusCode).toBe(409);
  });
});

describe('one status vocabulary', () => {
  it('names every state for what it is, with a true percent on the progress variant', async () => {
    const expected = {
      accepted: { label: 'Accepted', percent: 75 },
      declined: { label: 'Declined', percent: 75 },
      need_revision: { label: 'Changes Requested', percent: 75 },
      in_progress: { label: 'Work in Progress', percent: 90 },
      completed: { label: 'Completed', percent: 100 },
      cancelled: { label: 'Cancelled', percent: 0 },
    } as const;
    const { estimateNumber, id } = await prepared();
    for (const [status, shown] of Object.entries(expected)) {
      await setStatus(id, status);
      const estimate = await track(estimateNumber);
      expect(estimate.statusLabel).toBe(shown.label);
      expect(estimate.statusLabel).not.toBe('Processing');
      const found = await progress(estimateNumber);
      expect(found.progress).toMatchObject(shown);
    }
  });

  it('gives the track page the site visit date', async () => {
    const created = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: quoteRequest(),
    });
    const { estimateNumber } = created.json();
    const [listed] = (
      await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(OFFICE) })
    ).json();
    const visit = new Date(Date.now() + 5 * 86_400_000);
    visit.setUTCHours(14, 30, 0, 0);
    await patch(listed.id, { scheduledDate: visit.toISOString() });
    const estimate = await track(estimateNumber);
    expect(estimate).toMatchObject({
      statusLabel: 'Site Visit Scheduled',
      scheduledDate: visit.toISOString(),
      expiresAt: null,
    });
  });
});
