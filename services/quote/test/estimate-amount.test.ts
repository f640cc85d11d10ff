import { estimatePrepared, estimateResponded } from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/**
 * An estimate's amount is a positive JSON number of dollars and cents within decimal(10,2):
 * nothing else is stored, announced ("Your estimate is ready: $0.00") or accepted.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});

async function newQuote() {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  const { estimateNumber } = created.json() as { estimateNumber: string };
  const [listed] = (
    await svc.app.inject({
      url: `/api/quotes?search=${estimateNumber}`,
      headers: signedAs(svc, OFFICE),
    })
  ).json();
  const patch = (payload: object) =>
    svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${listed.id}`,
      headers: signedAs(svc, OFFICE),
      payload,
    });
  return { id: listed.id as number, estimateNumber, patch };
}

const eventsAbout = (type: string, estimateNumber: string) =>
  svc.published.filter(
    (event) =>
      event.type === type &&
      (event.data as { estimateNumber: string }).estimateNumber === estimateNumber,
  );

const BAD_AMOUNTS: [unknown, string][] = [
  [0, 'Estimate amount must be more than $0.00'],
  [-5, 'Estimate amount must be more than $0.00'],
  [true, 'Estimate amount must be a number of dollars, e.g. 12450.50'],
  ['abc', 'Estimate amount must be a number of dollars, e.g. 12450.50'],
  ['12450.00', 'Estimate amount must be a number of dollars, e.g. 12450.50'],
  [100_000_000, 'Estimate amount must be at most $99,999,999.99'],
  [12.345, 'Use dollars and cents (at most two decimals)'],
];

describe('PATCH /api/quotes/:id estimateAmount', () => {
  it.each(BAD_AMOUNTS)(
    'refuses %j with a field error, storing and announcing nothing',
    async (amount, message) => {
      const { estimateNumber, patch } = await newQuote();
      const refused = await patch({ estimateAmount: amount, proposalNotes: 'Re-roof.' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ estimateAmount: message });
      const [stored] = (
        await svc.app.inject({
          url: `/api/quotes?search=${estimateNumber}`,
          headers: signedAs(svc, OFFICE),
        })
      ).json();
      expect(stored).toMatchObject({ status: 'quote_requested', estimateAmount: null });
      // The "Your estimate is ready" e-mail is sent from this event: none means no e-mail.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(eventsAbout(estimatePrepared.type, estimateNumber)).toEqual([]);
    },
  );

  it('takes the largest amount the column holds, and cents', async () => {
    const { estimateNumber, patch } = await newQuote();
    const saved = await patch({ estimateAmount: 99_999_999.99 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'estimate_prepared',
      estimateAmount: '99999999.99',
    });
    expect((await patch({ estimateAmount: 0.01 })).json().estimateAmount).toBe('0.01');
    const prepared = await svc.waitForEvent<{ estimateNumber: string; estimateAmount: string }>(
      estimatePrepared.type,
      (event) => event.data.estimateNumber === estimateNumber,
    );
    expect(prepared.data.estimateAmount).toBe('99999999.99');
  });
});

describe('PUT /api/quotes/:estimateNumber (the portal answer)', () => {
  it('refuses an amount sent with the answer as a field error, whatever its value', async () => {
    const { estimateNumber, patch } = await newQuote();
    expect((await patch({ estimateAmount: 14250 })).statusCode).toBe(200);
    for (const [amount] of BAD_AMOUNTS) {
      const answered = await svc.app.inject({
        method: 'PUT',
        url: `/api/quotes/${estimateNumber}`,
        headers: signedAs(svc, { kind: 'portal', estimateNumber, verified: true }),
        payload: { status: 'accepted', estimateAmount: amount },
      });
      expect(answered.statusCode, JSON.stringify(amount)).toBe(400);
      expect(Object.keys(answered.json().error.fields)).toEqual(['estimateAmount']);
    }
    expect(eventsAbout(estimateResponded.type, estimateNumber)).toEqual([]);
  });

  it('does not take an acceptance of a $0.00 estimate stored before amounts were checked', async () => {
    const { id, estimateNumber } = await newQuote();
    await svc.service.ctx.db.execute(
      sql`update quote.quotes set status = 'estimate_prepared', estimate_amount = 0 where id = ${id}`,
    );
    const answered = await svc.app.inject({
      method: 'PUT',
      url: `/api/quotes/${estimateNumber}`,
      headers: signedAs(svc, { kind: 'portal', estimateNumber, verified: true }),
      payload: { status: 'accepted' },
    });
    expect(answered.statusCode).toBe(409);
    expect(eventsAbout(estimateResponded.type, estimateNumber)).toEqual([]);
  });
});
