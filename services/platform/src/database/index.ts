import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { applyMigrations } from './migrations.ts';

/** What service code sees: a drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies one service's migrations; each service keeps its own migrations table. */
  migrate(service: string, migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (a lowercase identifier), from
   * any process on this database, once the notifying transaction commits. With `undefined` when
   * notifications may have been missed (the listening connection was lost and is back), so the
   * listener looks at everything. Resolves with the way to stop listening.
   */
  listen(channel: string, onNotify: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Called for every statement sent (the query counter in the metrics). */
  onQuery?: () => void;
}

const queryLogger = (options: DatabaseOptions) =>
  options.onQuery ? { logQuery: options.onQuery } : undefined;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dir = join(options.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite({ client, logger: queryLogger(options) }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async migrate(service, migrationsFolder) {
      await applyMigrations(db, service, migrationsFolder);
    },
    async ping() {
      await client.query('select 1');
      return true;
    },
    // PGlite runs in this process: a NOTIFY reaches its listeners as the commit returns.
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
    // An idle process looks at its tables every 15 to 30 s (outbox safety look, owed-job sweep):
    // with the pool's default 10 s each look opened a new connection (TCP, start-up, a backend
    // forked). A minute keeps one connection between looks; a burst's extra ones still go.
    idleTimeoutMillis: 60_000,
  });
  // A client that loses its server (a restart, a terminated backend) must not crash the process:
  // an idle one is reported by the pool, one checked out (between the queries of a transaction)
  // by the client itself. The query under way fails, and the pool discards the broken client.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePostgres({ client: pool, logger: queryLogger(options) }) as unknown as Db;
  const listener = createPostgresListener(url);
  return {
    kind: 'postgres',
    db,
    async migrate(service, migrationsFolder) {
      // Several processes may boot at once against one server: serialise migrations.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(hashtext($1))', ['roofing-migrations']);
        await applyMigrations(db, service, migrationsFolder);
      } finally {
        await lock
          .query('select pg_advisory_unlock(hashtext($1))', ['roofing-migrations'])
          .catch(() => {});
        lock.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
      return true;
    },
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** The application_name of the listening connection. */
export const LISTENER_APPLICATION_NAME = 'roofing-listener';

/**
 * LISTEN on a connection of its own, outside the pool (a pooled client is handed to queries and
 * transactions). A lost connection (a restart, a terminated backend) is opened again with back-off
 * (1 s doubling to 30 s); once back, every listener is told it may have missed something.
 */
function createPostgresListener(url: string) {
  const listeners = new Map<string, Set<(payload?: string) => void>>();
  let client: pg.Client | undefined;
  let opening: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = 1000;
  let closed = false;

  const tell = (channel: string, payload?: string) => {
    for (const onNotify of listeners.get(channel) ?? []) onNotify(payload);
  };

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      // How operators (and the tests) tell it in pg_stat_activity.
      application_name: LISTENER_APPLICATION_NAME,
    });
    next.on('error', () => {}); // 'end' follows, and reopens
    next.on('notification', (message) => tell(message.channel, message.payload));
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      reopenLater();
    });
    try {
      await next.connect();
      for (const channel of listeners.keys()) await next.query(`listen "${channel}"`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function reopenLater() {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true).catch(() => {
        retryMs = Math.min(30_000, retryMs * 2);
        reopenLater();
      });
    }, retryMs);
  }

  async function connect(reopened = false): Promise<pg.Client> {
    if (client) return client;
    opening ??= open().finally(() => {
      opening = undefined;
    });
    const opened = await opening;
    if (closed) {
      await opened.end().catch(() => {});
      throw new Error('database closed');
    }
    if (client !== opened) {
      client = opened;
      retryMs = 1000;
      // Whatever was announced while nobody listened: every listener looks once.
      if (reopened) for (const channel of listeners.keys()) tell(channel);
    }
    return opened;
  }

  return {
    async listen(channel: string, onNotify: (payload?: string) => void) {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`bad channel ${channel}`);
      const first = !listeners.has(channel);
      if (first) listeners.set(channel, new Set());
      listeners.get(channel)?.add(onNotify);
      // The server unreachable now: listen once it is back (the listener is told then).
      const connection = await connect().catch(() => void reopenLater());
      if (first && connection) await connection.query(`listen "${channel}"`);
      return async () => {
        listeners.get(channel)?.delete(onNotify);
        if (listeners.get(channel)?.size) return;
        listeners.delete(channel);
        await client?.query(`unlisten "${channel}"`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}

/** The Postgres error code behind a drizzle error (drizzle wraps driver errors in `cause`). */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
