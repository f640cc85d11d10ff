import type { Db, Tx } from '@roofing/platform';
import { desc, eq } from 'drizzle-orm';
import { type EstimateAcceptanceRow, estimateAcceptances } from './schema.ts';

export function acceptanceStore(db: Db) {
  return {
    async record(
      tx: Tx,
      values: typeof estimateAcceptances.$inferInsert,
    ): Promise<EstimateAcceptanceRow> {
      const [row] = await tx.insert(estimateAcceptances).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async ofQuote(quoteId: number): Promise<EstimateAcceptanceRow[]> {
      return db
        .select()
        .from(estimateAcceptances)
        .where(eq(estimateAcceptances.quoteId, quoteId))
        .orderBy(desc(estimateAcceptances.acceptedAt));
    },
  };
}
export type AcceptanceStore = ReturnType<typeof acceptanceStore>;
