import type {
  InspectionRequest,
  InspectionRequestListQuery,
  TextConsent,
} from '@roofing/contracts';
import { type Db, insertOne, newestFirstPage, rowsById, type Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { type InspectionRequestRow, inspectionRequests } from './schema.ts';

/** The lead service's queries on inspection requests. */
export function inspectionRequestStore(db: Db) {
  const { lockById, update } = rowsById(db, inspectionRequests);
  return {
    // Two staff editing one request at once lock it first, so they queue up.
    lockById,
    update,
    async insert(
      tx: Tx,
      request: Omit<InspectionRequest, 'textUpdates'> & { textConsent: TextConsent | null },
      requestNumber: string,
    ): Promise<InspectionRequestRow> {
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
    /** One page of the office's list, newest first, and how many match in all. */
    async list(
      query: InspectionRequestListQuery,
    ): Promise<{ rows: InspectionRequestRow[]; total: number }> {
      const where = query.status ? eq(inspectionRequests.status, query.status) : undefined;
      return newestFirstPage(db, inspectionRequests, inspectionRequests, where, query);
    },
  };
}
export type InspectionRequestStore = ReturnType<typeof inspectionRequestStore>;
