import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { changedOnCommit } from '../conditional-read.ts';
import type { Db, Tx } from './index.ts';

/** A table whose rows have a numeric `id` and an `updatedAt` stamped on every change. */
export type TableWithId = PgTable & { id: PgColumn; updatedAt: PgColumn };

/**
 * The by-id reads and writes every service's store repeats for one table: read a row, lock it for
 * the rest of a transaction, update it. A store spreads these beside its own queries, so the
 * lock and the `updatedAt` stamp are written once. `readScope`: the polled read (its ETag) the
 * table's rows answer; every update names it changed on the transaction (`changedOnCommit`), so
 * no store can forget to.
 */
export function rowsById<T extends TableWithId>(
  db: Db,
  table: T,
  options: { readScope?: string } = {},
) {
  type Row = T['$inferSelect'];
  // drizzle's builders are typed per concrete table; the generic table is widened once here.
  const source = table as PgTable;

  /** Locks the first row matching `where` until the transaction ends, so concurrent writers queue up. */
  async function lockWhere(tx: Tx, where: SQL): Promise<Row | undefined> {
    const [row] = await tx.select().from(source).where(where).limit(1).for('update');
    return row as Row | undefined;
  }

  return {
    async findById(id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(source).where(eq(table.id, id)).limit(1);
      return row as Row | undefined;
    },
    lockWhere,
    /** Locks the row for the rest of the transaction (staff, jobs and customers queue up). */
    lockById(tx: Tx, id: number): Promise<Row | undefined> {
      return lockWhere(tx, eq(table.id, id));
    },
    async update(tx: Tx, id: number, values: Partial<Row>): Promise<Row | undefined> {
      if (options.readScope) changedOnCommit(tx, options.readScope);
      const [row] = await tx
        .update(source)
        .set({ ...values, updatedAt: new Date() } as Record<string, unknown>)
        .where(eq(table.id, id))
        .returning();
      return row as Row | undefined;
    },
  };
}
