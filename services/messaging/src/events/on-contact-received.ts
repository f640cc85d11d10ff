import { ContactReceivedDataSchema, EVENT_TYPES } from '@roofing/contracts';
import { type ConsumerDeps, notifyOn } from './notify-on.ts';

/** A contact-form message: the office's alert and the sender's acknowledgement. */
export const onContactReceived = (deps: ConsumerDeps) =>
  notifyOn(deps, {
    durable: 'messaging-contact-received',
    type: EVENT_TYPES.contactReceived,
    toJob: (event) => ({
      kind: 'contact-received',
      version: 1,
      eventId: event.id,
      correlationId: event.correlationId,
      contact: ContactReceivedDataSchema.parse(event.data),
    }),
  });
