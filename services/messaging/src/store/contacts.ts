import type { ContactRequest } from '@roofing/contracts';
import type { Tx } from '@roofing/platform';
import { contacts } from './schema.ts';

export async function insertContact(tx: Tx, request: ContactRequest) {
  const [row] = await tx.insert(contacts).values(request).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
