import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { sql } from 'drizzle-orm';
import type { Db } from './database/index.ts';
import { natsServers } from './event-bus/nats.ts';

/*
 * The event side of the operations dashboard (issue 26): what each service's outbox still holds,
 * the events its consumers parked, and (distributed) how far each JetStream consumer is behind.
 * The tables are found by name in the one database every service shares (a schema each), so a
 * new service shows up without a list to keep.
 */

export interface OutboxBacklog {
  service: string;
  pending: number;
  oldestAgeSeconds: number | null;
  lastError: string | null;
}

export interface EventDeadLetterCount {
  service: string;
  open: number;
}

export interface ConsumerBacklog {
  name: string;
  pending: number;
  ackPending: number;
  redelivered: number;
}

/** The schemas that hold a table of this name (service schemas only). */
async function schemasWith(db: Db, table: string): Promise<string[]> {
  const result = await db.execute(
    sql`select table_schema as schema from information_schema.tables
        where table_name = ${table} and table_schema not in ('public', 'information_schema', 'pg_catalog')
        order by table_schema`,
  );
  return rowsOf<{ schema: string }>(result).map((row) => row.schema);
}

/** node-postgres answers `{ rows }`, PGlite the same; both read alike here. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The schema's name as a service's (`instant_quote` → `instant-quote`). */
const serviceOf = (schema: string) => schema.replaceAll('_', '-');

/** Each service's pending (unpublished) events: how many, the oldest's age, the last error. */
export async function outboxBacklogs(db: Db): Promise<OutboxBacklog[]> {
  const backlogs: OutboxBacklog[] = [];
  for (const schema of await schemasWith(db, 'outbox')) {
    const [row] = rowsOf<{
      pending: string | number;
      age: string | number | null;
      error: string | null;
    }>(
      await db.execute(
        sql`select count(*) as pending,
                   extract(epoch from now() - min(created_at)) as age,
                   (array_agg(last_error order by created_at) filter (where last_error is not null))[1] as error
            from ${sql.identifier(schema)}.outbox where published_at is null`,
      ),
    );
    backlogs.push({
      service: serviceOf(schema),
      pending: Number(row?.pending ?? 0),
      oldestAgeSeconds: row?.age == null ? null : Math.max(0, Math.round(Number(row.age))),
      lastError: row?.error ?? null,
    });
  }
  return backlogs;
}

/** Each consuming service's parked events not replayed yet. */
export async function eventDeadLetterCounts(db: Db): Promise<EventDeadLetterCount[]> {
  const counts: EventDeadLetterCount[] = [];
  for (const schema of await schemasWith(db, 'dead_letters')) {
    const [row] = rowsOf<{ open: string | number }>(
      await db.execute(
        sql`select count(*) as open from ${sql.identifier(schema)}.dead_letters where replayed_at is null`,
      ),
    );
    counts.push({ service: serviceOf(schema), open: Number(row?.open ?? 0) });
  }
  return counts;
}

/**
 * The stream's durable consumers, read once over a short-lived connection; null when the broker
 * does not answer within `timeoutMs` (the dashboard then says so instead of waiting).
 */
export async function jetStreamConsumers(options: {
  url: string;
  stream: string;
  timeoutMs?: number;
}): Promise<ConsumerBacklog[] | null> {
  const connection = await connect({
    servers: natsServers(options.url),
    timeout: options.timeoutMs ?? 1500,
    maxReconnectAttempts: 0,
    name: 'roofing-operations-dashboard',
  }).catch(() => null);
  if (!connection) return null;
  try {
    const manager = await jetstreamManager(connection, { timeout: options.timeoutMs ?? 1500 });
    const consumers: ConsumerBacklog[] = [];
    for await (const info of manager.consumers.list(options.stream)) {
      consumers.push({
        name: info.name,
        pending: info.num_pending,
        ackPending: info.num_ack_pending,
        redelivered: info.num_redelivered,
      });
    }
    return consumers.sort((a, b) => a.name.localeCompare(b.name));
  } catch {
    return null;
  } finally {
    await connection.close().catch(() => {});
  }
}
