import type { ContactListQuery, ContactRequest, TextConsent } from '@roofing/contracts';
import {
  changedOnCommit,
  type Db,
  insertOne,
  newestFirstPage,
  rowsById,
  type Tx,
} from '@roofing/platform';
import { isNotNull, isNull } from 'drizzle-orm';
import { contacts } from './schema.ts';

export type ContactRow = typeof contacts.$inferSelect;

/**
 * The read-version scope of the office's list of contact messages (conditional-read.ts): every
 * insert and update names it changed on its transaction, so the polled list answers 304 until then.
 */
export const CONTACTS_SCOPE = 'contacts';

export async function insertContact(
  tx: Tx,
  request: Omit<ContactRequest, 'textUpdates'> & { textConsent: TextConsent | null },
) {
  changedOnCommit(tx, CONTACTS_SCOPE);
  return insertOne(tx, contacts, request);
}

/** The office's reads and writes of contact messages. */
export function contactStore(db: Db) {
  const byId = rowsById(db, contacts, { readScope: CONTACTS_SCOPE });
  return {
    // Two staff marking one message at once queue up.
    lockById: byId.lockById,
    update: byId.update,
    /** One page of the office's list, newest first, and how many match in all. */
    list(query: ContactListQuery): Promise<{ rows: ContactRow[]; total: number }> {
      const where =
        query.state === 'open'
          ? isNull(contacts.answeredAt)
          : query.state === 'answered'
            ? isNotNull(contacts.answeredAt)
            : undefined;
      return newestFirstPage(db, contacts, contacts, where, query);
    },
  };
}
