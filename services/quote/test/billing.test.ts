import {
  easternToday,
  type Invoice,
  type InvoiceCreate,
  type JobBilling,
  type LedgerEntry,
  type MoneyAuditEntry,
  type PaymentReceivedData,
  type PortalBilling,
} from '@roofing/contracts';
import type { Identity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/** Invoices, the ledger and payments, through the quote service's HTTP API. */
const WEBHOOK_SECRET = 'whsec_billing_test_secret';
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
});
afterAll(async () => {
  await svc?.close();
});
const as = (identity: Identity) => signedAs(svc, identity);
const staff = () => as(OFFICE);
const year = easternToday().slice(0, 4);

/** An accepted job (accepted by phone: staff record it), ready to invoice. */
async function job(amount = 14250) {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest(),
  });
  const { estimateNumber } = created.json();
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: staff() })
  ).json();
  const accepted = await svc.app.inject({
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
  return svc.app.inject({
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
  svc.app.inject({
    method: 'POST',
    url: `/api/payments/quote/${quoteId}`,
    headers: staff(),
    payload: { method: 'check', ...body },
  });

const billing = async (quoteId: number) =>
  (
    await svc.app.inject({ url: `/api/invoices/jobs/${quoteId}`, headers: staff() })
  ).json() as JobBilling;

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
  svc.app.inject({ method: 'POST', url: '/api/payments/stripe-webhook', ...signed(event, secret) });

describe('invoices', () => {
  it('numbers invoices INV-<year>-0001, 0002… in order, gap-free even when raised at once', async () => {
    const { id } = await job();
    const first = await invoice(id);
    const second = await invoice(id);
    expect(first.statusCode).toBe(201);
    expect((first.json() as Invoice).number).toBe(`INV-${year}-0001`);
    expect((second.json() as Invoice).number).toBe(`INV-${year}-0002`);
    const together = await Promise.all([1, 2, 3, 4].map(() => invoice(id)));
    const numbers = together.map((answer) => (answer.json() as Invoice).number).sort();
    expect(numbers).toEqual([3, 4, 5, 6].map((n) => `INV-${year}-000${n}`));
    const issued = await svc.waitForEvent('quote.invoice.issued', (event) => {
      return (event.data as { number: string }).number === `INV-${year}-0001`;
    });
    expect(issued.data).toMatchObject({
      total: '1000.00',
      balanceDue: '1000.00',
      kind: 'progress',
    });
  });

  it('adds tax, dues in 14 days, and voids an unpaid invoice (settled: void)', async () => {
    const { id } = await job();
    const taxed = (await invoice(id, { taxRatePercent: 7, cents: 12_345 })).json() as Invoice;
    expect(taxed).toMatchObject({
      subtotal: '123.45',
      tax: '8.64',
      total: '132.09',
      status: 'open',
    });
    const days = (Date.parse(taxed.dueOn) - Date.parse(taxed.issuedOn)) / 86_400_000;
    expect(days).toBe(14);
    const voided = await svc.app.inject({
      method: 'POST',
      url: `/api/invoices/${taxed.number}/void`,
      headers: staff(),
    });
    expect(voided.json()).toMatchObject({ status: 'void', balanceDue: '0.00' });
    await svc.waitForEvent('quote.invoice.settled', (event) => {
      const data = event.data as { number: string; how: string };
      return data.number === taxed.number && data.how === 'void';
    });
    expect((await billing(id)).balanceDue).toBe('0.00');
  });
});

describe('the ledger', () => {
  it('changes the balance with offline payments and refunds; a paid invoice settles', async () => {
    const { id } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const first = await pay(id, {
      amountCents: 40_000,
      invoiceNumber: raised.number,
      reference: 'Check 1042',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'payment',
      amount: '400.00',
      status: 'paid',
      invoiceNumber: raised.number,
    });
    expect(await billing(id)).toMatchObject({ balanceDue: '600.00', paid: '400.00' });

    // The rest, with no invoice named: it goes on the open invoice it fits.
    const rest = (
      await pay(id, { amountCents: 60_000, method: 'insurer_check' })
    ).json() as LedgerEntry;
    expect(rest.invoiceNumber).toBe(raised.number);
    const paid = await billing(id);
    expect(paid.balanceDue).toBe('0.00');
    expect(paid.invoices[0]).toMatchObject({ status: 'paid', paid: '1000.00', balanceDue: '0.00' });
    expect(paid.invoices[0]?.paidAt).not.toBeNull();
    await svc.waitForEvent('quote.invoice.settled', (event) => {
      const data = event.data as { number: string; how: string };
      return data.number === raised.number && data.how === 'paid';
    });
    const receipt = await svc.waitForEvent<PaymentReceivedData>(
      'quote.payment.received',
      (event) => event.data.paymentId === rest.id,
    );
    expect(receipt.data).toMatchObject({
      amount: '600.00',
      method: 'insurer_check',
      balanceDue: '0.00',
    });

    const refund = await pay(id, {
      kind: 'refund',
      amountCents: 10_000,
      invoiceNumber: raised.number,
    });
    expect(refund.statusCode).toBe(201);
    expect(refund.json()).toMatchObject({ kind: 'refund', status: 'refunded', amount: '100.00' });
    const after = await billing(id);
    expect(after).toMatchObject({ balanceDue: '100.00', paid: '900.00' });
    expect(after.invoices[0]).toMatchObject({ status: 'open', balanceDue: '100.00', paidAt: null });
    await svc.waitForEvent('quote.payment.refunded', (event) => {
      return (event.data as { refundId: number }).refundId === refund.json().id;
    });
  });

  it('refuses a payment of more than the balance, and a refund of more than was paid', async () => {
    const { id } = await job();
    const raised = (await invoice(id, { cents: 123_400 })).json() as Invoice;
    const tooMuch = await pay(id, { amountCents: 123_401, invoiceNumber: raised.number });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'That is more than the balance due on this invoice ($1,234.00).',
    );
    const refund = await pay(id, { kind: 'refund', amountCents: 100 });
    expect(refund.statusCode).toBe(409);
    expect((await billing(id)).ledger).toEqual([]);
  });

  it('keeps the older POST /api/quotes/:id/payments working on the same ledger', async () => {
    const { id } = await job();
    const recorded = await svc.app.inject({
      method: 'POST',
      url: `/api/quotes/${id}/payments`,
      headers: staff(),
      payload: { amount: 250, paymentType: 'financing', description: 'Approved by the lender' },
    });
    expect(recorded.statusCode).toBe(201);
    const view = await billing(id);
    expect(view.ledger).toMatchObject([{ amount: '250.00', method: 'financing', status: 'paid' }]);
    expect(view.paid).toBe('250.00');
  });

  it('issues the final invoice when a job with a signed contract is completed', async () => {
    const { id, estimateNumber } = await job(20_000);
    // The contract module signs contracts; here one is on file as the customer signed it.
    await svc.runtime.database.db.execute(sql`
      insert into quote.contracts (quote_id, estimate_number, version, status, contract_price,
        deposit_amount, estimate_hash, html, document_hash, signed_at, signer_name)
      values (${id}, ${estimateNumber}, 1, 'signed', '20000.00', '2000.00', ${'a'.repeat(64)},
        '<p>contract</p>', ${'b'.repeat(64)}, now(), 'Dana Whitfield')`);
    await invoice(id, { cents: 500_000 });
    const done = await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${id}`,
      headers: staff(),
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    const view = await billing(id);
    expect(view.contractPrice).toBe('20000.00');
    expect(view.invoices.map((each) => [each.kind, each.total])).toEqual([
      ['progress', '5000.00'],
      ['final', '15000.00'],
    ]);
    expect(view.invoices[1]?.lines[0]?.description).toBe(
      `Balance of contract ${estimateNumber}-V1 on completion`,
    );
  });
});

describe("the office's lists", () => {
  it('lists receivables (overdue first) and exports them as CSV', async () => {
    const { id, estimateNumber } = await job();
    await invoice(id, { cents: 777_700 });
    const page = await svc.app.inject({
      url: '/api/invoices/receivables?filter=open',
      headers: staff(),
    });
    expect(page.statusCode).toBe(200);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(0);
    const row = page
      .json()
      .find((each: { estimateNumber: string }) => each.estimateNumber === estimateNumber);
    expect(row).toMatchObject({
      invoiced: '7777.00',
      paid: '0.00',
      balanceDue: '7777.00',
      daysOverdue: 0,
    });

    const csv = await svc.app.inject({ url: '/api/invoices/receivables.csv', headers: staff() });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Estimate,Customer,Contract status,Contract price,Invoiced,Paid,Balance due,Oldest due date,Days overdue,Deposit due,Permit apply by,Work start by',
    );
    expect(lines.find((line) => line.startsWith(`${estimateNumber},`))).toContain(
      ',7777.00,0.00,7777.00,',
    );

    const stats = (await svc.app.inject({ url: '/api/invoices/stats', headers: staff() })).json();
    expect(Number(stats.outstanding)).toBeGreaterThanOrEqual(7777);
  });

  it('keeps every money change in the audit log with before and after (admins only)', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    await pay(id, { amountCents: 100_000, invoiceNumber: raised.number });
    await svc.app.inject({
      method: 'PUT',
      url: `/api/invoices/deposit-terms/${id}`,
      headers: staff(),
      payload: { kind: 'percent', percent: 25 },
    });
    const audit = await svc.app.inject({
      url: `/api/payments/audit?estimateNumber=${estimateNumber}`,
      headers: staff(),
    });
    expect(audit.statusCode).toBe(200);
    const entries = (audit.json() as MoneyAuditEntry[]).reverse();
    expect(entries.map((entry) => [entry.entity, entry.action])).toEqual([
      ['invoice', 'progress invoice issued'],
      ['payment', 'payment paid'],
      ['invoice', 'invoice paid'],
      ['deposit-terms', 'deposit terms set'],
    ]);
    expect(entries[0]).toMatchObject({
      actor: OFFICE.displayName,
      before: null,
      after: { total: '1000.00' },
    });
    expect(entries[2]).toMatchObject({ before: { status: 'open' }, after: { status: 'paid' } });
    expect(entries[3]).toMatchObject({
      before: { kind: 'percent', percent: 10 },
      after: { kind: 'percent', percent: 25 },
    });
    const notAdmin = await svc.app.inject({
      url: '/api/payments/audit',
      headers: as({ ...OFFICE, userId: 2, username: 'crew', role: 'staff' }),
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});

describe('paying online', () => {
  it('shows the portal how to pay offline and refuses intents when Stripe is not set up', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const portal = as({ kind: 'portal', estimateNumber, verified: true });
    const config = await svc.app.inject({ url: '/api/payments/portal/config', headers: portal });
    expect(config.json()).toMatchObject({
      mode: 'offline',
      offline: { memo: `Write ${estimateNumber} and the invoice number on the check` },
    });
    const intent = await svc.app.inject({
      method: 'POST',
      url: '/api/payments/portal/intents',
      headers: portal,
      payload: { invoiceNumber: raised.number, amountCents: 1000 },
    });
    expect(intent.statusCode).toBe(409);
    const view = (
      await svc.app.inject({ url: '/api/invoices/portal', headers: portal })
    ).json() as PortalBilling;
    expect(view).toMatchObject({ estimateNumber, balanceDue: '1000.00', payOnline: false });
    expect(view.invoices[0]).not.toHaveProperty('id');
  });

  it('refuses a webhook with a bad signature and records nothing', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const event = succeeded('evt_forged', 'pi_forged', estimateNumber, raised.number, 100_000);
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
    const events = await svc.runtime.database.db.execute(
      sql`select id from quote.stripe_events where id = 'evt_forged'`,
    );
    expect(events.rows).toEqual([]);
  });

  it('records a payment Stripe confirms once, however often the event is delivered', async () => {
    const { id, estimateNumber } = await job();
    const raised = (await invoice(id)).json() as Invoice;
    const event = succeeded('evt_paid_1', 'pi_paid_1', estimateNumber, raised.number, 100_000);
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
    const receipts = svc.published.filter(
      (each) =>
        each.type === 'quote.payment.received' &&
        (each.data as { estimateNumber: string }).estimateNumber === estimateNumber,
    );
    expect(receipts).toHaveLength(1);

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

/** payment_intent.succeeded as Stripe sends it (the fields this service reads). */
function succeeded(
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
        payment_method_types: ['card', 'us_bank_account'],
        metadata: { estimateNumber, invoiceNumber },
      },
    },
  };
}
