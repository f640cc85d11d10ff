import { EVENT_TYPES, type QuoteRequest } from '@roofing/contracts';
import {
  AppError,
  createEnvelope,
  type Db,
  postgresErrorCode,
  writeToOutbox,
} from '@roofing/platform';
import { outbox, type QuoteRow, quotes } from '../store/schema.ts';
import { newEstimateNumber } from './estimate-number.ts';
import { toQuoteRequestedData } from './estimate-view.ts';

const MAX_NUMBER_ATTEMPTS = 5;

/**
 * Stores a quote request under a fresh estimate number and records `quote.quote.requested` in the
 * outbox in the same transaction: the event exists exactly when the quote does.
 */
export async function submitQuote(
  db: Db,
  request: QuoteRequest,
  correlationId: string,
): Promise<QuoteRow> {
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quotes)
          .values({ ...request, estimateNumber: newEstimateNumber() })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await writeToOutbox(
          tx,
          outbox,
          createEnvelope({
            type: EVENT_TYPES.quoteRequested,
            source: 'quote',
            correlationId,
            data: toQuoteRequestedData(row),
          }),
        );
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
