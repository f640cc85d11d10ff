import {
  INSTANT_QUOTE_NOT_FOUND_MESSAGE,
  type InstantQuoteConvert,
  instantQuoteConversionRequested,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import type { InstantQuoteStore } from '../store/instant-quotes.ts';
import type { InstantQuoteRow } from '../store/schema.ts';
import { toInstantQuoteGeneratedData } from './instant-quote-view.ts';

/** A quote request needs these; the customer may have left them out of the instant quote. */
const NEEDED = {
  customerPhone: 'Phone is needed for the quote request: ask the customer and add it',
  city: 'City is needed for the quote request: ask the customer and add it',
  zipCode: 'ZIP code is needed for the quote request: ask the customer and add it',
} as const;

/**
 * Staff turn an instant quote into a full quote request. The quote service owns quotes, so this
 * marks the instant quote `converted` and records `instantquote.quote.conversion-requested` in
 * one transaction, under the row's lock: a second conversion is refused, and the event exists
 * exactly when the mark does. Details staff add (phone, city, ZIP) are kept on the instant quote.
 */
export async function convertInstantQuote(
  ctx: ServiceContext,
  store: InstantQuoteStore,
  estimateNumber: string,
  details: InstantQuoteConvert,
  staff: StaffIdentity,
  correlationId: string,
): Promise<InstantQuoteRow> {
  return ctx.db.transaction(async (tx) => {
    const current = await store.lockByNumber(tx, estimateNumber);
    if (!current) throw notFound(INSTANT_QUOTE_NOT_FOUND_MESSAGE);
    if (current.status === 'converted')
      throw new AppError('CONFLICT', 'This instant quote was already turned into a quote request.');
    const contact = {
      customerPhone: details.customerPhone ?? current.customerPhone,
      city: details.city ?? current.city,
      zipCode: details.zipCode ?? current.zipCode,
    };
    const missing = (Object.keys(NEEDED) as Array<keyof typeof NEEDED>).filter(
      (field) => !contact[field],
    );
    if (missing.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        `Add the customer's ${missing.join(', ')} before converting`,
        Object.fromEntries(missing.map((field) => [field, NEEDED[field]])),
      );
    const row = await store.update(tx, current.id, { ...contact, status: 'converted' });
    if (!row) throw notFound(INSTANT_QUOTE_NOT_FOUND_MESSAGE);
    const { generatedAt: _generatedAt, ...facts } = toInstantQuoteGeneratedData(row);
    await ctx.publish(
      tx,
      instantQuoteConversionRequested,
      {
        ...facts,
        customerPhone: contact.customerPhone as string,
        city: contact.city as string,
        zipCode: contact.zipCode as string,
        requestedBy: staff.displayName || staff.username,
        requestedAt: new Date().toISOString(),
      },
      correlationId,
    );
    return row;
  });
}
