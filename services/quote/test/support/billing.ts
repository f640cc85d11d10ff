import type { InvoiceCreate, JobBilling } from '@roofing/contracts';
import type { Identity } from '@roofing/platform';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { quoteRequest } from '../../../../test/support/factories.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { OFFICE, signedAs } from './callers.ts';

/** The secret the billing tests' quote service verifies Stripe's webhook with. */
export const WEBHOOK_SECRET = 'whsec_billing_test_secret';

/** Small steps of the billing tests, through the service's HTTP API. */
export function billingSteps(harness: () => ServiceHarness) {
  const as = (identity: Identity) => signedAs(harness(), identity);
  const staff = () => as(OFFICE);
  const inject = (options: InjectOptions) => harness().app.inject(options);

  /** An accepted job (accepted by phone: staff record it), ready to invoice. */
  async function job(amount = 14250) {
    const created = await inject({
      method: 'POST',
      url: '/api/quotes',
      payload: quoteRequest(),
    });
    const { estimateNumber } = created.json();
    const [listed] = (
      await inject({ url: `/api/quotes?search=${estimateNumber}`, headers: staff() })
    ).json();
    const accepted = await inject({
      method: 'PATCH',
      url: `/api/quotes/${listed.id}`,
      headers: staff(),
      payload: { status: 'accepted', estimateAmount: amount },
    });
    expect(accepted.statusCode).toBe(200);
    return { id: listed.id as number, estimateNumber: estimateNumber as string };
  }

  const invoice = (quoteId: number, body: Partial<InvoiceCreate> & { cents?: number } = {}) => {
    const { cents = 100_000, ...rest } = body;
    return inject({
      method: 'POST',
      url: `/api/invoices/quote/${quoteId}`,
      headers: staff(),
      payload: {
        kind: 'progress',
        lines: [{ description: 'Tear-off and dry-in', quantity: 1, unitPriceCents: cents }],
        ...rest,
      },
    });
  };

  const pay = (quoteId: number, body: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: `/api/payments/quote/${quoteId}`,
      headers: staff(),
      payload: { method: 'check', ...body },
    });

  const billing = async (quoteId: number) =>
    (await inject({ url: `/api/invoices/jobs/${quoteId}`, headers: staff() })).json() as JobBilling;

  /** A Stripe event as Stripe would sign it with the endpoint's secret. */
  function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    return {
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
    };
  }
  const deliver = (event: Record<string, unknown>, secret?: string) =>
    inject({ method: 'POST', url: '/api/payments/stripe-webhook', ...signed(event, secret) });

  return { as, staff, job, invoice, pay, billing, deliver };
}

/** payment_intent.succeeded as Stripe sends it (the fields this service reads), to be signed. */
export function paymentSucceeded(
  eventId: string,
  intentId: string,
  estimateNumber: string,
  invoiceNumber: string,
  cents: number,
) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount: cents,
        amount_received: cents,
        currency: 'usd',
        status: 'succeeded',
        description: `Invoice ${invoiceNumber}`,
        latest_charge: `ch_${intentId.slice(3)}`,
        // A card-only intent: the event itself says how it was paid (with both types allowed
        // the service asks Stripe for the charge; online-payments-stripe.test.ts does that).
        payment_method_types: ['card'],
        metadata: { estimateNumber, invoiceNumber },
      },
    },
  };
}
