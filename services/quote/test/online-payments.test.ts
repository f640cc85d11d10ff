import type { Invoice, PortalBilling } from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { type StripeLocal, startStripeLocal } from '../../../test/support/stripe-local/server.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps, paymentSucceeded, WEBHOOK_SECRET } from './support/billing.ts';

/**
 * Paying online: the portal's side with no Stripe keys (offline), and Stripe's signed webhook as
 * the quote service handles it, with the payment port pointed at the local Stripe-compatible
 * server (the end-to-end payments through it are in online-payments-stripe.test.ts).
 */
let offlineSvc: ServiceHarness;
let svc: ServiceHarness;
let stripe: StripeLocal;
beforeAll(async () => {
  stripe = await startStripeLocal({ secretKey: 'sk_test_webhooks', webhookSecret: WEBHOOK_SECRET });
  offlineSvc = await startService(quoteService);
  svc = await startService(quoteService, stripe.env);
});
afterAll(async () => {
  await Promise.all([offlineSvc?.close(), svc?.close(), stripe?.stop()]);
});
const noStripe = billingSteps(() => offlineSvc);
const { job, invoice, billing, deliver } = billingSteps(() => svc);

describe('paying online', () => {
  it('shows the portal how to pay offline and refuses intents when Stripe is not set up', async () => {
    const { as, job, invoice, billing } = noStripe;
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const portal = as({ kind: 'portal', estimateNumber, verified: true });
    const config = await offlineSvc.app.inject({
      url: '/api/payments/portal/config',
      headers: portal,
    });
    expect(config.json()).toMatchObject({
      mode: 'offline',
      offline: { memo: `Write ${estimateNumber} and the invoice number on the check` },
    });
    const intent = (headers: Record<string, string>, invoiceNumber: string, amountCents: number) =>
      offlineSvc.app.inject({
        method: 'POST',
        url: '/api/payments/portal/intents',
        headers,
        payload: { invoiceNumber, amountCents },
      });
    // Paying needs the customer verified, an open invoice of this job, at most its balance.
    const unverified = as({ kind: 'portal', estimateNumber, verified: false });
    expect((await intent(unverified, raised.number, 1000)).statusCode).toBe(401);
    const other = await job();
    const theirs = (await invoice(other.id)).json() as Invoice;
    expect((await intent(portal, theirs.number, 1000)).statusCode).toBe(404);
    const tooMuch = await intent(portal, raised.number, 100_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'That is more than the balance due on this invoice ($1,000.00).',
    );
    // Within it, offline: nothing pretends to take a card.
    const offline = await intent(portal, raised.number, 1000);
    expect(offline.statusCode).toBe(409);
    expect(offline.json().error.message).toContain('pay by check or bank transfer');
    expect((await billing(id)).ledger).toEqual([]);
    const view = (
      await offlineSvc.app.inject({ url: '/api/invoices/portal', headers: portal })
    ).json() as PortalBilling;
    expect(view).toMatchObject({ estimateNumber, balanceDue: '1000.00', payOnline: false });
    expect(view.invoices[0]).not.toHaveProperty('id');
  });

  it('refuses a webhook with a bad signature and records nothing', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const event = paymentSucceeded(
      'evt_forged',
      'pi_forged',
      estimateNumber,
      raised.number,
      100_000,
    );
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await svc.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await billing(id)).ledger).toEqual([]);
    const events = (await svc.runtime.database.db.execute(
      sql`select id from quote.stripe_events where id = 'evt_forged'`,
    )) as unknown as { rows: unknown[] };
    expect(events.rows).toEqual([]);
  });

  it('records a payment Stripe confirms once, however often the event is delivered', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const event = paymentSucceeded(
      'evt_paid_1',
      'pi_paid_1',
      estimateNumber,
      raised.number,
      100_000,
    );
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    // A second event about the same intent (Stripe may send both) records nothing new either.
    expect((await deliver({ ...event, id: 'evt_paid_2' })).statusCode).toBe(200);
    const view = await billing(id);
    expect(view.ledger).toMatchObject([
      {
        kind: 'payment',
        method: 'card',
        amount: '1000.00',
        status: 'paid',
        recordedBy: 'Stripe webhook',
      },
    ]);
    expect(view.invoices[0]).toMatchObject({ status: 'paid', balanceDue: '0.00' });
    // The outbox relay publishes after the commit: wait for the receipt, then make sure it is one.
    const receipts = () =>
      svc.published.filter(
        (each) =>
          each.type === 'quote.payment.received' &&
          (each.data as { estimateNumber: string }).estimateNumber === estimateNumber,
      );
    await waitFor(() => receipts().length > 0 || undefined, 10_000, 'the payment receipt event');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receipts()).toHaveLength(1);

    // Stripe refunds part of it: one refund row per refund id, however often told.
    const refunded = {
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_paid_1',
          object: 'charge',
          payment_intent: 'pi_paid_1',
          refunds: {
            object: 'list',
            data: [
              {
                id: 're_1',
                object: 'refund',
                amount: 25_000,
                status: 'succeeded',
                payment_intent: 'pi_paid_1',
                charge: 'ch_paid_1',
                reason: 'requested_by_customer',
              },
            ],
          },
        },
      },
    };
    await deliver(refunded);
    await deliver({ ...refunded, id: 'evt_refund_2' });
    const after = await billing(id);
    expect(after.ledger.filter((entry) => entry.kind === 'refund')).toMatchObject([
      { amount: '250.00', status: 'refunded', method: 'card' },
    ]);
    expect(after).toMatchObject({ balanceDue: '250.00', paid: '750.00' });
  });
});

describe('a failed attempt', () => {
  it('is recorded failed, and the same intent paid later is the same row, paid', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const paid = paymentSucceeded('evt_late_ok', 'pi_retry', estimateNumber, raised.number, 40_000);
    const failed = {
      ...paid,
      id: 'evt_failed',
      type: 'payment_intent.payment_failed',
      data: {
        object: { ...paid.data.object, status: 'requires_payment_method', amount_received: 0 },
      },
    };
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await billing(id)).ledger).toMatchObject([{ status: 'failed', amount: '400.00' }]);
    expect((await billing(id)).balanceDue).toBe('1000.00');
    await deliver(paid);
    const view = await billing(id);
    expect(view.ledger).toMatchObject([{ status: 'paid', amount: '400.00' }]);
    expect(view.balanceDue).toBe('600.00');
  });
});
