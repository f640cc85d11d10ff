import { randomUUID } from 'node:crypto';
import {
  type InstantQuoteConversionRequestedData,
  instantQuoteConversionRequested,
  type QuoteRequestedData,
  quoteRequested,
} from '@roofing/contracts';
import { createEnvelope, subscriptionFor } from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { onInstantQuoteConversionRequested } from '../src/events/on-instant-quote-conversion-requested.ts';
import { quotes } from '../src/store/schema.ts';
import { OFFICE, signedAs } from './support/callers.ts';
import { conversion } from './support/instant-quote-events.ts';

/**
 * The quote service alone, consuming the instant-quote service's conversion event: staff turned an
 * instant quote into a quote request, and the quote service (which owns quotes) creates it, once.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});

const envelopeOf = (data: InstantQuoteConversionRequestedData) =>
  createEnvelope({
    type: instantQuoteConversionRequested.type,
    source: 'instant-quote',
    correlationId: `convert-${randomUUID()}`,
    data,
  });

const quotesFor = (email: string) =>
  svc.runtime.database.db.select().from(quotes).where(eq(quotes.email, email));

describe('instantquote.quote.conversion-requested', () => {
  it('creates a residential roof replacement quote with the customer, address and instant quote', async () => {
    const data = conversion();
    const event = envelopeOf(data);
    await svc.runtime.bus.publish(event);
    const [quote] = await waitFor(async () => {
      const rows = await quotesFor(data.customerEmail);
      return rows.length > 0 ? rows : undefined;
    });
    expect(quote).toMatchObject({
      serviceType: 'roof-replacement',
      propertyType: 'residential',
      firstName: 'Renata',
      lastName: 'Alvarez',
      phone: '(904) 555-0117',
      email: data.customerEmail,
      streetAddress: '318 3rd Ave N',
      city: 'Jacksonville Beach',
      state: 'FL',
      zipCode: '32250',
      status: 'quote_requested',
      isVeteran: false,
      preferredDate: null,
    });
    expect(quote?.estimateNumber).toMatch(/^SFR-[A-HJ-NP-Z2-9]{8}$/);
    expect(quote?.projectDescription).toContain(
      `Converted from instant quote ${data.estimateNumber}`,
    );
    expect(quote?.projectDescription).toContain(
      '36 squares of shingle roofing at $550 per square, $19,800',
    );
    expect(quote?.projectDescription).toContain('likely $18,210 to $21,390');

    // Staff find the request by the instant quote's number (the notice after converting does).
    const found = await svc.app.inject({
      url: `/api/quotes?search=${data.estimateNumber.toLowerCase()}`,
      headers: signedAs(svc, OFFICE),
    });
    expect(found.json().map((row: { estimateNumber: string }) => row.estimateNumber)).toEqual([
      quote?.estimateNumber,
    ]);

    // Announced like any new quote request (the customer's confirmation comes from that).
    const announced = await svc.waitForEvent<QuoteRequestedData>(
      quoteRequested.type,
      (candidate) => candidate.data.estimateNumber === quote?.estimateNumber,
    );
    expect(announced.correlationId).toBe(event.correlationId);
  });

  it('creates one quote even when the event is delivered again', async () => {
    const data = conversion();
    const event = envelopeOf(data);
    await svc.runtime.bus.publish(event);
    await waitFor(async () =>
      (await quotesFor(data.customerEmail)).length > 0 ? true : undefined,
    );
    const subscription = subscriptionFor(
      quoteService,
      onInstantQuoteConversionRequested,
      svc.service.ctx,
    );
    await subscription.handle(event, { count: 2 });
    await subscription.handle(event, { count: 3 });
    await svc.runtime.bus.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await quotesFor(data.customerEmail)).toHaveLength(1);
    const announcements = svc.published.filter(
      (e) =>
        e.type === quoteRequested.type &&
        (e.data as QuoteRequestedData).email === data.customerEmail,
    );
    expect(announcements).toHaveLength(1);
  });

  it('keeps a one-word name as the first name and says the last name was not given', async () => {
    const data = conversion({ customerName: 'Cher', measurement: null, needsReview: true });
    await svc.runtime.bus.publish(envelopeOf(data));
    const [quote] = await waitFor(async () => {
      const rows = await quotesFor(data.customerEmail);
      return rows.length > 0 ? rows : undefined;
    });
    expect(quote).toMatchObject({ firstName: 'Cher', lastName: '(not given)' });
    expect(quote?.projectDescription).toContain('roof size entered by the customer');
    expect(quote?.projectDescription).toContain('flagged for review');
  });
});
