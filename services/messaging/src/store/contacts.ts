import type { ContactRequest } from '@roofing/contracts';
import { insertOne, type Tx } from '@roofing/platform';
import { contacts } from './schema.ts';

export async function insertContact(tx: Tx, request: ContactRequest) {
  return insertOne(tx, contacts, request);
}
