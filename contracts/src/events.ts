import { z } from 'zod';
import { QuoteSchema } from './http/quote.ts';

/** Event subjects: <service>.<entity>.<past-verb>. Never rename one: consumers are durable. */
export const EVENT_TYPES = {
  quoteRequested: 'quote.quote.requested',
  contactReceived: 'messaging.contact.received',
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export const EventEnvelopeSchema = z.object({
  /** Unique; also the JetStream Nats-Msg-Id, so a re-published event is dropped. */
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  source: z.string(),
  /** The request id of the HTTP call that caused the event. */
  correlationId: z.string(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelopeSchema>, 'data'> & {
  data: T;
};

/** The stored quote request as the quote service announces it (no status or staff fields). */
export const QuoteRequestedDataSchema = QuoteSchema.pick({
  estimateNumber: true,
  serviceType: true,
  propertyType: true,
  currentRoofMaterial: true,
  roofAge: true,
  projectDescription: true,
  isVeteran: true,
  isSenior: true,
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  streetAddress: true,
  city: true,
  state: true,
  zipCode: true,
  preferredDate: true,
  preferredTime: true,
  specialInstructions: true,
}).extend({
  quoteId: z.number().int(),
  requestedAt: z.string(),
});
export type QuoteRequestedData = z.infer<typeof QuoteRequestedDataSchema>;

export const ContactReceivedDataSchema = z.object({
  contactId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  receivedAt: z.string(),
});
export type ContactReceivedData = z.infer<typeof ContactReceivedDataSchema>;

/** Schema of each event's data, by type; consumers validate with it before acting. */
export const EVENT_DATA_SCHEMAS = {
  [EVENT_TYPES.quoteRequested]: QuoteRequestedDataSchema,
  [EVENT_TYPES.contactReceived]: ContactReceivedDataSchema,
} as const;
