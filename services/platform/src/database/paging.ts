import { count, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';

/** A page of an office list: 1-based page number and its size. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * One page of a table's rows, newest first (ties broken by id), and how many rows match in all:
 * the office's lists of leads, inspection requests and instant quotes read their tables this way.
 */
export async function newestFirstPage<T extends PgTable>(
  db: Db,
  table: T,
  order: { createdAt: PgColumn; id: PgColumn },
  where: SQL | undefined,
  query: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(order.createdAt), desc(order.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: Number(totalRow?.n ?? 0) };
}
