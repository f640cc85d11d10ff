import { type ContactReceivedData, type ContactRequest, EVENT_TYPES } from '@roofing/contracts';
import { createEnvelope, type Db, writeToOutbox } from '@roofing/platform';
import { contacts, outbox } from '../store/schema.ts';

/** Stores a contact message and records `messaging.contact.received` in the same transaction. */
export async function submitContact(db: Db, request: ContactRequest, correlationId: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contacts).values(request).returning();
    if (!row) throw new Error('insert returned no row');
    const data: ContactReceivedData = {
      contactId: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      subject: row.subject,
      message: row.message,
      receivedAt: row.createdAt.toISOString(),
    };
    await writeToOutbox(
      tx,
      outbox,
      createEnvelope({
        type: EVENT_TYPES.contactReceived,
        source: 'messaging',
        correlationId,
        data,
      }),
    );
    return row;
  });
}
