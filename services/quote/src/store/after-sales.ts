import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { quotesChangedIn } from './read-scopes.ts';
import {
  customerFeedback,
  type FeedbackRow,
  payments,
  type ServiceRequestRow,
  serviceRequests,
  type WarrantyRow,
  warranties,
} from './schema.ts';

export type NewWarranty = Omit<WarrantyRow, 'id' | 'createdAt' | 'isActive' | 'voidedAt'>;

/** Payments, warranties, feedback and service requests of each job. */
export function afterSalesStore(db: Db) {
  return {
    async forProject(estimateNumber: string) {
      const [paid, covered, feedback, requests] = await Promise.all([
        db
          .select()
          .from(payments)
          .where(eq(payments.estimateNumber, estimateNumber))
          .orderBy(asc(payments.createdAt), asc(payments.id)),
        db
          .select()
          .from(warranties)
          .where(eq(warranties.estimateNumber, estimateNumber))
          // Standing warranties first, then voided ones (newest void first).
          .orderBy(
            sql`${warranties.voidedAt} is not null`,
            desc(warranties.voidedAt),
            desc(warranties.warrantyLength),
          ),
        db
          .select()
          .from(customerFeedback)
          .where(eq(customerFeedback.estimateNumber, estimateNumber))
          .limit(1),
        db
          .select()
          .from(serviceRequests)
          .where(eq(serviceRequests.estimateNumber, estimateNumber))
          .orderBy(desc(serviceRequests.createdAt), desc(serviceRequests.id)),
      ]);
      return {
        payments: paid,
        warranties: covered,
        feedback: feedback[0] ?? null,
        serviceRequests: requests,
      };
    },
    /** In the transaction that also announces the rating (the office reads every one). */
    async insertFeedback(
      tx: Tx,
      values: typeof customerFeedback.$inferInsert,
    ): Promise<FeedbackRow> {
      return insertOne(tx, customerFeedback, values);
    },
    /** How many of a job's service requests are still being worked, and how many arrived since `since`. */
    async serviceRequestLoad(tx: Tx, estimateNumber: string, since: Date) {
      const [row] = await tx
        .select({
          unresolved: sql<number>`count(*) filter (where ${inArray(serviceRequests.status, ['open', 'in_progress'])})::int`,
          recent: sql<number>`count(*) filter (where ${gte(serviceRequests.createdAt, since)})::int`,
        })
        .from(serviceRequests)
        .where(eq(serviceRequests.estimateNumber, estimateNumber));
      return { unresolved: row?.unresolved ?? 0, recent: row?.recent ?? 0 };
    },
    /**
     * In the transaction that also announces the request (the office is alerted by e-mail). An
     * active leak moves the office's quote list during a storm, so its read version moves too.
     */
    async insertServiceRequest(
      tx: Tx,
      values: typeof serviceRequests.$inferInsert,
    ): Promise<ServiceRequestRow> {
      const row = await insertOne(tx, serviceRequests, values);
      quotesChangedIn(tx);
      return row;
    },
    async updateServiceRequest(
      id: number,
      change: Partial<typeof serviceRequests.$inferInsert>,
    ): Promise<ServiceRequestRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(serviceRequests)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(serviceRequests.id, id))
          .returning();
        if (row) quotesChangedIn(tx);
        return row;
      });
    },
  };
}
/** The warranties of a job just completed; a standing warranty of the same type is kept. */
export async function insertWarranties(tx: Tx, rows: NewWarranty[]) {
  if (rows.length > 0) await tx.insert(warranties).values(rows).onConflictDoNothing();
}

/**
 * A completed job re-opened: the warranties its completion issued no longer hold. They are kept,
 * inactive and stamped with when, for the record; a later completion issues new ones.
 */
export async function voidWarranties(tx: Tx, estimateNumber: string, at: Date) {
  await tx
    .update(warranties)
    .set({ isActive: false, voidedAt: at })
    .where(and(eq(warranties.estimateNumber, estimateNumber), isNull(warranties.voidedAt)));
}

export type AfterSalesStore = ReturnType<typeof afterSalesStore>;
