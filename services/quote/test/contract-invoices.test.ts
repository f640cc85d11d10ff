import type { InvoiceIssuedData } from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { addDays } from '../src/domain/billing/ledger-view.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps } from './support/billing.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/**
 * The invoices a contract raises, through the real flow over HTTP: the customer accepts, the
 * office sets the deposit, the customer signs with an e-mailed code. The deposit invoice is issued
 * on signing (its payment starts the Florida permit clock for a deposit over 10 %), a cancellation
 * voids the open invoices, and a signed deposit cannot be changed.
 */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;
beforeAll(async () => {
  svc = await startService(quoteService);
  flow = contractFlow(svc, (await drawings()).signature);
});
afterAll(async () => {
  await svc?.close();
});
const { staff, pay, billing } = billingSteps(() => svc);

/** Sets the deposit in cents (0: "no deposit", which the office sets as 0 %). */
const depositTerms = (quoteId: number, amountCents: number) =>
  svc.app.inject({
    method: 'PUT',
    url: `/api/invoices/deposit-terms/${quoteId}`,
    headers: staff(),
    payload: amountCents > 0 ? { kind: 'amount', amountCents } : { kind: 'percent', percent: 0 },
  });

/** A $15,000 job whose contract the customer signed with the deposit the office set. */
async function signedWithDeposit(email: string, depositCents: number) {
  const job = await flow.acceptedEstimate(email, 15_000);
  expect((await depositTerms(job.quoteId, depositCents)).statusCode).toBe(200);
  expect((await flow.portalContract(job.estimateNumber)).depositAmount).toBe(
    (depositCents / 100).toFixed(2),
  );
  const signed = await flow.signShown(job.estimateNumber);
  expect(signed).toMatchObject({ status: 'signed' });
  return { ...job, contract: signed as { id: number; version: number } };
}

const permitClock = async (contractId: number) =>
  (
    await flow.query(sql`
    select deposit_received_on::text as "depositReceivedOn", permit_apply_by::text as "permitApplyBy",
      deposit_over_ten_percent as "overTen"
    from quote.contracts where id = ${contractId}`)
  )[0] as {
    depositReceivedOn: string | null;
    permitApplyBy: string | null;
    overTen: boolean;
  };

describe('contract invoices', () => {
  it('issues the deposit invoice on signing; paying it starts the permit clock', async () => {
    const { quoteId, estimateNumber, contract } = await signedWithDeposit(
      'deposit-invoice@example.com',
      300_000,
    );
    const issued = await svc.waitForEvent<InvoiceIssuedData>(
      'quote.invoice.issued',
      (event) => event.data.estimateNumber === estimateNumber,
    );
    expect(issued.data).toMatchObject({ kind: 'deposit', total: '3000.00' });
    const view = await billing(quoteId);
    expect(view.invoices).toHaveLength(1);
    expect(view.invoices[0]).toMatchObject({ number: issued.data.number, kind: 'deposit' });
    expect(view.invoices[0]?.lines).toEqual([
      {
        description: `Deposit under contract ${estimateNumber}-V${contract.version}`,
        quantity: 1,
        unitPrice: '3000.00',
        amount: '3000.00',
      },
    ]);
    expect(view.deposit).toMatchObject({ amount: '3000.00', paid: '0.00', due: '3000.00' });
    expect(await permitClock(contract.id)).toMatchObject({
      overTen: true,
      depositReceivedOn: null,
      permitApplyBy: null,
    });

    const paid = await pay(quoteId, { amountCents: 300_000, invoiceNumber: issued.data.number });
    expect(paid.statusCode).toBe(201);
    const after = await billing(quoteId);
    expect(after.deposit).toMatchObject({ paid: '3000.00', due: '0.00' });
    expect(after.invoices[0]?.status).toBe('paid');
    const clock = await permitClock(contract.id);
    expect(clock.depositReceivedOn).not.toBeNull();
    expect(clock.permitApplyBy).toBe(addDays(clock.depositReceivedOn ?? '', 30));
  });

  it('issues no deposit invoice for a $0 deposit', async () => {
    const { quoteId, estimateNumber } = await signedWithDeposit('no-deposit@example.com', 0);
    await svc.waitForEvent(
      'quote.contract.signed',
      (event) => (event.data as { estimateNumber: string }).estimateNumber === estimateNumber,
    );
    expect((await billing(quoteId)).invoices).toEqual([]);
    const issued = svc.published.filter(
      (event) =>
        event.type === 'quote.invoice.issued' &&
        (event.data as InvoiceIssuedData).estimateNumber === estimateNumber,
    );
    expect(issued).toEqual([]);
  });

  it("voids a cancelled contract's open invoices and refuses changing a signed deposit", async () => {
    const { quoteId, estimateNumber, contract } = await signedWithDeposit(
      'cancelled-deposit@example.com',
      150_000,
    );
    const [deposit] = (await billing(quoteId)).invoices;
    expect(deposit).toMatchObject({ kind: 'deposit', status: 'open', total: '1500.00' });
    const terms = await depositTerms(quoteId, 100_000);
    expect(terms.statusCode).toBe(409);
    expect((await billing(quoteId)).deposit).toMatchObject({ amount: '1500.00' });

    const cancelled = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/cancel',
      headers: flow.customer(estimateNumber),
      payload: { contractId: contract.id, reason: 'We chose to wait a year.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    await svc.waitForEvent('quote.invoice.settled', (event) => {
      const data = event.data as { number: string; how: string };
      return data.number === deposit?.number && data.how === 'void';
    });
    const view = await billing(quoteId);
    expect(view.invoices.map((each) => [each.number, each.status])).toEqual([
      [deposit?.number, 'void'],
    ]);
    expect(view.balanceDue).toBe('0.00');
  });

  it('tells the cancellation what is left to refund: payments less the refunds made', async () => {
    const { quoteId, estimateNumber, contract } = await signedWithDeposit(
      'cancelled-refunded@example.com',
      150_000,
    );
    const [deposit] = (await billing(quoteId)).invoices;
    const paid = await pay(quoteId, { amountCents: 150_000, invoiceNumber: deposit?.number });
    expect(paid.statusCode).toBe(201);
    const refunded = await pay(quoteId, {
      kind: 'refund',
      amountCents: 40_000,
      invoiceNumber: deposit?.number,
    });
    expect(refunded.statusCode).toBe(201);
    const cancelled = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/cancel',
      headers: flow.customer(estimateNumber),
      payload: { contractId: contract.id },
    });
    expect(cancelled.statusCode).toBe(200);
    const event = await svc.waitForEvent(
      'quote.contract.cancelled',
      (each) => (each.data as { estimateNumber: string }).estimateNumber === estimateNumber,
    );
    expect(event.data).toMatchObject({ refundDue: '1100.00' });
  });
});
