import { type QuoteRequestedData, quoteRequested } from '@roofing/contracts';
import type { ServiceContext, Tx } from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';

/** The quote service alone: what it publishes when a quote is requested. */
let svc: ServiceHarness;

beforeAll(async () => {
  // A poll interval far beyond the test's patience: only the commit's nudge can publish in time.
  svc = await startService(quoteService, { OUTBOX_POLL_MS: '600000' });
});
afterAll(async () => {
  await svc?.close();
});

describe('quote.quote.requested', () => {
  it('is published as the quote commits, without waiting for the relay to poll', async () => {
    const response = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: quoteRequest({ email: 'events@example.com', isVeteran: false }),
    });
    expect(response.statusCode).toBe(201);
    const { estimateNumber } = response.json();
    const event = await svc.waitForEvent<QuoteRequestedData>(
      quoteRequested.type,
      (candidate) => candidate.data.estimateNumber === estimateNumber,
      3000,
    );
    expect(event).toMatchObject({
      version: 1,
      source: 'quote',
      correlationId: response.headers['x-request-id'],
      data: { email: 'events@example.com', isVeteran: false, state: 'FL' },
    });
    expect(quoteRequested.schema.safeParse(event.data).success).toBe(true);
  });

  it('publishes nothing for a refused request', async () => {
    const before = svc.published.length;
    const response = await svc.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { firstName: 'Only' },
    });
    expect(response.statusCode).toBe(400);
    expect(svc.published.length).toBe(before);
  });

  it('does not compile a publish whose payload does not match the event', () => {
    const wrong = (ctx: ServiceContext, tx: Tx) =>
      // @ts-expect-error estimateNumber is a string in quote.quote.requested
      ctx.publish(tx, quoteRequested, { estimateNumber: 42 }, 'request-id');
    expect(typeof wrong).toBe('function');
  });
});
