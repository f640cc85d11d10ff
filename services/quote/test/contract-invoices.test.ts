import type { Invoice } from '@roofing/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { issueDepositInvoice, voidOpenInvoices } from '../src/domain/billing/issue-invoice.ts';
import { addDays } from '../src/domain/billing/ledger-view.ts';
import { quoteService } from '../src/service.ts';
import { type ContractRow, contracts } from '../src/store/schema.ts';
import { billingSteps } from './support/billing.ts';

/**
 * The invoices the contracts module raises through billing's functions: the deposit on signing
 * (its payment starts the Florida permit clock) and the voiding of open invoices on cancellation.
 * The contract is put on file as the contracts module would leave it once signed.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(quoteService);
});
afterAll(async () => {
  await svc?.close();
});
const { staff, job, pay, billing } = billingSteps(() => svc);

async function signedContract(
  deposit: string,
): Promise<{ quoteId: number; contract: ContractRow }> {
  const { id, estimateNumber } = await job(15_000);
  const [contract] = await svc.runtime.database.db
    .insert(contracts)
    .values({
      quoteId: id,
      estimateNumber,
      version: 2,
      status: 'signed',
      contractPrice: '15000.00',
      depositAmount: deposit,
      depositOverTenPercent: Number(deposit) > 1500,
      estimateHash: 'a'.repeat(64),
      html: '<p>The contract</p>',
      documentHash: 'b'.repeat(64),
      signerName: 'Dana Whitfield',
      signedAt: new Date(),
    })
    .returning();
  if (!contract) throw new Error('no contract');
  return { quoteId: id, contract };
}

const inTransaction = <T>(work: Parameters<typeof svc.service.ctx.db.transaction<T>>[0]) =>
  svc.service.ctx.db.transaction(work);

describe('contract invoices', () => {
  it('issues the deposit invoice on signing; paying it starts the permit clock', async () => {
    const { quoteId, contract } = await signedContract('3000.00');
    const issued = await inTransaction((tx) =>
      issueDepositInvoice(svc.service.ctx, tx, contract, 'Dana Whitfield'),
    );
    expect(issued).toMatchObject({ kind: 'deposit', total: '3000.00', contractId: contract.id });
    const view = await billing(quoteId);
    expect(view.invoices[0]?.lines).toEqual([
      {
        description: `Deposit under contract ${contract.estimateNumber}-V2`,
        quantity: 1,
        unitPrice: '3000.00',
        amount: '3000.00',
      },
    ]);
    expect(view.deposit).toMatchObject({ amount: '3000.00', paid: '0.00', due: '3000.00' });

    await pay(quoteId, { amountCents: 300_000, invoiceNumber: issued?.number });
    const paid = await billing(quoteId);
    expect(paid.deposit).toMatchObject({ paid: '3000.00', due: '0.00' });
    expect(paid.invoices[0]?.status).toBe('paid');
    const [after] = await svc.runtime.database.db
      .select()
      .from(contracts)
      .where(eq(contracts.id, contract.id));
    expect(after?.depositReceivedOn).not.toBeNull();
    expect(after?.permitApplyBy).toBe(addDays(after?.depositReceivedOn ?? '', 30));
  });

  it('issues no deposit invoice for a $0 deposit', async () => {
    const { quoteId, contract } = await signedContract('0.00');
    const issued = await inTransaction((tx) =>
      issueDepositInvoice(svc.service.ctx, tx, contract, 'Dana Whitfield'),
    );
    expect(issued).toBeNull();
    expect((await billing(quoteId)).invoices).toEqual([]);
  });

  it("voids a cancelled contract's open invoices and refuses changing a signed deposit", async () => {
    const { quoteId, contract } = await signedContract('1500.00');
    const issued = await inTransaction((tx) =>
      issueDepositInvoice(svc.service.ctx, tx, contract, 'Dana Whitfield'),
    );
    const terms = await svc.app.inject({
      method: 'PUT',
      url: `/api/invoices/deposit-terms/${quoteId}`,
      headers: staff(),
      payload: { kind: 'amount', amountCents: 100_000 },
    });
    expect(terms.statusCode).toBe(409);
    const voided = await inTransaction((tx) =>
      voidOpenInvoices(svc.service.ctx, tx, contract.id, 'Dana Whitfield'),
    );
    expect(voided.map((row) => [row.number, row.status])).toEqual([[issued?.number, 'void']]);
    await svc.waitForEvent('quote.invoice.settled', (event) => {
      const data = event.data as { number: string; how: string };
      return data.number === issued?.number && data.how === 'void';
    });
    const view = await billing(quoteId);
    expect((view.invoices[0] as Invoice).status).toBe('void');
    expect(view.balanceDue).toBe('0.00');
  });
});
