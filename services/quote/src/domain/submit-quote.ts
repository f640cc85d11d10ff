import { type QuoteRequest, quoteRequested, textConsentRecord } from '@roofing/contracts';
import { AppError, postgresErrorCode, type ServiceContext, type Tx } from '@roofing/platform';
import type { QuoteStore } from '../store/quotes.ts';
import type { QuoteRow } from '../store/schema.ts';
import { newEstimateNumber } from './estimate-number.ts';
import { toQuoteRequestedData } from './estimate-view.ts';

const MAX_NUMBER_ATTEMPTS = 5;

/**
 * Stores a quote request under a fresh estimate number and records `quote.quote.requested` in the
 * outbox in the same transaction: the event exists exactly when the quote does. A ticked "Text me
 * updates" box is stored as its proof (when, from which address, the words shown in the form's
 * language); the box's bare `true` is all the client says.
 */
export async function submitQuote(
  ctx: ServiceContext,
  store: QuoteStore,
  request: QuoteRequest,
  correlationId: string,
  clientAddress: string,
  /** Written in the same transaction, before the quote (the request's mail origin). */
  first?: (tx: Tx) => Promise<void>,
): Promise<QuoteRow> {
  const { textUpdates, ...fields } = request;
  const textConsent = textUpdates
    ? textConsentRecord({
        phone: request.phone,
        ipAddress: clientAddress,
        language: request.language,
        source: 'quote',
      })
    : null;
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        await first?.(tx);
        const row = await store.insert(tx, { ...fields, textConsent }, newEstimateNumber());
        await ctx.publish(tx, quoteRequested, toQuoteRequestedData(row), correlationId);
        return row;
      });
    } catch (error) {
      // 23505: the random number collided with a stored one; draw again.
      if (postgresErrorCode(error) === '23505' && attempt < MAX_NUMBER_ATTEMPTS) continue;
      throw error;
    }
  }
  throw new AppError('INTERNAL', 'Could not assign an estimate number');
}
