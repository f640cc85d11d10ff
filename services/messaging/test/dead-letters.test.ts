import { randomUUID } from 'node:crypto';
import { quoteRequested } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { createEnvelope, listDeadLetters, replayDeadLetter } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteRequestedData } from './support/quote-events.ts';

/**
 * Poison events: what a consumer cannot read, or keeps failing on, is parked with its error,
 * acknowledged (the stream moves on), counted, and can be replayed once the cause is fixed.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { EVENT_MAX_DELIVERIES: '2' });
});
afterAll(async () => {
  await svc?.close();
});

const quoteEvent = (data: unknown) =>
  createEnvelope({
    type: quoteRequested.type,
    version: 1,
    source: 'quote',
    correlationId: 'test',
    data,
  });

async function metric(line: string): Promise<number> {
  const text = await (await fetch(svc.metricsUrl)).text();
  const found = text.split('\n').find((row) => row.startsWith(line));
  return found ? Number(found.split(' ').pop()) : 0;
}

describe('dead letters', () => {
  it('parks an event whose payload is invalid, at once, and acknowledges it', async () => {
    const poison = quoteEvent({ estimateNumber: 42 });
    await svc.runtime.bus.publish(poison);
    // Every consumer of the event parks its own copy (this one and messaging-estimate-customers).
    const parked = await waitFor(async () =>
      (await listDeadLetters(messagingService, svc.service.ctx)).find(
        (row) => row.eventId === poison.id && row.consumer === 'messaging-quote-requested',
      ),
    );
    expect(parked).toMatchObject({
      consumer: 'messaging-quote-requested',
      reason: 'invalid-payload',
      deliveries: 1,
    });
    expect(parked.error).toContain('estimateNumber');
    expect(
      await metric(
        'event_dead_letters_total{consumer="messaging-quote-requested",reason="invalid-payload"}',
      ),
    ).toBe(1);
  });

  it('parks an event whose handler keeps failing, then replays it once the cause is fixed', async () => {
    const email = `replay-${randomUUID().slice(0, 6)}@example.com`;
    const event = quoteEvent(quoteRequestedData({ email }));
    // The consumer's work (queueing the e-mail job) fails while the job table is unavailable.
    await svc.service.ctx.db.execute(sql`alter table platform.jobs rename to jobs_unavailable`);
    try {
      await svc.runtime.bus.publish(event);
      const parked = await waitFor(
        async () =>
          (await listDeadLetters(messagingService, svc.service.ctx)).find(
            (row) => row.eventId === event.id,
          ),
        10_000,
        'the event to be parked',
      );
      expect(parked).toMatchObject({ reason: 'handler-failed', deliveries: 2 });
      expect(
        await metric('event_redeliveries_total{consumer="messaging-quote-requested"}'),
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await svc.service.ctx.db.execute(sql`alter table platform.jobs_unavailable rename to jobs`);
    }
    const [open] = (await listDeadLetters(messagingService, svc.service.ctx)).filter(
      (row) => row.eventId === event.id,
    );
    expect(await replayDeadLetter(messagingService, svc.service.ctx, open?.id as number)).toBe(
      'replayed',
    );
    const mails = await waitFor(async () => {
      const found = (await svc.mails()).filter((mail) => mail.includes(email));
      return found.length > 0 ? found : undefined;
    });
    expect(mails.some((mail) => /Subject: We received your quote request/.test(mail))).toBe(true);
    expect(await listDeadLetters(messagingService, svc.service.ctx)).not.toContainEqual(
      expect.objectContaining({ eventId: event.id }),
    );
    // A second replay finds nothing open.
    await expect(
      replayDeadLetter(messagingService, svc.service.ctx, open?.id as number),
    ).rejects.toThrow(/no open dead letter/);
  });
});
