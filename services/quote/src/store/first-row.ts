import type { Db, Tx } from '@roofing/platform';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * The one-row reads of the billing tables (contracts, invoices, payments, deposit terms). These
 * have no `updatedAt`, so the platform's rowsById does not fit them; their stores read through
 * these two instead of writing the select again.
 */

/** The first row of `table` matching `where`, or undefined. A transaction is a `Db` too. */
export async function firstRow<T extends PgTable>(
  reader: Db,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  // drizzle's builders are typed per concrete table; the generic table is widened once here.
  const [row] = await reader
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** The same, locked until the transaction ends (concurrent writers queue up behind it). */
export async function lockFirstRow<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .for('update');
  return row as T['$inferSelect'] | undefined;
}
