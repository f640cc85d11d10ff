import {
  EVENT_TYPES,
  type NotificationJob,
  QUEUES,
  QuoteRequestedDataSchema,
} from '@roofing/contracts';
import {
  type Db,
  type EventSubscription,
  handleOnce,
  type JobQueue,
  type Logger,
} from '@roofing/platform';
import { inbox } from '../store/schema.ts';

export const QUOTE_REQUESTED_CONSUMER = 'messaging-quote-requested';

/** A new quote request becomes one notifications job (customer confirmation + office alert). */
export function onQuoteRequested(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
}): EventSubscription {
  return {
    durable: QUOTE_REQUESTED_CONSUMER,
    type: EVENT_TYPES.quoteRequested,
    async handle(event) {
      const quote = QuoteRequestedDataSchema.parse(event.data);
      const job: NotificationJob = {
        kind: 'quote-requested',
        version: 1,
        eventId: event.id,
        correlationId: event.correlationId,
        quote,
      };
      const fresh = await handleOnce(
        deps.db,
        inbox,
        QUOTE_REQUESTED_CONSUMER,
        event.id,
        async () => {
          await deps.jobs.enqueue(QUEUES.notifications, job.kind, job, {
            id: `quote-requested-${event.id}`,
          });
        },
      );
      deps.logger.info(
        {
          eventId: event.id,
          correlationId: event.correlationId,
          estimateNumber: quote.estimateNumber,
          duplicate: !fresh,
        },
        'quote.quote.requested handled',
      );
    },
  };
}
