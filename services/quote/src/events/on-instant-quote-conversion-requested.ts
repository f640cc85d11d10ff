import { instantQuoteConversionRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { createQuoteFromInstantQuote } from '../domain/quote-from-instant-quote.ts';
import { quoteStore } from '../store/quotes.ts';

/** Staff converted an instant quote: the quote service creates the quote request, once. */
export const onInstantQuoteConversionRequested = defineConsumer({
  event: instantQuoteConversionRequested,
  durable: 'quote-instant-quote-conversion',
  async handle({ event, tx, ctx }) {
    const row = await createQuoteFromInstantQuote(
      ctx,
      quoteStore(ctx.db),
      tx,
      event.data,
      event.correlationId,
    );
    ctx.logger.info(
      {
        eventId: event.id,
        correlationId: event.correlationId,
        quote: row.id,
      },
      'quote created from instant quote',
    );
  },
});
