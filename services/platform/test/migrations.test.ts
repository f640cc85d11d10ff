import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, type Database } from '../src/database/index.ts';
import { createScratchDatabase } from './support/scratch-postgres.ts';

/**
 * Migrations are applied by what was applied, not by their journal times: a release whose
 * migration carries an earlier time than one already applied (the quote service's 0009 was
 * stamped later than 0010–0013, the messaging service's 0006 later than 0007–0011) must still get it, once.
 */
const infra = inject('infra');
const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Step {
  tag: string;
  when: number;
  sql: string;
}

/** A migrations folder as drizzle-kit writes it, with these entries in journal order. */
async function folderWith(steps: Step[]): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
  await mkdir(join(folder, 'meta'));
  for (const step of steps) await writeFile(join(folder, `${step.tag}.sql`), step.sql);
  const entries = steps.map((step, idx) => ({
    idx,
    version: '7',
    when: step.when,
    tag: step.tag,
    breakpoints: true,
  }));
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

const INIT: Step = {
  tag: '0000_init',
  when: 1_000,
  sql: 'CREATE SCHEMA "m";--> statement-breakpoint\nCREATE TABLE "m"."jobs" ("id" serial PRIMARY KEY);',
};
/** Stamped by hand far in the future, as 0009 was. */
const LATE_STAMP: Step = {
  tag: '0001_fix',
  when: 9_000,
  sql: 'ALTER TABLE "m"."jobs" ADD COLUMN "note" text;',
};
/** Released after it, with an honest (earlier) time. */
const BILLING: Step = {
  tag: '0002_billing',
  when: 2_000,
  sql: 'CREATE TABLE "m"."invoices" ("id" serial PRIMARY KEY, "job_id" integer REFERENCES "m"."jobs"("id"));',
};
const LATER: Step = {
  tag: '0003_payments',
  when: 10_000,
  sql: 'CREATE TABLE "m"."payments" ("invoice_id" integer REFERENCES "m"."invoices"("id"));',
};

const tableExists = async (database: Database, name: string) => {
  const result = await database.db.execute(
    sql`select 1 from information_schema.tables where table_schema = 'm' and table_name = ${name}`,
  );
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])).length === 1;
};
const recorded = async (database: Database) => {
  const result = await database.db.execute(
    sql`select count(*)::int as n from drizzle.shop_migrations`,
  );
  return Number(((result as { rows?: Array<{ n: number }> }).rows ?? [])[0]?.n);
};

function describeMigrations(
  name: string,
  open: () => Promise<{ database: Database; dispose: () => Promise<void> }>,
) {
  describe(`migrations on ${name}`, () => {
    const cleanups: Array<() => Promise<unknown>> = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    // Each opens a database of its own (PGlite takes seconds on a busy machine).
    it('applies a released migration stamped earlier than one already applied, once', {
      timeout: 120_000,
    }, async () => {
      const subject = await open();
      cleanups.push(subject.dispose);
      const { database } = subject;
      // The older release: the init and the late-stamped fix.
      const older = await folderWith([INIT, LATE_STAMP]);
      cleanups.push(() => rm(older, { recursive: true, force: true }));
      await database.migrate('shop', older);
      expect(await recorded(database)).toBe(2);

      // The upgrade: billing (stamped before the fix) and payments, which needs billing's table.
      const newer = await folderWith([INIT, LATE_STAMP, BILLING, LATER]);
      cleanups.push(() => rm(newer, { recursive: true, force: true }));
      await database.migrate('shop', newer);
      expect(await tableExists(database, 'invoices')).toBe(true);
      expect(await tableExists(database, 'payments')).toBe(true);
      expect(await recorded(database)).toBe(4);

      // Booting again runs nothing twice (each statement would fail if it ran again).
      await database.migrate('shop', newer);
      expect(await recorded(database)).toBe(4);
    });

    it('applies nothing of an upgrade whose migration fails, and says which statement', {
      timeout: 120_000,
    }, async () => {
      const subject = await open();
      cleanups.push(subject.dispose);
      const { database } = subject;
      const broken: Step = {
        tag: '0002_broken',
        when: 3_000,
        sql: 'ALTER TABLE "m"."nope" ADD COLUMN "x" text;',
      };
      const folder = await folderWith([INIT, BILLING, broken]);
      cleanups.push(() => rm(folder, { recursive: true, force: true }));
      await expect(database.migrate('shop', folder)).rejects.toThrow(/nope/);
      // One transaction: the billing table that came before it is not there either.
      expect(await tableExists(database, 'invoices')).toBe(false);
      expect(await tableExists(database, 'jobs')).toBe(false);
    });
  });
}

describeMigrations('PGlite', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'migrations-pglite-'));
  const database = await createDatabase({ dataDir });
  return {
    database,
    dispose: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describe.runIf(Boolean(infra.postgres))('on PostgreSQL', () => {
  describeMigrations('PostgreSQL', async () => {
    const scratch = await createScratchDatabase(infra.postgres as string);
    const database = await createDatabase({ databaseUrl: scratch.url, dataDir: tmpdir() });
    return {
      database,
      dispose: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  });
});

describe("the project's own migration journals", () => {
  const folders = readdirSync(join(root, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const candidates = [join(root, 'services', entry.name, 'src', 'store', 'migrations')];
      return candidates.filter((folder) => existsSync(join(folder, 'meta', '_journal.json')));
    });

  it('finds the services’ journals', () => {
    expect(folders.length).toBeGreaterThanOrEqual(6);
  });

  it.each(folders.map((folder) => [folder.slice(root.length)]))(
    '%s: times only go forward and every entry has its file',
    (folder) => {
      const journal = JSON.parse(
        readFileSync(join(root, folder, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: Array<{ when: number; tag: string }> };
      for (const [index, entry] of journal.entries.entries()) {
        expect(existsSync(join(root, folder, `${entry.tag}.sql`)), entry.tag).toBe(true);
        if (index > 0) {
          const previous = journal.entries[index - 1] as { when: number; tag: string };
          expect(entry.when, `${entry.tag} is stamped before ${previous.tag}`).toBeGreaterThan(
            previous.when,
          );
        }
      }
    },
  );
});
