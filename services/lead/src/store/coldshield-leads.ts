import type { ColdshieldLeadListQuery, ColdshieldLeadRequest } from '@roofing/contracts';
import {
  changedOnCommit,
  type Db,
  insertOne,
  newestFirstPage,
  rowsById,
  type Tx,
} from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { type ColdshieldLeadRow, coldshieldLeads } from './schema.ts';

/**
 * The read-version scope of the office's ColdShield list (conditional-read.ts): every insert and
 * update names it changed on its transaction, so the polled list answers 304 until then.
 */
export const COLDSHIELD_LEADS_SCOPE = 'coldshield-leads';

/** The lead service's queries on ColdShield leads. */
export function coldshieldLeadStore(db: Db) {
  const byId = rowsById(db, coldshieldLeads, { readScope: COLDSHIELD_LEADS_SCOPE });
  return {
    findById: byId.findById,
    // Staff and the follow-up job lock the lead before changing it, so they queue up.
    lockById: byId.lockById,
    update: byId.update,
    async insert(tx: Tx, request: ColdshieldLeadRequest): Promise<ColdshieldLeadRow> {
      changedOnCommit(tx, COLDSHIELD_LEADS_SCOPE);
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
