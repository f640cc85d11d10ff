import { type EventEnvelope, type NotificationJob, QUEUES } from '@roofing/contracts';
import {
  type Db,
  type EventSubscription,
  handleOnce,
  type JobQueue,
  type Logger,
} from '@roofing/platform';
import { inbox } from '../store/schema.ts';

export interface ConsumerDeps {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
}

/**
 * A consumer that turns each event of one type into one notifications job. The job id comes from
 * the event id and the inbox remembers the event, so a redelivered event queues nothing new.
 */
export function notifyOn(
  deps: ConsumerDeps,
  consumer: { durable: string; type: string; toJob(event: EventEnvelope): NotificationJob },
): EventSubscription {
  return {
    durable: consumer.durable,
    type: consumer.type,
    async handle(event) {
      const job = consumer.toJob(event);
      const fresh = await handleOnce(deps.db, inbox, consumer.durable, event.id, async () => {
        await deps.jobs.enqueue(QUEUES.notifications, job.kind, job, {
          id: `${job.kind}-${event.id}`,
        });
      });
      deps.logger.info(
        {
          eventId: event.id,
          correlationId: event.correlationId,
          type: event.type,
          duplicate: !fresh,
        },
        'event handled',
      );
    },
  };
}
