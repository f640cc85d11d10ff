import type { Invoice, PortalBilling, QuoteStats } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { conditionalGet } from '../../../test/support/conditional-reads.ts';
import { waitFor } from '../../../test/support/factories.ts';
import { replicasPossible, useTwoReplicas } from '../../../test/support/replicas.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps } from './support/billing.ts';
import { OFFICE } from './support/callers.ts';

/**
 * Two replicas of the quote service on one database and one NATS: a write through one reaches
 * the other's read versions through the bus's change notices, so the other stops answering 304.
 */
describe.runIf(replicasPossible)('quote reads across replicas', () => {
  const replicas = useTwoReplicas(quoteService, 'QETAG');

  /** The reader's answer once the change notice from the writer has arrived. */
  const changedOnReader = (
    url: string,
    identity: Parameters<typeof conditionalGet>[2],
    etag: string,
  ) =>
    waitFor(async () => {
      const response = await conditionalGet(replicas.reader(), url, identity, etag);
      return response.statusCode === 200 ? response : undefined;
    }, 5000);

  it("a quote request and an invoice made through one replica move the other's tags", async () => {
    const steps = billingSteps(replicas.writer);
    const reader = replicas.reader();
    const tiles = await conditionalGet(reader, '/api/quotes/stats', OFFICE);
    const tilesTag = tiles.headers.etag as string;
    expect((await conditionalGet(reader, '/api/quotes/stats', OFFICE, tilesTag)).statusCode).toBe(
      304,
    );

    const { id: quoteId, estimateNumber } = await steps.job();
    const fresh = await changedOnReader('/api/quotes/stats', OFFICE, tilesTag);
    expect((fresh.json() as QuoteStats).newThisWeek).toBe(
      (tiles.json() as QuoteStats).newThisWeek + 1,
    );

    const customer = { kind: 'portal' as const, estimateNumber, verified: true };
    const billing = await conditionalGet(reader, '/api/invoices/portal', customer);
    const billingTag = billing.headers.etag as string;
    expect(
      (await conditionalGet(reader, '/api/invoices/portal', customer, billingTag)).statusCode,
    ).toBe(304);
    const raised = (await steps.invoice(quoteId)).json() as Invoice;
    const billed = await changedOnReader('/api/invoices/portal', customer, billingTag);
    expect((billed.json() as PortalBilling).invoices.map((each) => each.number)).toEqual([
      raised.number,
    ]);
  });
});
