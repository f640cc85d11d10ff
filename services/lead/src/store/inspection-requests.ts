import type {
  InspectionRequest,
  InspectionRequestListQuery,
  TextConsent,
} from '@roofing/contracts';
import {
  changedOnCommit,
  type Db,
  insertOne,
  newestFirstPage,
  rowsById,
  type Tx,
} from '@roofing/platform';
import { asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type InspectionRequestRow, inspectionRequests } from './schema.ts';

/**
 * What goes to the top of the office's list during a storm: an emergency the office has not yet
 * scheduled (still `pending`). `isStormPriority` says the same of one row.
 */
function stormPriorityCondition(): SQL {
  return sql`(${inspectionRequests.urgencyLevel} = 'emergency' and ${inspectionRequests.status} = 'pending')`;
}
export const isStormPriority = (row: Pick<InspectionRequestRow, 'urgencyLevel' | 'status'>) =>
  row.urgencyLevel === 'emergency' && row.status === 'pending';

/**
 * The read-version scope of the office's inspection list (conditional-read.ts): every insert and
 * update names it changed on its transaction, and so does a storm banner switch (which reorders
 * it), so the polled list answers 304 until then.
 */
export const INSPECTION_REQUESTS_SCOPE = 'inspection-requests';

/** The lead service's queries on inspection requests. */
export function inspectionRequestStore(db: Db) {
  const byId = rowsById(db, inspectionRequests, { readScope: INSPECTION_REQUESTS_SCOPE });
  return {
    // Two staff editing one request at once lock it first, so they queue up.
    lockById: byId.lockById,
    update: byId.update,
    async insert(
      tx: Tx,
      request: Omit<InspectionRequest, 'textUpdates'> & { textConsent: TextConsent | null },
      requestNumber: string,
    ): Promise<InspectionRequestRow> {
      changedOnCommit(tx, INSPECTION_REQUESTS_SCOPE);
      return insertOne(tx, inspectionRequests, { ...request, requestNumber });
    },
    async findByRequestNumber(requestNumber: string): Promise<InspectionRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(inspectionRequests)
        .where(eq(inspectionRequests.requestNumber, requestNumber))
        .limit(1);
      return row;
    },
    /**
     * One page of the office's list and how many match in all: newest first, or, during a storm
     * (`storm`), the emergency requests still pending first, oldest first among them.
     */
    async list(
      query: InspectionRequestListQuery,
      storm = false,
    ): Promise<{ rows: InspectionRequestRow[]; total: number }> {
      const where = query.status ? eq(inspectionRequests.status, query.status) : undefined;
      if (!storm) return newestFirstPage(db, inspectionRequests, inspectionRequests, where, query);
      const first = stormPriorityCondition();
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(inspectionRequests)
          .where(where)
          .orderBy(
            sql`case when ${first} then 0 else 1 end`,
            asc(sql`case when ${first} then ${inspectionRequests.createdAt} end`),
            asc(sql`case when ${first} then ${inspectionRequests.id} end`),
            desc(inspectionRequests.createdAt),
            desc(inspectionRequests.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(inspectionRequests).where(where),
      ]);
      return { rows, total: Number(totalRow?.n ?? 0) };
    },
  };
}
export type InspectionRequestStore = ReturnType<typeof inspectionRequestStore>;
