import { EVENT_TYPES, QuoteRequestedDataSchema } from '@roofing/contracts';
import { type ConsumerDeps, notifyOn } from './notify-on.ts';

/** A new quote request: the customer's confirmation and the office's alert. */
export const onQuoteRequested = (deps: ConsumerDeps) =>
  notifyOn(deps, {
    durable: 'messaging-quote-requested',
    type: EVENT_TYPES.quoteRequested,
    toJob: (event) => ({
      kind: 'quote-requested',
      version: 1,
      eventId: event.id,
      correlationId: event.correlationId,
      quote: QuoteRequestedDataSchema.parse(event.data),
    }),
  });
