import { describe, expect, it } from 'vitest';
import { conditionalGet, queriesOf } from '../../../test/support/conditional-reads.ts';
import { callAs, instantQuoteRequest, OFFICE } from './support/calls.ts';
import { useInstantQuoteService } from './support/service.ts';

/**
 * The office's instant-quote list is polled by the open dashboard: it answers 304 from its ETag
 * without a query while nothing arrived or changed, and 200 after a new quote or a conversion.
 */
const instantQuote = useInstantQuoteService();
const URL = '/api/instant-quotes?pageSize=5';
const ROUTE = '/api/instant-quotes';

const poll = (etag?: string, url = URL) => conditionalGet(instantQuote.svc, url, OFFICE, etag);
const queries = () => queriesOf(instantQuote.svc, ROUTE);

async function generate() {
  const response = await callAs(
    instantQuote.svc,
    null,
    'POST',
    '/api/instant-quotes',
    instantQuoteRequest(),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { estimateNumber: string };
}

describe('GET /api/instant-quotes (staff), conditionally', () => {
  it('304 with no query while unchanged; 200 after a new instant quote and a conversion', async () => {
    await generate();
    const first = await poll();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const before = await queries();
    const again = await poll(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(await queries()).toBe(before);
    // A filter is another answer: never the same tag.
    expect((await poll(etag, `${URL}&needsReview=true`)).statusCode).toBe(200);

    const { estimateNumber } = await generate();
    const arrived = await poll(etag);
    expect(arrived.statusCode).toBe(200);
    const second = arrived.headers.etag as string;
    expect(second).not.toBe(etag);
    expect((arrived.json() as Array<{ estimateNumber: string }>)[0]?.estimateNumber).toBe(
      estimateNumber,
    );
    expect((await poll(second)).statusCode).toBe(304);

    const converted = await callAs(
      instantQuote.svc,
      OFFICE,
      'POST',
      `/api/instant-quotes/${estimateNumber}/convert`,
      {},
    );
    expect(converted.statusCode, converted.body).toBe(202);
    const after = await poll(second);
    expect(after.statusCode).toBe(200);
    expect((after.json() as Array<{ status: string }>)[0]?.status).toBe('converted');
    // Without a staff session the tag opens nothing.
    const anonymous = await instantQuote.svc.app.inject({
      url: URL,
      headers: { 'if-none-match': after.headers.etag as string },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
