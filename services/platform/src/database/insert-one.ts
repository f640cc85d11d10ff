import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';

/**
 * Inserts one row and returns it as stored (ids, defaults). A transaction is a `Db` too, so the
 * row can be written in the transaction that also records its event. An insert that returns no
 * row is a bug (a trigger or a wrong table), never an answer: it throws.
 */
export async function insertOne<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  // drizzle's builders are typed per concrete table; the generic table is widened once here.
  const [row] = await db
    .insert(table as PgTable)
    .values(values as never)
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row as T['$inferSelect'];
}
