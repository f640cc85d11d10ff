import { type QuoteStatusChangedData, quoteStatusChanged } from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/**
 * A staff status change and its event are one transaction: an event that cannot be written leaves
 * the quote as it was, and a change that does not commit announces nothing. The database is made
 * to refuse one or the other for a single estimate, as a full disk or a failover would.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});

const run = (query: ReturnType<typeof sql>) => svc.service.ctx.db.execute(query);

async function newQuote() {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  const { estimateNumber } = created.json() as { estimateNumber: string };
  const stored = async () =>
    (
      await svc.app.inject({
        url: `/api/quotes?search=${estimateNumber}`,
        headers: signedAs(svc, OFFICE),
      })
    ).json()[0] as { id: number; status: string };
  const { id } = await stored();
  const patch = (payload: object) =>
    svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${id}`,
      headers: signedAs(svc, OFFICE),
      payload,
    });
  return { estimateNumber, stored, patch };
}

const changesOf = (estimateNumber: string) =>
  svc.published.filter(
    (event) =>
      event.type === quoteStatusChanged.type &&
      (event.data as QuoteStatusChangedData).estimateNumber === estimateNumber,
  );

describe('a staff status change and its event', () => {
  it('leave the quote unchanged when the event cannot be written', async () => {
    const { estimateNumber, stored, patch } = await newQuote();
    await run(
      sql.raw(`
      create or replace function quote.refuse_test_event() returns trigger language plpgsql as $$
      begin
        if new.envelope->'data'->>'estimateNumber' = '${estimateNumber}' then
          raise exception 'outbox refuses this event';
        end if;
        return new;
      end $$`),
    );
    await run(
      sql.raw(`create trigger refuse_test_event before insert on quote.outbox
      for each row execute function quote.refuse_test_event()`),
    );
    try {
      const refused = await patch({ status: 'cancelled' });
      expect(refused.statusCode).toBe(500);
    } finally {
      await run(sql.raw('drop trigger refuse_test_event on quote.outbox'));
    }
    expect((await stored()).status).toBe('quote_requested');
    expect((await patch({ status: 'cancelled' })).statusCode).toBe(200);
    expect((await stored()).status).toBe('cancelled');
  });

  it('announce nothing when the change does not commit', async () => {
    const { estimateNumber, stored, patch } = await newQuote();
    // Checked at commit, after every statement of the change (the event included) ran.
    await run(
      sql.raw(`
      create or replace function quote.refuse_test_commit() returns trigger language plpgsql as $$
      begin
        if new.estimate_number = '${estimateNumber}' then
          raise exception 'the commit is refused';
        end if;
        return new;
      end $$`),
    );
    await run(
      sql.raw(`create constraint trigger refuse_test_commit after update on quote.quotes
      deferrable initially deferred for each row execute function quote.refuse_test_commit()`),
    );
    try {
      const refused = await patch({ status: 'cancelled' });
      expect(refused.statusCode).toBe(500);
    } finally {
      await run(sql.raw('drop trigger refuse_test_commit on quote.quotes'));
    }
    expect((await stored()).status).toBe('quote_requested');
    // Long enough for the relay (polling every 50 ms) to publish anything that was written.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(changesOf(estimateNumber)).toEqual([]);
  });
});
