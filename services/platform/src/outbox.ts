import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@roofing/contracts';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from './database/index.ts';
import type { InboxTable, OutboxTable } from './database/messaging-tables.ts';
import type { EventBus } from './event-bus/types.ts';
import type { Logger } from './logger.ts';

export function createEnvelope<T>(input: {
  type: string;
  source: string;
  correlationId: string;
  data: T;
  version?: number;
}): EventEnvelope<T> {
  return {
    id: randomUUID(),
    type: input.type,
    version: input.version ?? 1,
    occurredAt: new Date().toISOString(),
    source: input.source,
    correlationId: input.correlationId,
    data: input.data,
  };
}

/** Records an event in the service's outbox, inside the caller's transaction. */
export async function writeToOutbox(tx: Tx | Db, table: OutboxTable, event: EventEnvelope) {
  // clock_timestamp(), not the column default now(): now() is the transaction's start time, so
  // several events of one transaction would tie and the relay could publish them in any order.
  await tx
    .insert(table)
    .values({ id: event.id, type: event.type, envelope: event, createdAt: sql`clock_timestamp()` });
}

export interface OutboxRelay {
  /** Publishes what is pending now; resolves with the number of events published. */
  flush(): Promise<number>;
  /** Asks for a flush soon (after a commit) without waiting for the next poll. */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Moves committed events from the outbox to the bus, oldest first. A publish failure stops the
 * batch (order is kept) and the rows stay pending until the bus is back. Rows are claimed with a
 * lease (SKIP LOCKED) so several replicas can relay one outbox; the bus drops duplicates by id.
 * No transaction is held while publishing: a slow broker must not hold database locks.
 */
export function startOutboxRelay(options: {
  db: Db;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  pollMs: number;
  batchSize?: number;
}): OutboxRelay {
  const { db, table, bus, logger } = options;
  const batchSize = options.batchSize ?? 50;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Claims a batch with a short lease, then publishes outside any transaction. */
  async function publishBatch(): Promise<{ published: number; more: boolean }> {
    const claimedIds = await db
      .update(table)
      .set({ claimedUntil: sql`now() + interval '30 seconds'` })
      .where(
        inArray(
          table.id,
          db
            .select({ id: table.id })
            .from(table)
            .where(
              and(
                isNull(table.publishedAt),
                or(isNull(table.claimedUntil), lt(table.claimedUntil, sql`now()`)),
              ),
            )
            .orderBy(asc(table.createdAt))
            .limit(batchSize)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning({ id: table.id });
    if (claimedIds.length === 0) return { published: 0, more: false };
    // Order in SQL: created_at has microseconds, a JS Date only milliseconds (ties would reorder).
    const claimed = await db
      .select()
      .from(table)
      .where(
        inArray(
          table.id,
          claimedIds.map((r) => r.id),
        ),
      )
      .orderBy(asc(table.createdAt));
    let published = 0;
    for (const row of claimed) {
      try {
        await bus.publish(row.envelope as EventEnvelope);
      } catch (error) {
        // Release what is left of the batch so the next attempt starts with this event.
        await db
          .update(table)
          .set({ claimedUntil: null, lastError: String(error).slice(0, 500) })
          .where(
            and(
              inArray(
                table.id,
                claimed.map((r) => r.id),
              ),
              isNull(table.publishedAt),
            ),
          );
        await db
          .update(table)
          .set({ attempts: sql`${table.attempts} + 1` })
          .where(eq(table.id, row.id));
        throw Object.assign(new Error('publish failed'), { cause: error });
      }
      await db
        .update(table)
        .set({ publishedAt: new Date(), attempts: sql`${table.attempts} + 1` })
        .where(eq(table.id, row.id));
      published++;
    }
    return { published, more: claimed.length === batchSize };
  }

  async function flushLoop(): Promise<number> {
    let total = 0;
    do {
      again = false;
      try {
        let batch: { published: number; more: boolean };
        do {
          batch = await publishBatch();
          total += batch.published;
        } while (batch.more && !stopped);
        if (failures > 0) logger.info({ after: failures }, 'outbox relay recovered');
        failures = 0;
      } catch (error) {
        failures++;
        if (failures === 1 || failures % 20 === 0) {
          logger.warn(
            { err: (error as Error).cause ?? error, failures },
            'outbox relay cannot publish; events kept',
          );
        }
        return total;
      }
    } while (again && !stopped);
    return total;
  }

  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = flushLoop().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    // Back off while the bus is down so a dead broker is not hammered.
    const delay =
      failures === 0
        ? options.pollMs
        : Math.min(10_000, options.pollMs * 2 ** Math.min(failures, 6));
    timer = setTimeout(async () => {
      await flush();
      schedule();
    }, delay);
  }
  schedule();

  return {
    flush,
    nudge() {
      if (!stopped && failures === 0) void flush();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Runs a consumer's work once per event: the event id is recorded in the inbox in the same
 * transaction as the work, so a redelivered event is acknowledged without repeating it.
 * Returns false when the event had already been processed.
 */
export async function processOnce(
  db: Db,
  inbox: InboxTable,
  consumer: string,
  eventId: string,
  work: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(inbox)
      .values({ consumer, eventId })
      .onConflictDoNothing()
      .returning({ eventId: inbox.eventId });
    if (inserted.length === 0) return false;
    await work(tx);
    return true;
  });
}

/**
 * For consumers whose work is an idempotent side effect outside this database (enqueueing a job
 * with a deterministic id): skip if the inbox has the event, otherwise do the work, then record
 * it. No transaction is held across the work. A crash between the two only repeats the
 * idempotent work. Returns false when the event had already been processed.
 */
export async function handleOnce(
  db: Db,
  inbox: InboxTable,
  consumer: string,
  eventId: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const [seen] = await db
    .select({ eventId: inbox.eventId })
    .from(inbox)
    .where(and(eq(inbox.consumer, consumer), eq(inbox.eventId, eventId)))
    .limit(1);
  if (seen) return false;
  await work();
  await db.insert(inbox).values({ consumer, eventId }).onConflictDoNothing();
  return true;
}
