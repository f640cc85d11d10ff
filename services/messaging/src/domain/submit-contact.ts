import { type ContactRequest, contactReceived, textConsentRecord } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { insertContact } from '../store/contacts.ts';

/**
 * Stores a contact message and records `messaging.contact.received` in the same transaction. A
 * ticked "Text me updates" box is stored as its proof (when, from which address, the words shown
 * in the form's language) and carried on the event, so the texts' consent record is kept.
 */
export async function submitContact(
  ctx: ServiceContext,
  request: ContactRequest,
  correlationId: string,
  clientAddress: string,
) {
  const { textUpdates, ...fields } = request;
  const textConsent = textUpdates
    ? textConsentRecord({
        phone: request.phone,
        ipAddress: clientAddress,
        language: request.language,
        source: 'contact',
      })
    : null;
  return ctx.db.transaction(async (tx) => {
    const row = await insertContact(tx, { ...fields, textConsent });
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
        language: row.language === 'es' ? 'es' : 'en',
        textConsent: row.textConsent ?? null,
      },
      correlationId,
    );
    return row;
  });
}
