import {
  ContactReceivedDataSchema,
  EVENT_TYPES,
  type NotificationJob,
  QUEUES,
} from '@roofing/contracts';
import {
  type Db,
  type EventSubscription,
  handleOnce,
  type JobQueue,
  type Logger,
} from '@roofing/platform';
import { inbox } from '../store/schema.ts';

export const CONTACT_RECEIVED_CONSUMER = 'messaging-contact-received';

/** A contact message becomes one notifications job (office alert + acknowledgement). */
export function onContactReceived(deps: {
  db: Db;
  jobs: JobQueue;
  logger: Logger;
}): EventSubscription {
  return {
    durable: CONTACT_RECEIVED_CONSUMER,
    type: EVENT_TYPES.contactReceived,
    async handle(event) {
      const contact = ContactReceivedDataSchema.parse(event.data);
      const job: NotificationJob = {
        kind: 'contact-received',
        version: 1,
        eventId: event.id,
        correlationId: event.correlationId,
        contact,
      };
      const fresh = await handleOnce(
        deps.db,
        inbox,
        CONTACT_RECEIVED_CONSUMER,
        event.id,
        async () => {
          await deps.jobs.enqueue(QUEUES.notifications, job.kind, job, {
            id: `contact-received-${event.id}`,
          });
        },
      );
      deps.logger.info(
        {
          eventId: event.id,
          correlationId: event.correlationId,
          contactId: contact.contactId,
          duplicate: !fresh,
        },
        'messaging.contact.received handled',
      );
    },
  };
}
