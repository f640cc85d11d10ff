import { z } from 'zod';
import { QuoteSchema } from './http/quote.ts';
import { localeField } from './locale-schema.ts';

/**
 * Who a quote (a job) is for, as the notifications need it: event-carried, so no lookup is
 * needed. Shared by the quote events (events.ts) and the paperwork events (paperwork-events.ts).
 */
export const QuoteCustomerSchema = QuoteSchema.pick({
  estimateNumber: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  streetAddress: true,
  city: true,
  state: true,
  zipCode: true,
}).extend({
  quoteId: z.number().int(),
  /** The customer's language: every e-mail, text and PDF about the job uses it (issue 24). */
  language: localeField,
});
