import type { ContactRequest, TextConsent } from '@roofing/contracts';
import { insertOne, type Tx } from '@roofing/platform';
import { contacts } from './schema.ts';

export async function insertContact(
  tx: Tx,
  request: Omit<ContactRequest, 'textUpdates'> & { textConsent: TextConsent | null },
) {
  return insertOne(tx, contacts, request);
}
