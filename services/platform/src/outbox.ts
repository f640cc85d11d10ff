import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@roofing/contracts';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Database, Db, Tx } from './database/index.ts';
import type { InboxTable, OutboxTable } from './database/outbox-inbox-tables.ts';
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

const channels = new WeakMap<OutboxTable, string>();

/** The channel an outbox's writes notify: `outbox_<schema>` (one outbox per service schema). */
export function outboxChannel(table: OutboxTable): string {
  let channel = channels.get(table);
  if (!channel) {
    const { schema, name } = getTableConfig(table);
    channel = `${name}_${schema ?? 'public'}`
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 63);
    channels.set(table, channel);
  }
  return channel;
}

/**
 * Records an event in the service's outbox. Only a transaction is accepted: the event must commit
 * or roll back together with the state change it announces.
 */
export async function writeToOutbox(tx: Tx, table: OutboxTable, event: EventEnvelope) {
  // clock_timestamp(), not the column default now(): now() is the transaction's start time, so
  // several events of one transaction would tie and the relay could publish them in any order.
  const insert = tx
    .insert(table)
    .values({ id: event.id, type: event.type, envelope: event, createdAt: sql`clock_timestamp()` })
    .returning({ id: table.id });
  // The relays of this outbox (in any process) hear of it once the transaction commits. One
  // statement, one round trip: the row and its notice together (every event is written here).
  await tx.execute(
    sql`with written as ${insert} select pg_notify(${outboxChannel(table)}, '') from written`,
  );
}

export interface OutboxRelay {
  /** Publishes what is pending now; resolves with the number of events published. */
  flush(): Promise<number>;
  /** Asks for a flush soon (after a commit) without waiting for the next poll. */
  nudge(): void;
  stop(): Promise<void>;
}

/** How long a stopping relay keeps publishing what is pending before it gives up. */
const DRAIN_LIMIT_MS = 5000;

/**
 * Moves committed events from the outbox to the bus, oldest first. A publish failure stops the
 * batch (order is kept) and the rows stay pending until the bus is back. Rows are claimed with a
 * lease (SKIP LOCKED) so several replicas can relay one outbox; the bus drops duplicates by id.
 * No transaction is held while publishing: a slow broker must not hold database locks.
 */
/** Without notifications, the longest wait between looks at an outbox that stays empty. */
const IDLE_POLL_MAX_MS = 3_000;
/**
 * With notifications (the usual case) every write NOTIFYs as it commits, in whichever process, so
 * an empty outbox is looked at only this often, as a safety net (issue 26).
 */
const SAFETY_LOOK_MS = 30_000;

