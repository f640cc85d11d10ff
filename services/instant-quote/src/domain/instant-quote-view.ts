import {
  type InstantQuote,
  type InstantQuoteGeneratedData,
  maskEmail,
  maskPhone,
  maskStreetAddress,
  type StaffInstantQuote,
} from '@roofing/contracts';
import type { InstantQuoteRow } from '../store/schema.ts';

/** The stored quote as the API returns it: the measurement without the traced coordinates. */
export function toInstantQuote(row: InstantQuoteRow): InstantQuote {
  // The language drives the e-mail only; the API's shape stays as it was.
  const { id: _id, measurement, createdAt, updatedAt, language: _language, ...fields } = row;
  const { outlines: _outlines, ...measured } = measurement ?? { outlines: null };
  return {
    ...fields,
    measurement: measurement ? (measured as InstantQuote['measurement']) : null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * What anyone holding the number sees (Track Quote). The number is the only credential, so the
 * contact details and the house number are masked: the homeowner recognises theirs, nobody else
 * learns them.
 */
export function toPublicInstantQuote(row: InstantQuoteRow): InstantQuote {
  const quote = toInstantQuote(row);
  return {
    ...quote,
    customerEmail: maskEmail(quote.customerEmail),
    customerPhone: quote.customerPhone ? maskPhone(quote.customerPhone) : null,
    // The house number hidden, as the estimate tracker does: the street still tells the property.
    address: maskStreetAddress(quote.address),
  };
}

/** Staff see the internal id and the outlines the roof was measured from. */
export function toStaffInstantQuote(row: InstantQuoteRow): StaffInstantQuote {
  return { ...toInstantQuote(row), id: row.id, outlines: row.measurement?.outlines ?? null };
}

/** The facts of `instantquote.quote.generated`. */
export function toInstantQuoteGeneratedData(row: InstantQuoteRow): InstantQuoteGeneratedData {
  const quote = toInstantQuote(row);
  return {
    estimateNumber: quote.estimateNumber,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    customerPhone: quote.customerPhone,
    address: quote.address,
    city: quote.city,
    state: quote.state,
    zipCode: quote.zipCode,
    roofSquares: quote.roofSquares,
    pricePerSquare: quote.pricePerSquare,
    totalPrice: quote.totalPrice,
    roofType: quote.roofType,
    material: quote.material,
    measurement: quote.measurement,
    needsReview: quote.needsReview,
    generatedAt: quote.createdAt,
    language: row.language === 'es' ? 'es' : 'en',
  };
}
