import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './index.ts';

/**
 * Applies a folder of drizzle-kit migrations, each once, recognised by the hash of its SQL.
 *
 * drizzle's own migrator applies only the migrations whose journal time (`when`) is later than
 * the newest one it recorded: a migration whose journal time is earlier than one already applied
 * is skipped for ever. That happened: the quote service's 0009 carries a hand-set time later than
 * 0010 to 0013, so a database last migrated at 0009 would never have received billing, paperwork,
 * the Florida contract rules or the customer's language, and the messaging service's 0006 (stamped
 * 2026-11-28 21:06 UTC) hid 0007 to 0011 from a database last migrated there. Here a migration is owed exactly when
 * its hash is not recorded, whatever its time, and owed ones run in journal order, in one
 * transaction with their records (the same table and columns as drizzle's, so drizzle-kit reads
 * it alike). A migration file is never edited once released: an edited one would run again.
 */
export async function applyMigrations(
  db: Db,
  service: string,
  migrationsFolder: string,
): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const table = sql`${sql.identifier('drizzle')}.${sql.identifier(`${service}_migrations`)}`;
  await db.execute(sql`create schema if not exists ${sql.identifier('drizzle')}`);
  await db.execute(
    sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const result = await db.execute(sql`select hash from ${table}`);
  const rows = ((result as { rows?: Array<{ hash: string }> }).rows ?? result) as Array<{
    hash: string;
  }>;
  const applied = new Set(rows.map((row) => row.hash));
  const owed = migrations.filter((migration) => !applied.has(migration.hash));
  if (owed.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (const migration of owed) {
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
  return owed.length;
}
