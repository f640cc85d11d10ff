import type { InstantQuoteConversionRequestedData } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { callAs, instantQuoteRequest, OFFICE, refusedFields } from './support/calls.ts';
import { bowTie, rectangle, satellite } from './support/outlines.ts';
import { rangeOf } from './support/range.ts';
import { useInstantQuoteService } from './support/service.ts';

/** The back office's instant quotes: the list and the conversion to a quote request. */
const instantQuote = useInstantQuoteService();

async function generate(overrides: Parameters<typeof instantQuoteRequest>[0] = {}) {
  const response = await callAs(
    instantQuote.svc,
    null,
    'POST',
    '/api/instant-quotes',
    instantQuoteRequest(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { estimateNumber: string; customerEmail: string };
}
const convert = (number: string, body?: unknown, who = OFFICE as typeof OFFICE | null) =>
  callAs(instantQuote.svc, who, 'POST', `/api/instant-quotes/${number}/convert`, body);

describe('staff routes without a staff session', () => {
  it('answer 401, while the public lookup by number keeps working', async () => {
    const quote = await generate();
    expect((await callAs(instantQuote.svc, null, 'GET', '/api/instant-quotes')).statusCode).toBe(
      401,
    );
    expect((await convert(quote.estimateNumber, {}, null)).statusCode).toBe(401);
    const open = await callAs(
      instantQuote.svc,
      null,
      'GET',
      `/api/instant-quotes/${quote.estimateNumber}`,
    );
    expect(open.statusCode).toBe(200);
  });

  it('refuse a conversion without the CSRF token (403)', async () => {
    const quote = await generate();
    expect((await convert(quote.estimateNumber, {}, { ...OFFICE, csrf: false })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/instant-quotes (staff)', () => {
  it('lists newest first with the id, unmasked contacts, outlines and the total', async () => {
    const first = await generate();
    const second = await generate({
      roofSquares: undefined,
      measurement: satellite('6/12', bowTie(20, 15)),
    });
    const response = await callAs(
      instantQuote.svc,
      OFFICE,
      'GET',
      '/api/instant-quotes?pageSize=2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache'); // polled: revalidated by ETag
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    const [newest, before] = response.json();
    expect(newest).toMatchObject({
      estimateNumber: second.estimateNumber,
      customerEmail: second.customerEmail,
      needsReview: true,
      id: expect.any(Number),
    });
    expect(newest.outlines).toHaveLength(1);
    expect(before).toMatchObject({ estimateNumber: first.estimateNumber, outlines: null });
  });

  it('filters those needing review', async () => {
    await generate({ roofSquares: undefined, measurement: satellite('12/12', rectangle(20, 15)) });
    const response = await callAs(
      instantQuote.svc,
      OFFICE,
      'GET',
      '/api/instant-quotes?needsReview=true',
    );
    const quotes = response.json() as Array<{ needsReview: boolean }>;
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every((quote) => quote.needsReview)).toBe(true);
  });
});

describe('POST /api/instant-quotes/:estimateNumber/convert', () => {
  it('marks the quote converted and asks the quote service to create the quote request', async () => {
    const quote = await generate({
      roofSquares: undefined,
      measurement: satellite('6/12', rectangle(20, 15)),
    });
    const response = await convert(quote.estimateNumber.toLowerCase());
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({
      estimateNumber: quote.estimateNumber,
      status: 'converted',
    });
    const event = await instantQuote.svc.waitForEvent<InstantQuoteConversionRequestedData>(
      'instantquote.quote.conversion-requested',
      (candidate) => candidate.data.estimateNumber === quote.estimateNumber,
    );
    expect(event.correlationId).toBe(response.headers['x-request-id']);
    expect(event.data).toMatchObject({
      customerEmail: quote.customerEmail,
      customerPhone: '(904) 555-0117',
      address: '318 3rd Ave N',
      city: 'Jacksonville Beach',
      state: 'FL',
      zipCode: '32250',
      roofSquares: 36,
      totalPrice: 19800,
      requestedBy: 'Ana Brooks',
    });
    expect(event.data.measurement?.range).toEqual(rangeOf(19800));
    const lookup = await callAs(
      instantQuote.svc,
      null,
      'GET',
      `/api/instant-quotes/${quote.estimateNumber}`,
    );
    expect(lookup.json().status).toBe('converted');
  });

  it('converts once: a second conversion is a 409 and publishes nothing', async () => {
    const quote = await generate();
    expect((await convert(quote.estimateNumber)).statusCode).toBe(202);
    const again = await convert(quote.estimateNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = instantQuote.svc.published.filter(
      (event) =>
        event.type === 'instantquote.quote.conversion-requested' &&
        (event.data as InstantQuoteConversionRequestedData).estimateNumber === quote.estimateNumber,
    );
    expect(events).toHaveLength(1);
  });

  it('asks staff for a phone, city and ZIP the customer left out, and keeps what they add', async () => {
    const quote = await generate({ customerPhone: undefined, city: undefined, zipCode: undefined });
    expect(await refusedFields(await convert(quote.estimateNumber))).toEqual({
      customerPhone: 'Phone is needed for the quote request: ask the customer and add it',
      city: 'City is needed for the quote request: ask the customer and add it',
      zipCode: 'ZIP code is needed for the quote request: ask the customer and add it',
    });
    expect(await refusedFields(await convert(quote.estimateNumber, { zipCode: 'abc' }))).toEqual({
      zipCode: 'Enter a 5-digit ZIP code',
    });
    const response = await convert(quote.estimateNumber, {
      customerPhone: '904-555-0190',
      city: 'Neptune Beach',
      zipCode: '32266',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      customerPhone: '904-555-0190',
      city: 'Neptune Beach',
      zipCode: '32266',
    });
  });

  it('answers 404 for an unknown number', async () => {
    const response = await convert('IQ-000000-001');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
