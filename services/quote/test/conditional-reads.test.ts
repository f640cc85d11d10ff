import { randomUUID } from 'node:crypto';
import {
  type BillingStats,
  type Invoice,
  instantQuoteConversionRequested,
  type PortalBilling,
  type Quote,
  type QuoteStats,
  type Receivable,
} from '@roofing/contracts';
import { createEnvelope, type Identity } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conditionalGet, queriesOf } from '../../../test/support/conditional-reads.ts';
import { quoteRequest, waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { type StripeLocal, startStripeLocal } from '../../../test/support/stripe-local/server.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps, paymentSucceeded, WEBHOOK_SECRET } from './support/billing.ts';
import { OFFICE, signedAs } from './support/callers.ts';
import { conversion } from './support/instant-quote-events.ts';

/**
 * The office's and the portal's polled reads of the quote service answer 304 from their ETag
 * while nothing they show changed, without a database query, and 200 with the new answer after
 * any write that changes it: a staff change, a new request, an event consumer's, a Stripe payment.
 */
let svc: ServiceHarness;
let stripe: StripeLocal;
beforeAll(async () => {
  stripe = await startStripeLocal({ secretKey: 'sk_test_etags', webhookSecret: WEBHOOK_SECRET });
  svc = await startService(quoteService, stripe.env);
});
afterAll(async () => {
  await Promise.all([svc?.close(), stripe?.stop()]);
});
const { job, invoice, pay, deliver } = billingSteps(() => svc);

const get = (url: string, identity: Identity, etag?: string) =>
  conditionalGet(svc, url, identity, etag);

/** A 200 with a weak ETag the browser keeps and revalidates (private, no-cache). */
function tagOf(response: Awaited<ReturnType<typeof get>>): string {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-cache');
  const etag = response.headers.etag as string;
  expect(etag).toMatch(/^W\/".+"$/);
  return etag;
}

/** With `etag`, the route answers 304 with no body and runs no query. */
async function expectNotModified(url: string, route: string, identity: Identity, etag: string) {
  const before = await queriesOf(svc, route);
  const again = await get(url, identity, etag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  expect(await queriesOf(svc, route)).toBe(before);
}

async function newRequest(lastName: string) {
  const response = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ lastName }),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { estimateNumber: string };
}

