import { type ContactRequest, contactReceived } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { insertContact } from '../store/contacts.ts';

/** Stores a contact message and records `messaging.contact.received` in the same transaction. */
export async function submitContact(
  ctx: ServiceContext,
  request: ContactRequest,
  correlationId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await insertContact(tx, request);
    await ctx.publish(
      tx,
      contactReceived,
      {
        contactId: row.id,
        name: row.name,
        phone: row.phone,
        email: row.email,
        subject: row.subject,
        message: row.message,
        receivedAt: row.createdAt.toISOString(),
      },
      correlationId,
    );
    return row;
  });
}
