import type { InspectionRequest } from '@roofing/contracts';
import type { Db, Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { type InspectionRequestRow, inspectionRequests } from './schema.ts';

/** The lead service's queries on inspection requests. */
export function inspectionRequestStore(db: Db) {
  return {
    async insert(
      tx: Tx,
      request: InspectionRequest,
      requestNumber: string,
    ): Promise<InspectionRequestRow> {
      const [row] = await tx
        .insert(inspectionRequests)
        .values({ ...request, requestNumber })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findByRequestNumber(requestNumber: string): Promise<InspectionRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(inspectionRequests)
        .where(eq(inspectionRequests.requestNumber, requestNumber))
        .limit(1);
      return row;
    },
  };
}
export type InspectionRequestStore = ReturnType<typeof inspectionRequestStore>;
