import { z } from 'zod';
import { defineJob } from './define.ts';
import {
  ContactReceivedDataSchema,
  InspectionRequestedDataSchema,
  MessagePostedDataSchema,
  QuoteRequestedDataSchema,
} from './events.ts';
import { QUEUES } from './queues.ts';

export * from './queues.ts';

/**
 * Job data carries the event that caused it (event-carried state), so the worker needs no other
 * service; `eventId` is the business key the job id and each e-mail's dedupe key derive from.
 */
const caused = { eventId: z.string(), correlationId: z.string() };

/** The customer's confirmation and the office's alert for a new quote request. */
export const quoteRequestedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'quote-requested-emails',
  version: 1,
  schema: z.object({ ...caused, quote: QuoteRequestedDataSchema }),
});

/** The office's alert and the sender's acknowledgement for a contact-form message. */
export const contactReceivedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'contact-received-emails',
  version: 1,
  schema: z.object({ ...caused, contact: ContactReceivedDataSchema }),
});

/** The office's alert and the homeowner's confirmation for a new inspection request. */
export const inspectionRequestedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'inspection-requested-emails',
  version: 1,
  schema: z.object({ ...caused, inspection: InspectionRequestedDataSchema }),
});

/**
 * The e-mails of a project message: a customer's message alerts the office (key: the event id);
 * team messages reach the customer through a digest (`customerDigestId`), at most one e-mail per
 * estimate in 10 minutes, counting the messages it covers (key: the digest id).
 */
export const messagePostedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'message-posted-emails',
  version: 1,
  schema: z.object({
    ...caused,
    message: MessagePostedDataSchema,
    customerDigestId: z.number().int().nullable(),
  }),
});
