import type { Db, Tx } from '@roofing/platform';
import { asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  customerFeedback,
  type FeedbackRow,
  type PaymentRow,
  payments,
  type ServiceRequestRow,
  serviceRequests,
  type WarrantyRow,
  warranties,
} from './schema.ts';

export type NewWarranty = Omit<WarrantyRow, 'id' | 'createdAt' | 'isActive'>;

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
          .orderBy(desc(warranties.warrantyLength)),
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
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** In the transaction that also announces the rating (the office reads every one). */
    async insertFeedback(
      tx: Tx,
      values: typeof customerFeedback.$inferInsert,
    ): Promise<FeedbackRow> {
      const [row] = await tx.insert(customerFeedback).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
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
    /** In the transaction that also announces the request (the office is alerted by e-mail). */
    async insertServiceRequest(
      tx: Tx,
      values: typeof serviceRequests.$inferInsert,
    ): Promise<ServiceRequestRow> {
      const [row] = await tx.insert(serviceRequests).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async updateServiceRequest(
      id: number,
      change: Partial<typeof serviceRequests.$inferInsert>,
    ): Promise<ServiceRequestRow | undefined> {
      const [row] = await db
        .update(serviceRequests)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(serviceRequests.id, id))
        .returning();
      return row;
    },
  };
}
/** The warranties of a job just completed; a job completed again keeps its first ones. */
export async function insertWarranties(tx: Tx, rows: NewWarranty[]) {
  if (rows.length > 0) await tx.insert(warranties).values(rows).onConflictDoNothing();
}

export type AfterSalesStore = ReturnType<typeof afterSalesStore>;
