import type { ColdshieldLeadListQuery, ColdshieldLeadRequest } from '@roofing/contracts';
import { type Db, newestFirstPage, type Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
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
      return newestFirstPage(db, coldshieldLeads, coldshieldLeads, where, query);
    },
  };
}
export type ColdshieldLeadStore = ReturnType<typeof coldshieldLeadStore>;
