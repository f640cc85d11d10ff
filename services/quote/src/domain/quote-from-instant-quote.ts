import {
  type InstantQuoteConversionRequestedData,
  type QuoteRequest,
  QuoteRequestSchema,
  quoteRequested,
} from '@roofing/contracts';
import { postgresErrorCode, type ServiceContext, type Tx } from '@roofing/platform';
import type { QuoteStore } from '../store/quotes.ts';
import { quotesChangedIn } from '../store/read-scopes.ts';
import type { QuoteRow } from '../store/schema.ts';
import { newEstimateNumber } from './estimate-number.ts';
import { toQuoteRequestedData } from './estimate-view.ts';

const MAX_NUMBER_ATTEMPTS = 5;
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** "Dana M. Whitfield" → Dana / M. Whitfield; a single name keeps a visible gap for staff. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') || '(not given)' };
}

/** What the office reads on the quote: where it came from and what the instant quote said. */
export function conversionDescription(data: InstantQuoteConversionRequestedData): string {
  const m = data.measurement;
  // Faces at different pitches (issue 25): the roof's pitch is its steepest face's.
  const mixed = new Set((m?.faceAreas ?? []).map((face) => face.pitch)).size > 1;
  const measured = m
    ? `measured from a satellite outline (${m.faces} face${m.faces === 1 ? '' : 's'}, ${mixed ? 'steepest pitch' : 'pitch'} ${m.pitch}), likely ${dollars(m.range.low)} to ${dollars(m.range.high)}`
    : 'roof size entered by the customer';
  const review = data.needsReview ? ' The instant quote was flagged for review.' : '';
  return `Converted from instant quote ${data.estimateNumber} by ${data.requestedBy}: ${data.roofSquares} squares of ${data.roofType.toLowerCase()} roofing at ${dollars(data.pricePerSquare)} per square, ${dollars(data.totalPrice)} (${measured}).${review} Confirm the size at the site visit.`;
}

/** The quote request an instant quote becomes: a residential shingle roof replacement. */
export function quoteRequestFromInstantQuote(
  data: InstantQuoteConversionRequestedData,
): QuoteRequest {
  return QuoteRequestSchema.parse({
    serviceType: 'roof-replacement',
    propertyType: 'residential',
    currentRoofMaterial: null,
    roofAge: null,
    projectDescription: conversionDescription(data),
    isVeteran: false,
    isSenior: false,
    ...splitName(data.customerName),
    phone: data.customerPhone,
    email: data.customerEmail,
    streetAddress: data.address,
    city: data.city,
    state: data.state,
    zipCode: data.zipCode,
    preferredDate: null,
    preferredTime: null,
    specialInstructions: null,
    // The instant quote's language carries over: the quote's e-mails stay in it (issue 24).
    language: data.language,
  });
}

/**
 * Creates the quote of a converted instant quote inside the consumer's transaction (the inbox
 * records the event in it, so a redelivered event creates nothing more) and announces it as any
 * new quote request (`quote.quote.requested`: the customer gets their SFR- number). A colliding
 * estimate number is drawn again in a savepoint, a bounded number of times.
 */
export async function createQuoteFromInstantQuote(
  ctx: ServiceContext,
  store: QuoteStore,
  tx: Tx,
  data: InstantQuoteConversionRequestedData,
  correlationId: string,
): Promise<QuoteRow> {
  const request = quoteRequestFromInstantQuote(data);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await tx.transaction((savepoint) =>
        store.insert(savepoint, { ...request, textConsent: null }, newEstimateNumber()),
      );
      // The savepoint never commits by itself: the office's list changes with the consumer's.
      quotesChangedIn(tx);
      await ctx.publish(tx, quoteRequested, toQuoteRequestedData(row), correlationId);
      return row;
    } catch (error) {
      if (postgresErrorCode(error) === '23505' && attempt < MAX_NUMBER_ATTEMPTS) continue;
      throw error;
    }
  }
}
