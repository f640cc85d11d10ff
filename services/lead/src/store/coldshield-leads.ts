import type { ColdshieldLeadListQuery, ColdshieldLeadRequest } from '@roofing/contracts';
import type { Db, Tx } from '@roofing/platform';
import { count, desc, eq } from 'drizzle-orm';
import { type ColdshieldLeadRow, coldshieldLeads } from './schema.ts';

/** The lead service's queries on ColdShield leads. */
export function coldshieldLeadStore(db: Db) {
  return {
    async insert(tx: Tx, request: ColdshieldLeadRequest): Promise<ColdshieldLeadRow> {
      const [row] = await tx.insert(coldshieldLeads).values(request).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findById(id: number): Promise<ColdshieldLeadRow | undefined> {
      const [row] = await db.select().from(coldshieldLeads).where(eq(coldshieldLeads.id, id));
      return row;
    },
    /** Locks the row for the rest of the transaction (staff and the follow-up job queue up). */
    async lockById(tx: Tx, id: number): Promise<ColdshieldLeadRow | undefined> {
      const [row] = await tx
        .select()
        .from(coldshieldLeads)
        .where(eq(coldshieldLeads.id, id))
        .limit(1)
        .for('update');
      return row;
    },
    async update(
      tx: Tx,
      id: number,
      values: Partial<ColdshieldLeadRow>,
    ): Promise<ColdshieldLeadRow | undefined> {
      const [row] = await tx
        .update(coldshieldLeads)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coldshieldLeads.id, id))
        .returning();
      return row;
    },
    /** One page of the office's list, newest first, and how many match in all. */
    async list(
      query: ColdshieldLeadListQuery,
    ): Promise<{ rows: ColdshieldLeadRow[]; total: number }> {
      const where = query.status ? eq(coldshieldLeads.status, query.status) : undefined;
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(coldshieldLeads)
          .where(where)
          .orderBy(desc(coldshieldLeads.createdAt), desc(coldshieldLeads.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(coldshieldLeads).where(where),
      ]);
      return { rows, total: Number(totalRow?.n ?? 0) };
    },
  };
}
export type ColdshieldLeadStore = ReturnType<typeof coldshieldLeadStore>;
