import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, desc, eq, inArray, isNull, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { firstRow, lockFirstRow } from './first-row.ts';
import { moneyChangedIn } from './read-scopes.ts';
import { type ContractRow, contracts, depositTerms } from './schema.ts';

type Reader = Db | Tx;

/** The contracts' queries (one row per version; see billing-schema.ts). */
export function contractStore(db: Db) {
  return {
    findById(id: number, reader: Reader = db): Promise<ContractRow | undefined> {
      return firstRow(reader, contracts, eq(contracts.id, id));
    },
    lockById(tx: Tx, id: number): Promise<ContractRow | undefined> {
      return lockFirstRow(tx, contracts, eq(contracts.id, id));
    },
    /** The newest version of a job's contract (whatever its status), or undefined. */
    async latest(estimateNumber: string, reader: Reader = db): Promise<ContractRow | undefined> {
      const [row] = await reader
        .select()
        .from(contracts)
        .where(eq(contracts.estimateNumber, estimateNumber))
        .orderBy(desc(contracts.version))
        .limit(1);
      return row;
    },
    /** The standing contract (not voided, not cancelled), locked for the transaction. */
    lockStanding(tx: Tx, estimateNumber: string): Promise<ContractRow | undefined> {
      return lockFirstRow(
        tx,
        contracts,
        and(
          eq(contracts.estimateNumber, estimateNumber),
          notInArray(contracts.status, ['voided', 'cancelled']),
        ),
      );
    },
    /** Every version of a quote's contract, newest first. */
    async ofQuote(quoteId: number): Promise<ContractRow[]> {
      return db
        .select()
        .from(contracts)
        .where(eq(contracts.quoteId, quoteId))
        .orderBy(desc(contracts.version));
    },
    async nextVersion(tx: Tx, estimateNumber: string): Promise<number> {
      const [row] = await tx
        .select({ last: sql<number>`coalesce(max(${contracts.version}), 0)::int` })
        .from(contracts)
        .where(eq(contracts.estimateNumber, estimateNumber));
      return (row?.last ?? 0) + 1;
    },
    async insert(tx: Tx, values: typeof contracts.$inferInsert): Promise<ContractRow> {
      moneyChangedIn(tx, values.estimateNumber);
      return insertOne(tx, contracts, values);
    },
    /** Updates one contract when `where` still holds; undefined when it no longer does. */
    async update(
      tx: Tx,
      id: number,
      values: Partial<typeof contracts.$inferInsert>,
      where?: SQL,
    ): Promise<ContractRow | undefined> {
      const [row] = await tx
        .update(contracts)
        .set(values)
        .where(and(eq(contracts.id, id), where))
        .returning();
      if (row) moneyChangedIn(tx, row.estimateNumber);
      return row;
    },
    /**
     * The customer opened it: sent → viewed, once. Outside a transaction: the caller names the
     * job's money changed (`moneyWritten`), the receivables show the contract's status.
     */
    async markViewed(id: number): Promise<void> {
      await db
        .update(contracts)
        .set({ status: 'viewed', viewedAt: sql`now()` })
        .where(and(eq(contracts.id, id), eq(contracts.status, 'sent')));
    },
    /** Signed contracts whose date `column` is on or before `day` and not yet warned of. */
    async permitDatesDue(day: string, deadline: 'permit-application' | 'work-start') {
      const apply = deadline === 'permit-application';
      return db
        .select()
        .from(contracts)
        .where(
          and(
            inArray(contracts.status, ['signed', 'countersigned']),
            lte(apply ? contracts.permitApplyBy : contracts.workStartBy, day),
            isNull(apply ? contracts.permitAppliedOn : contracts.workStartedOn),
            isNull(apply ? contracts.permitApplyWarnedAt : contracts.workStartWarnedAt),
          ),
        );
    },
    /** A quote's deposit terms, when staff set them. */
    depositTermsOf(quoteId: number, reader: Reader = db) {
      return firstRow(reader, depositTerms, eq(depositTerms.quoteId, quoteId));
    },
  };
}
export type ContractStore = ReturnType<typeof contractStore>;
