import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { type EstimateAcceptanceRow, estimateAcceptances } from './schema.ts';

export function acceptanceStore(db: Db) {
  return {
    async record(
      tx: Tx,
      values: typeof estimateAcceptances.$inferInsert,
    ): Promise<EstimateAcceptanceRow> {
      return insertOne(tx, estimateAcceptances, values);
    },
    /**
     * The latest acceptance of a quote, or of the given amount and notes when named (the estimate
     * as it stands): read in the transaction that changes the quote, whose row it has locked.
     */
    async latest(
      tx: Tx,
      quoteId: number,
      estimate?: { estimateAmount: string; proposalNotes: string | null },
    ): Promise<EstimateAcceptanceRow | undefined> {
      const [row] = await tx
        .select()
        .from(estimateAcceptances)
        .where(
          and(
            eq(estimateAcceptances.quoteId, quoteId),
            estimate ? eq(estimateAcceptances.estimateAmount, estimate.estimateAmount) : undefined,
            estimate
              ? estimate.proposalNotes === null
                ? isNull(estimateAcceptances.proposalNotes)
                : eq(estimateAcceptances.proposalNotes, estimate.proposalNotes)
              : undefined,
          ),
        )
        .orderBy(desc(estimateAcceptances.acceptedAt), desc(estimateAcceptances.id))
        .limit(1);
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