/** A Stripe `payment_intent.succeeded` for a card payment of `invoiceNumber`. */
function cardPaid(estimateNumber: string, invoiceNumber: string, cents: number) {
  const intentId = `pi_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  return paymentSucceeded(
    `evt_${intentId.slice(3)}`,
    intentId,
    estimateNumber,
    invoiceNumber,
    cents,
  );
}

describe("the office's quote list, conditionally", () => {
  const url = '/api/quotes?pageSize=5';
  const ROUTE = '/api/quotes';

  it('answers 304 with no query while unchanged, and 200 after a request, a change or a conversion', async () => {
    await newRequest('Delgado');
    const first = await get(url, OFFICE);
    const etag = tagOf(first);
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(0);
    await expectNotModified(url, ROUTE, OFFICE, etag);

    // Another page or filter is another answer: never the same tag.
    const declined = await get('/api/quotes?pageSize=5&status=declined', OFFICE, etag);
    expect(declined.statusCode).toBe(200);
    expect(declined.headers.etag).not.toBe(etag);

    // A homeowner asks for a quote: the office's next poll reads it.
    const { estimateNumber } = await newRequest('Whitfield');
    const arrived = await get(url, OFFICE, etag);
    const second = tagOf(arrived);
    expect(second).not.toBe(etag);
    const [newest] = arrived.json() as Quote[];
    expect(newest?.estimateNumber).toBe(estimateNumber);
    await expectNotModified(url, ROUTE, OFFICE, second);

    // The office books the site visit: the list shows the new status.
    const patched = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${newest?.id}`,
      headers: signedAs(svc, OFFICE),
      payload: { status: 'site_visit_scheduled' },
    });
    expect(patched.statusCode).toBe(200);
    const booked = await get(url, OFFICE, second);
    const third = tagOf(booked);
    expect((booked.json() as Quote[])[0]?.status).toBe('site_visit_scheduled');

    // The event consumer creates the quote of a converted instant quote (in a savepoint).
    await svc.runtime.bus.publish(
      createEnvelope({
        type: instantQuoteConversionRequested.type,
        source: 'instant-quote',
        correlationId: `convert-${randomUUID()}`,
        data: conversion(),
      }),
    );
    const converted = await waitFor(async () => {
      const response = await get(url, OFFICE, third);
      return response.statusCode === 200 ? response : undefined;
    }, 10_000);
    expect((converted.json() as Quote[])[0]).toMatchObject({
      lastName: 'Alvarez',
      serviceType: 'roof-replacement',
    });
  });

  it('still checks the staff session before answering 304', async () => {
    const etag = tagOf(await get(url, OFFICE));
    const anonymous = await svc.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the dashboard's tiles, conditionally", () => {
  const url = '/api/quotes/stats';

  it('answer 304 with no query while unchanged, and 200 with the new count after a request', async () => {
    const first = await get(url, OFFICE);
    const etag = tagOf(first);
    const { newThisWeek } = first.json() as QuoteStats;
    await expectNotModified(url, url, OFFICE, etag);

    await newRequest('Nguyen');
    const after = await get(url, OFFICE, etag);
    tagOf(after);
    expect((after.json() as QuoteStats).newThisWeek).toBe(newThisWeek + 1);
  });

  it('are read again once the oldest quote of the week is eight days old, with nothing written', async () => {
    await newRequest('Okonkwo');
    const etag = tagOf(await get(url, OFFICE));
    await expectNotModified(url, url, OFFICE, etag);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 24 * 60 * 60 * 1000 });
    try {
      const later = await get(url, OFFICE, etag);
      expect(later.statusCode).toBe(200);
      expect(later.headers.etag).not.toBe(etag);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the office's money, conditionally", () => {
  it('the money tiles: 304 with no query until an invoice is raised or a card payment lands', async () => {
    const url = '/api/invoices/stats';
    const { id, estimateNumber } = await job();
    const first = await get(url, OFFICE);
    const etag = tagOf(first);
    const before = first.json() as BillingStats;
    await expectNotModified(url, url, OFFICE, etag);

    const raised = (await invoice(id, { cents: 250_000 })).json() as Invoice;
    const invoiced = await get(url, OFFICE, etag);
    const second = tagOf(invoiced);
    const outstanding = Number((invoiced.json() as BillingStats).outstanding);
    expect(outstanding).toBeCloseTo(Number(before.outstanding) + 2500, 2);
    await expectNotModified(url, url, OFFICE, second);

    // Stripe's webhook records the customer's card payment: the tiles move.
    const paid = await deliver(cardPaid(estimateNumber, raised.number, 100_000));
    expect(paid.statusCode).toBe(200);
    const afterPayment = await get(url, OFFICE, second);
    tagOf(afterPayment);
    expect(Number((afterPayment.json() as BillingStats).outstanding)).toBeCloseTo(
      outstanding - 1000,
      2,
    );
  });

  it('the receivables: 304 with no query per page and filter, 200 after a payment is recorded', async () => {
    const url = '/api/invoices/receivables?filter=all&pageSize=100';
    const ROUTE = '/api/invoices/receivables';
    const { id, estimateNumber } = await job();
    await invoice(id, { cents: 80_000 });
    const first = await get(url, OFFICE);
    const etag = tagOf(first);
    expect(first.headers['x-total-count']).toBeDefined();
    await expectNotModified(url, ROUTE, OFFICE, etag);
    const open = await get('/api/invoices/receivables?filter=open&pageSize=100', OFFICE, etag);
    expect(open.statusCode).toBe(200);

    const check = await pay(id, { amountCents: 30_000, reference: 'Check 2207' });
    expect(check.statusCode).toBe(201);
    const after = await get(url, OFFICE, etag);
    tagOf(after);
    const row = (after.json() as Receivable[]).find(
      (each) => each.estimateNumber === estimateNumber,
    );
    expect(row).toMatchObject({ invoiced: '800.00', paid: '300.00', balanceDue: '500.00' });
  });
});

describe("the portal's billing, conditionally", () => {
  const url = '/api/invoices/portal';
  const portal = (estimateNumber: string): Identity => ({
    kind: 'portal',
    estimateNumber,
    verified: true,
  });

  it("answers the session's own job: 304 with no query until that job's money changes", async () => {
    const mine = await job();
    const raised = (await invoice(mine.id, { cents: 120_000 })).json() as Invoice;
    const customer = portal(mine.estimateNumber);
    const first = await get(url, customer);
    const etag = tagOf(first);
    expect((first.json() as PortalBilling).balanceDue).toBe('1200.00');
    await expectNotModified(url, url, customer, etag);

    // Another customer's job is billed and paid: this portal's answer is unchanged.
    const theirs = await job();
    const theirInvoice = (await invoice(theirs.id)).json() as Invoice;
    await deliver(cardPaid(theirs.estimateNumber, theirInvoice.number, 50_000));
    await expectNotModified(url, url, customer, etag);

    // Their answer is theirs: this job's tag never matches it.
    const other = await get(url, portal(theirs.estimateNumber), etag);
    expect(other.statusCode).toBe(200);
    expect((other.json() as PortalBilling).estimateNumber).toBe(theirs.estimateNumber);

    // The customer's own card payment is confirmed by Stripe: the next poll shows it.
    const paid = await deliver(cardPaid(mine.estimateNumber, raised.number, 120_000));
    expect(paid.statusCode).toBe(200);
    const confirmed = await get(url, customer, etag);
    tagOf(confirmed);
    const billing = confirmed.json() as PortalBilling;
    expect(billing.balanceDue).toBe('0.00');
    expect(billing.payments).toMatchObject([{ amount: '1200.00', status: 'paid', method: 'card' }]);
  });

  it('refuses a browser with no portal session, whatever tag it sends', async () => {
    const { estimateNumber } = await job();
    const etag = tagOf(await get(url, portal(estimateNumber)));
    const stranger = await svc.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(stranger.statusCode).toBe(401);
  });
});
