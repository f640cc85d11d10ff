import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@roofing/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { createDatabase, type Database } from '../src/database/index.ts';
import { createInProcessEventBus } from '../src/event-bus/in-process.ts';
import type { EventBus } from '../src/event-bus/types.ts';
import { createLogger } from '../src/logger.ts';
import {
  createEnvelope,
  type OutboxRelay,
  processOnce,
  pruneEventTables,
  startOutboxRelay,
  writeToOutbox,
} from '../src/outbox.ts';
import { inbox, items, migrationsFolder, outbox } from './fixtures/schema.ts';

/**
 * The transactional outbox on PGlite and the in-process bus: an event leaves the service only if
 * the transaction that wrote it committed, and a bus outage delays events without losing,
 * duplicating or reordering them. (The NATS version lives in test/integration.)
 */
const logger = createLogger({ level: 'silent' });
let dataDir: string;
let database: Database;
let bus: EventBus;
const relays: OutboxRelay[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-outbox-'));
  database = await createDatabase({ dataDir });
  await database.migrate('contract', migrationsFolder);
  bus = createInProcessEventBus(logger);
});
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
});
afterAll(async () => {
  await bus?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let cases = 0;
/** A fresh event type per test and a subscriber recording it. */
async function freshType() {
  const type = `contract.case${++cases}.happened`;
  const received: EventEnvelope[] = [];
  await bus.subscribe({
    durable: `outbox-case${cases}`,
    type,
    handle: async (e) => void received.push(e as EventEnvelope),
  });
  return { type, received, ids: () => received.map((e) => e.id) };
}

const envelope = (type: string, n = 0) =>
  createEnvelope({ type, source: 'platform-test', correlationId: 'req-1', data: { n } });

function relay(options: { pollMs?: number; through?: EventBus } = {}) {
  const started = startOutboxRelay({
    db: database.db,
    table: outbox,
    bus: options.through ?? bus,
    logger,
    // Long by default, so only flush() or nudge() moves events and each step is deterministic.
    pollMs: options.pollMs ?? 60_000,
  });
  relays.push(started);
  return started;
}

const rowsOf = (ids: string[]) => database.db.select().from(outbox).where(inArray(outbox.id, ids));

describe('outbox relay', () => {
  it('publishes events written in a committed transaction, on its own poll', async () => {
    const { type, ids } = await freshType();
    const events = [envelope(type, 1), envelope(type, 2)];
    await database.db.transaction(async (tx) => {
      await tx.insert(items).values({ sku: 'outbox-committed', price: '10' });
      for (const event of events) await writeToOutbox(tx, outbox, event);
    });

    relay({ pollMs: 20 });

    await waitFor(() => ids().length === 2 || undefined, 5000, 'both events to be published');
    expect(ids()).toEqual(events.map((e) => e.id));
    const rows = await rowsOf(ids());
    expect(rows.every((row) => row.publishedAt instanceof Date && row.attempts === 1)).toBe(true);
  });

  it('publishes at once when nudged after a commit', async () => {
    const { type, ids } = await freshType();
    const nudged = relay();
    const event = envelope(type);
    await database.db.transaction((tx) => writeToOutbox(tx, outbox, event));

    nudged.nudge();

    await waitFor(() => ids().length === 1 || undefined, 5000, 'the nudged event');
    expect(ids()).toEqual([event.id]);
  });

  it('publishes what is pending before it stops (a process drains its outbox on exit)', async () => {
    const { type, ids } = await freshType();
    const stopping = relay();
    const events = [envelope(type, 1), envelope(type, 2), envelope(type, 3)];
    await database.db.transaction(async (tx) => {
      for (const event of events) await writeToOutbox(tx, outbox, event);
    });

    await stopping.stop();

    expect(ids()).toEqual(events.map((e) => e.id));
  });

  it('never publishes an event written in a rolled-back transaction', async () => {
    const { type, ids } = await freshType();
    const rolledBack = envelope(type, 1);
    const committed = envelope(type, 2);
    await expect(
      database.db.transaction(async (tx) => {
        await writeToOutbox(tx, outbox, rolledBack);
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    await database.db.transaction((tx) => writeToOutbox(tx, outbox, committed));

    await relay().flush();

    await waitFor(() => ids().length >= 1 || undefined, 5000, 'the committed event');
    expect(ids()).toEqual([committed.id]);
    expect(await rowsOf([rolledBack.id])).toEqual([]);
  });

  it('keeps events while the bus fails, then publishes each once and in order', async () => {
    const { type, ids } = await freshType();
    let down = true;
    const published: string[] = [];
    const flaky: EventBus = {
      ...bus,
      kind: bus.kind,
      async publish(event) {
        if (down) throw new Error('broker unreachable');
        await bus.publish(event);
        published.push(event.id);
      },
      subscribe: (subscription) => bus.subscribe(subscription),
      watch: (options, onEvent) => bus.watch(options, onEvent),
      ping: async () => !down,
      close: async () => {},
    };
    // Two transactions of three events: order must hold across and within transactions.
    const events = Array.from({ length: 6 }, (_, n) => envelope(type, n));
    for (const batch of [events.slice(0, 3), events.slice(3)]) {
      await database.db.transaction(async (tx) => {
        for (const event of batch) await writeToOutbox(tx, outbox, event);
      });
    }
    const outage = relay({ through: flaky });

    expect(await outage.flush()).toBe(0);
    expect(await outage.flush()).toBe(0);

    const pending = await rowsOf(events.map((e) => e.id));
    expect(pending).toHaveLength(6);
    expect(pending.every((row) => row.publishedAt === null && row.claimedUntil === null)).toBe(
      true,
    );
    const first = pending.find((row) => row.id === events[0]?.id);
    expect(first?.attempts).toBe(2);
    expect(first?.lastError).toContain('broker unreachable');
    expect(ids()).toEqual([]);

    down = false;
    expect(await outage.flush()).toBe(6);
    expect(await outage.flush()).toBe(0);

    expect(published).toEqual(events.map((e) => e.id));
    expect(ids()).toEqual(events.map((e) => e.id));
    const rows = await rowsOf(events.map((e) => e.id));
    expect(rows.every((row) => row.publishedAt instanceof Date)).toBe(true);
  });

  it('marks what it published before a failure in the middle of a batch, and only that', async () => {
    const { type, ids } = await freshType();
    let calls = 0;
    const failsOnThird: EventBus = {
      ...bus,
      kind: bus.kind,
      async publish(event) {
        calls++;
        if (calls === 3) throw new Error('broker went away');
        await bus.publish(event);
      },
      subscribe: (subscription) => bus.subscribe(subscription),
      watch: (options, onEvent) => bus.watch(options, onEvent),
      ping: async () => true,
      close: async () => {},
    };
    const events = Array.from({ length: 5 }, (_, n) => envelope(type, n));
    await database.db.transaction(async (tx) => {
      for (const event of events) await writeToOutbox(tx, outbox, event);
    });
    const relayed = relay({ through: failsOnThird });

    expect(await relayed.flush()).toBe(0);
    const afterFailure = await rowsOf(events.map((e) => e.id));
    const publishedIds = afterFailure.filter((row) => row.publishedAt).map((row) => row.id);
    // The two sent before the failure are marked (not sent again), the rest wait unclaimed.
    expect(new Set(publishedIds)).toEqual(new Set(events.slice(0, 2).map((e) => e.id)));
    expect(
      afterFailure.filter((row) => !row.publishedAt).every((row) => row.claimedUntil === null),
    ).toBe(true);

    expect(await relayed.flush()).toBe(3);
    expect(ids()).toEqual(events.map((e) => e.id));
  });
});

describe('processOnce', () => {
  it('runs the work once per (consumer, event id) and says whether it ran', async () => {
    const eventId = envelope('contract.inbox.happened').id;
    let runs = 0;
    const work = async () => {
      runs++;
    };

    expect(await processOnce(database.db, inbox, 'consumer-a', eventId, work)).toBe(true);
    expect(await processOnce(database.db, inbox, 'consumer-a', eventId, work)).toBe(false);
    expect(runs).toBe(1);
    // Another consumer of the same event has its own record.
    expect(await processOnce(database.db, inbox, 'consumer-b', eventId, work)).toBe(true);
    expect(runs).toBe(2);
  });

  it('records nothing when the work fails, so the redelivered event runs it again', async () => {
    const eventId = envelope('contract.inbox.happened').id;
    const sku = `inbox-${eventId.slice(0, 8)}`;

    await expect(
      processOnce(database.db, inbox, 'consumer-a', eventId, async (tx) => {
        await tx.insert(items).values({ sku, price: '1' });
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    expect(await database.db.select().from(items).where(eq(items.sku, sku))).toEqual([]);

    const ran = await processOnce(database.db, inbox, 'consumer-a', eventId, async (tx) => {
      await tx.insert(items).values({ sku, price: '1' });
    });
    expect(ran).toBe(true);
    expect(await database.db.select().from(items).where(eq(items.sku, sku))).toHaveLength(1);
  });
});

describe('pruning', () => {
  it('removes published events and inbox records past the retention, and nothing else', async () => {
    const old = envelope('contract.prune.happened', 1);
    const recent = envelope('contract.prune.happened', 2);
    const unsent = envelope('contract.prune.happened', 3);
    await database.db.transaction(async (tx) => {
      for (const event of [old, recent, unsent]) await writeToOutbox(tx, outbox, event);
    });
    await database.db
      .update(outbox)
      .set({ publishedAt: sql`now() - interval '10 days'` })
      .where(eq(outbox.id, old.id));
    await database.db
      .update(outbox)
      .set({ publishedAt: new Date() })
      .where(eq(outbox.id, recent.id));
    await database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '10 days'` })
      .where(eq(outbox.id, unsent.id));
    await database.db.insert(inbox).values([
      { consumer: 'prune-test', eventId: old.id, processedAt: sql`now() - interval '10 days'` },
      { consumer: 'prune-test', eventId: recent.id },
    ]);

    await pruneEventTables(database.db, { outbox, inbox }, 24 * 7);

    const left = await rowsOf([old.id, recent.id, unsent.id]);
    expect(left.map((row) => row.id).sort()).toEqual([recent.id, unsent.id].sort());
    const inboxLeft = await database.db
      .select()
      .from(inbox)
      .where(eq(inbox.consumer, 'prune-test'));
    expect(inboxLeft.map((row) => row.eventId)).toEqual([recent.id]);
  });
});
