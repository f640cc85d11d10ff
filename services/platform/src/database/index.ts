import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** What service code sees: a drizzle database, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies one service's migrations; each service keeps its own migrations table. */
  migrate(service: string, migrationsFolder: string): Promise<void>;
  ping(): Promise<boolean>;
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
      await migratePglite(db as never, {
        migrationsFolder,
        migrationsSchema: 'drizzle',
        migrationsTable: `${service}_migrations`,
      });
    },
    async ping() {
      await client.query('select 1');
      return true;
    },
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
  });
  // A client that loses its server (a restart, a terminated backend) must not crash the process:
  // an idle one is reported by the pool, one checked out (between the queries of a transaction)
  // by the client itself. The query under way fails, and the pool discards the broken client.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePostgres({ client: pool, logger: queryLogger(options) }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async migrate(service, migrationsFolder) {
      // Several processes may boot at once against one server: serialise migrations.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock(hashtext($1))', ['roofing-migrations']);
        await migratePostgres(db as never, {
          migrationsFolder,
          migrationsSchema: 'drizzle',
          migrationsTable: `${service}_migrations`,
        });
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
    async close() {
      await pool.end();
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
