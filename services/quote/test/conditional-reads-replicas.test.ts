import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { Invoice, PortalBilling, QuoteStats } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps } from './support/billing.ts';
import { OFFICE } from './support/callers.ts';
import { conditionalGet } from './support/conditional.ts';

/**
 * Two replicas of the quote service on one database and one NATS: a write through one reaches
 * the other's read versions through the bus's change notices, so the other stops answering 304.
 */
const infra = inject('infra');
const id = randomBytes(5).toString('hex');
const env = {
  NATS_URL: infra.nats ?? '',
  NATS_STREAM: `T_QETAG_${id.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `t${id}.`,
};

describe.runIf(Boolean(infra.nats && infra.postgres))('quote reads across replicas', () => {
  let writer: ServiceHarness;
  let reader: ServiceHarness;

  beforeAll(async () => {
    writer = await startService(quoteService, env);
    reader = await startService(quoteService, {
      ...env,
      DATABASE_URL: writer.databaseUrl as string,
    });
    await waitFor(
      () => (writer.runtime.bus.changesLive() && reader.runtime.bus.changesLive()) || undefined,
      10_000,
      'both replicas hearing change notices',
    );
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    const nc = await connect({ servers: env.NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(env.NATS_STREAM).catch(() => {});
    await nc.close();
  });

  /** The reader's answer once the change notice from the writer has arrived. */
  const changedOnReader = (
    url: string,
    identity: Parameters<typeof conditionalGet>[2],
    etag: string,
  ) =>
    waitFor(async () => {
      const response = await conditionalGet(reader, url, identity, etag);
      return response.statusCode === 200 ? response : undefined;
    }, 5000);

  it("a quote request and an invoice made through one replica move the other's tags", async () => {
    const steps = billingSteps(() => writer);
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
