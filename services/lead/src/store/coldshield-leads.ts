import type { ColdshieldLeadListQuery, ColdshieldLeadRequest } from '@roofing/contracts';
import { type Db, insertOne, newestFirstPage, rowsById, type Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { type ColdshieldLeadRow, coldshieldLeads } from './schema.ts';

/** The lead service's queries on ColdShield leads. */
export function coldshieldLeadStore(db: Db) {
  const { findById, lockById, update } = rowsById(db, coldshieldLeads);
  return {
    findById,
    // Staff and the follow-up job lock the lead before changing it, so they queue up.
    lockById,
    update,
    async insert(tx: Tx, request: ColdshieldLeadRequest): Promise<ColdshieldLeadRow> {
      return insertOne(tx, coldshieldLeads, request);
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
