import {
  easternToday,
  type Invoice,
  type JobBilling,
  type LedgerEntry,
  type MoneyAuditEntry,
  type PaymentReceivedData,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { addDays } from '../src/domain/billing/ledger-view.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps, WEBHOOK_SECRET } from './support/billing.ts';
import { OFFICE } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/** Invoices, the ledger and the office's lists, through the quote service's HTTP API. */
let svc: ServiceHarness;
let signature: string;
let flow: ReturnType<typeof contractFlow>;
beforeAll(async () => {
  svc = await startService(quoteService, { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  ({ signature } = await drawings());
  flow = contractFlow(svc, signature);
});
afterAll(async () => {
  await svc?.close();
});
const { as, staff, job, invoice, pay, billing } = billingSteps(() => svc);
const year = easternToday().slice(0, 4);

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

  it('applies money paid on the job as a whole to its invoices, the one due first first', async () => {
    const { id } = await job();
    const first = (await invoice(id, { cents: 50_000 })).json() as Invoice;
    const later = addDays(easternToday(), 30);
    const second = (await invoice(id, { cents: 30_000, dueOn: later })).json() as Invoice;
    // One check for more than either invoice: recorded on the job, applied to both.
    const check = (await pay(id, { amountCents: 60_000 })).json() as LedgerEntry;
    expect(check.invoiceNumber).toBeNull();
    const shares = (view: JobBilling) =>
      view.invoices.map((each) => [each.number, each.status, each.paid, each.balanceDue]);
    expect(shares(await billing(id))).toEqual([
      [first.number, 'paid', '500.00', '0.00'],
      [second.number, 'open', '100.00', '200.00'],
    ]);
    await pay(id, { amountCents: 20_000 });
    const settled = await billing(id);
    expect(shares(settled)).toEqual([
      [first.number, 'paid', '500.00', '0.00'],
      [second.number, 'paid', '300.00', '0.00'],
    ]);
    expect(settled.balanceDue).toBe('0.00');
    // A refund on the job re-opens the invoice due last.
    await pay(id, { kind: 'refund', amountCents: 5_000 });
    expect(shares(await billing(id))[1]).toEqual([second.number, 'open', '250.00', '50.00']);
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

  it('takes money on the job ahead of its invoices, up to what is left of its price', async () => {
    const { id } = await job(10_000);
    // Nothing is invoiced yet (the contract is not signed): a $4,000 check is taken on the job.
    expect((await pay(id, { amountCents: 400_000 })).statusCode).toBe(201);
    const beyond = await pay(id, { amountCents: 600_001 });
    expect(beyond.statusCode).toBe(409);
    expect(beyond.json().error.message).toBe(
      'That is more than the balance due on this job ($6,000.00).',
    );
    expect((await pay(id, { amountCents: 600_000 })).statusCode).toBe(201);
    expect((await billing(id)).paid).toBe('10000.00');
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
    const { quoteId: id, estimateNumber } = await flow.acceptedEstimate(
      'final@example.com',
      20_000,
    );
    const contract = await flow.signShown(estimateNumber);
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
    // The deposit (10 % by default) was invoiced on signing: the final is what is left.
    expect(view.invoices.map((each) => [each.kind, each.total])).toEqual([
      ['deposit', '2000.00'],
      ['progress', '5000.00'],
      ['final', '13000.00'],
    ]);
    expect(view.invoices[2]?.lines[0]?.description).toBe(
      `Balance of contract ${estimateNumber}-V${contract.version} on completion`,
    );
    const isFinal = (event: { type: string; data: unknown }) =>
      event.type === 'quote.invoice.issued' &&
      (event.data as { estimateNumber: string; kind: string }).estimateNumber === estimateNumber &&
      (event.data as { kind: string }).kind === 'final';
    // The event is relayed from the outbox after the answer: waited for, then counted.
    await svc.waitForEvent('quote.invoice.issued', isFinal);
    expect(svc.published.filter(isFinal)).toHaveLength(1);
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
    const all = (audit.json() as MoneyAuditEntry[]).reverse();
    // The money itself, in order: the invoice, the payment that settled it, the deposit terms.
    const entries = all.filter((entry) => entry.entity !== 'contract');
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
    // The contract's money as well: issued on acceptance, issued again with the new deposit.
    const contract = all.filter((entry) => entry.entity === 'contract');
    expect(contract.map((entry) => entry.action)).toEqual(['issued', 'reissued']);
    expect(contract[1]).toMatchObject({
      actor: OFFICE.displayName,
      before: { version: 1, depositAmount: '1425.00' },
      after: { version: 2, contractPrice: '14250.00', depositAmount: '3562.50' },
    });
    expect(all.indexOf(contract[1] as MoneyAuditEntry)).toBeGreaterThan(
      all.indexOf(entries[3] as MoneyAuditEntry),
    );
    const notAdmin = await svc.app.inject({
      url: '/api/payments/audit',
      headers: as({ ...OFFICE, userId: 2, username: 'crew', role: 'staff' }),
    });
    expect(notAdmin.statusCode).toBe(403);
  });
});
