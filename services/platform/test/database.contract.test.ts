import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database, postgresErrorCode } from '../src/database/index.ts';
import { items, migrationsFolder } from './fixtures/schema.ts';
import { createScratchDatabase } from './support/scratch-postgres.ts';

/**
 * The database port: PGlite (embedded) and PostgreSQL (distributed) must behave the same for
 * what service code relies on — migrations, value types, constraint errors and transactions.
 */
const infra = inject('infra');

interface DatabaseUnderTest {
  database: Database;
  dispose(): Promise<void>;
}

function describeDatabaseContract(name: string, open: () => Promise<DatabaseUnderTest>) {
  describe(`database contract: ${name}`, () => {
    let subject: DatabaseUnderTest;
    let database: Database;

    beforeAll(async () => {
      subject = await open();
      database = subject.database;
      await database.migrate('contract', migrationsFolder);
    });
    afterAll(async () => {
      await subject?.dispose();
    });

    it('answers ping with true', async () => {
      await expect(database.ping()).resolves.toBe(true);
    });

    it('round-trips a row: numeric comes back as a string, timestamps as Date', async () => {
      const before = Date.now();
      const [inserted] = await database.db
        .insert(items)
        .values({ sku: 'round-trip', price: '1234.5' })
        .returning();
      const [row] = await database.db.select().from(items).where(eq(items.sku, 'round-trip'));

      expect(row).toEqual(inserted);
      expect(row?.price).toBe('1234.50');
      expect(row?.createdAt).toBeInstanceOf(Date);
      // The server clock and ours may differ a little; a wrong time zone would be hours off.
      expect(Math.abs((row?.createdAt.getTime() ?? 0) - before)).toBeLessThan(60_000);
    });

    it("reports a unique violation as postgresErrorCode '23505'", async () => {
      await database.db.insert(items).values({ sku: 'unique', price: '1' });
      const error = await database.db
        .insert(items)
        .values({ sku: 'unique', price: '2' })
        .then(() => undefined)
        .catch((caught: unknown) => caught);

      expect(error).toBeDefined();
      expect(postgresErrorCode(error)).toBe('23505');
      expect(postgresErrorCode(new Error('not from the database'))).toBeUndefined();
    });

    it('rolls back every write of a transaction that throws', async () => {
      const failure = new Error('abort the transaction');
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(items).values({ sku: 'rolled-back-1', price: '1' });
          await tx.insert(items).values({ sku: 'rolled-back-2', price: '2' });
          throw failure;
        }),
      ).rejects.toBe(failure);

      const rows = await database.db
        .select()
        .from(items)
        .where(sql`${items.sku} like 'rolled-back-%'`);
      expect(rows).toEqual([]);
    });

    it('commits a transaction that resolves', async () => {
      await database.db.transaction(async (tx) => {
        await tx.insert(items).values({ sku: 'committed', price: '3' });
      });
      const rows = await database.db.select().from(items).where(eq(items.sku, 'committed'));
      expect(rows).toHaveLength(1);
    });

    it('treats a second migrate of the same folder as a no-op and keeps the data', async () => {
      await database.db.insert(items).values({ sku: 'survives-migrate', price: '4' });

      await database.migrate('contract', migrationsFolder);

      const rows = await database.db.select().from(items).where(eq(items.sku, 'survives-migrate'));
      expect(rows).toHaveLength(1);
      // Both drivers answer raw SQL with `{ rows }`.
      const applied = (await database.db.execute(
        sql`select count(*)::int as count from drizzle.contract_migrations`,
      )) as unknown as { rows: Array<{ count: number }> };
      expect(applied.rows).toEqual([{ count: 1 }]);
    });
  });
}

describeDatabaseContract('PGlite', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-db-'));
  const database = await createDatabase({ dataDir });
  expect(database.kind).toBe('pglite');
  return {
    database,
    async dispose() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describe.runIf(Boolean(infra.postgres))('on the shared PostgreSQL', () => {
  describeDatabaseContract('PostgreSQL', async () => {
    const scratch = await createScratchDatabase(infra.postgres as string);
    const database = await createDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
    expect(database.kind).toBe('postgres');
    return {
      database,
      async dispose() {
        await database.close();
        await scratch.drop();
      },
    };
  });
});

describe.runIf(Boolean(infra.postgres))('PostgreSQL connections terminated by the server', () => {
  it('fails the transaction under way, does not crash the process, and serves the next query', async () => {
    const scratch = await createScratchDatabase(infra.postgres as string);
    const database = await createDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
    const admin = await createDatabase({
      databaseUrl: infra.postgres as string,
      dataDir: tmpdir(),
    });
    const crashes: unknown[] = [];
    const onCrash = (error: unknown) => crashes.push(error);
    process.on('uncaughtException', onCrash);
    try {
      await database.migrate('contract', migrationsFolder);
      const name = scratch.url.split('/').pop()?.split('?')[0];
      // A transaction holds its client between two queries while an operator (or a failover)
      // terminates every backend of the database.
      const inFlight = database.db.transaction(async (tx) => {
        await tx.insert(items).values({ sku: 'terminated', price: '1' });
        await admin.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.insert(items).values({ sku: 'terminated-2', price: '1' });
      });
      await expect(inFlight).rejects.toThrow();
      await expect(database.ping()).resolves.toBe(true);
      const rows = await database.db.select().from(items).where(eq(items.sku, 'terminated'));
      expect(rows).toEqual([]);
      expect(crashes).toEqual([]);
    } finally {
      process.off('uncaughtException', onCrash);
      await database.close();
      await admin.close();
      await scratch.drop();
    }
  });
});
