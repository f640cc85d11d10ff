import { z } from 'zod';
import { ContactReceivedDataSchema, QuoteRequestedDataSchema } from './events.ts';

/** Queue names are shared constants: renaming one strands the jobs already in it. */
export const QUEUES = {
  notifications: 'notifications',
  tts: 'tts',
  documents: 'documents',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * The notifications queue carries one job per business event that must reach someone by e-mail.
 * Job data carries the event itself (event-carried state), so the worker needs no other service.
 */
export const NotificationJobSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('quote-requested'),
    version: z.literal(1),
    eventId: z.string(),
    correlationId: z.string(),
    quote: QuoteRequestedDataSchema,
  }),
  z.object({
    kind: z.literal('contact-received'),
    version: z.literal(1),
    eventId: z.string(),
    correlationId: z.string(),
    contact: ContactReceivedDataSchema,
  }),
]);
export type NotificationJob = z.infer<typeof NotificationJobSchema>;