export function startOutboxRelay(options: {
  db: Db;
  table: OutboxTable;
  bus: EventBus;
  logger: Logger;
  pollMs: number;
  /** Notifications from the database (Database.listen); without them the relay polls. */
  listen?: Database['listen'];
  /** The safety-net look's interval while notifications work (default 30 s). */
  safetyLookMs?: number;
  batchSize?: number;
  /** Told how many events each successful batch published (for metrics). */
  onPublished?: (count: number) => void;
}): OutboxRelay {
  const { db, table, bus, logger } = options;
  const batchSize = options.batchSize ?? 50;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  /** Writes notify: an empty outbox needs only the rare safety look. */
  let notified = false;
  const idleMax = () => (notified ? (options.safetyLookMs ?? SAFETY_LOOK_MS) : IDLE_POLL_MAX_MS);
  const unlisten = options
    .listen?.(outboxChannel(table), () => {
      if (!stopped && failures === 0) void flush();
    })
    .then(
      (stop) => {
        notified = true;
        return stop;
      },
      (error) => {
        logger.warn({ err: error }, 'no outbox notifications; the relay polls instead');
        return undefined;
      },
    );

  /** Claims a batch with a short lease, then publishes outside any transaction. */
  async function publishBatch(): Promise<{ published: number; more: boolean }> {
    const claimedIds = await db
      .update(table)
      .set({ claimedUntil: sql`now() + interval '30 seconds'` })
      // An array subquery runs once; an IN subquery with SKIP LOCKED may be rescanned and claim
      // more than the batch (see job-queue/database.ts).
      .where(
        sql`${table.id} = any(array(${db
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
          .for('update', { skipLocked: true })}))`,
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
    // Marked published together, in one statement (one commit for the batch, not one an event:
    // in a storm every service's relay publishes batches). An event published and not yet
    // marked when the process dies is published again: the consumers' inboxes drop the repeat.
    const published: string[] = [];
    const markPublished = async () => {
      if (published.length === 0) return;
      await db
        .update(table)
        .set({ publishedAt: new Date(), attempts: sql`${table.attempts} + 1` })
        .where(inArray(table.id, published));
    };
    for (const row of claimed) {
      try {
        await bus.publish(row.envelope as EventEnvelope);
      } catch (error) {
        await markPublished();
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
      published.push(row.id);
    }
    await markPublished();
    if (published.length > 0) options.onPublished?.(published.length);
    return { published: published.length, more: claimed.length === batchSize };
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

  /**
   * The wait before the next look while the outbox stays empty: pollMs, doubling on every empty
   * look up to SAFETY_LOOK_MS (IDLE_POLL_MAX_MS without notifications). A write nudges the relay
   * (and resets the wait) and notifies, so the look is the safety net for events neither
   * announced; an idle process costs next to no CPU. It starts at half of pollMs: every empty
   * look doubles it first, so the first look comes after pollMs.
   */
  let idleWait = options.pollMs / 2;
  /** A look is under way (it schedules the next one itself). */
  let ticking = false;
  function schedule(published = 0) {
    if (stopped) return;
    idleWait = published > 0 ? options.pollMs : Math.min(idleMax(), idleWait * 2);
    // Back off while the bus is down so a dead broker is not hammered.
    const delay =
      failures === 0
        ? Math.max(options.pollMs, idleWait)
        : Math.min(10_000, options.pollMs * 2 ** Math.min(failures, 6));
    timer = setTimeout(async () => {
      ticking = true;
      let published = 0;
      try {
        published = await flush();
      } finally {
        ticking = false;
        schedule(published);
      }
    }, delay);
  }
  schedule(0);

  return {
    flush,
    nudge() {
      if (stopped || failures > 0) return;
      void flush();
      // More may follow (a commit the nudge ran ahead of): look often again for a while.
      if (idleWait > options.pollMs) {
        idleWait = options.pollMs / 2;
        if (ticking) return;
        if (timer) clearTimeout(timer);
        schedule(0);
      }
    },
    async stop() {
      // No more polling; what is pending now is published before the process goes (HTTP has
      // stopped taking requests by then), within a bound: with the broker down the events
      // simply wait in the table for the next process.
      if (timer) clearTimeout(timer);
      timer = undefined;
      await (await unlisten)?.().catch(() => {});
      const drained = (async () => {
        await running;
        if (failures === 0) await flush();
      })();
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, DRAIN_LIMIT_MS))]);
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

/** How many events wait in an outbox, and how old the oldest one is (seconds; 0 when none). */
export async function outboxBacklog(db: Db, table: OutboxTable) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from now() - min(${table.createdAt}))::float8`,
    })
    .from(table)
    .where(isNull(table.publishedAt));
  return { count: Number(row?.count ?? 0), oldestAgeSeconds: Number(row?.oldest ?? 0) };
}

/**
 * Deletes published outbox rows and inbox records older than the retention period. The inbox must
 * outlive any redelivery of an event (minutes), and the outbox rows serve only as a recent record.
 */
export async function pruneEventTables(
  db: Db,
  tables: { outbox?: OutboxTable; inbox?: InboxTable },
  retentionHours: number,
): Promise<{ outbox: number; inbox: number }> {
  const cutoff = sql`now() - make_interval(hours => ${retentionHours})`;
  const outbox = tables.outbox
    ? await db
        .delete(tables.outbox)
        .where(lt(tables.outbox.publishedAt, cutoff))
        .returning({ id: tables.outbox.id })
    : [];
  const inbox = tables.inbox
    ? await db
        .delete(tables.inbox)
        .where(lt(tables.inbox.processedAt, cutoff))
        .returning({ id: tables.inbox.eventId })
    : [];
  return { outbox: outbox.length, inbox: inbox.length };
}
