import { z } from 'zod';
import { CONTACT_SUBJECT_VALUES } from '../quote-options.ts';
import { emailField, isoDateTime, multiLineText, phoneField, singleLineText } from './fields.ts';

/** POST /api/contacts — the Send us a Message form. name, phone, email and message are required. */
export const ContactRequestSchema = z.object({
  name: singleLineText('Name', 100),
  phone: phoneField,
  email: emailField,
  subject: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(CONTACT_SUBJECT_VALUES, {
        error: `Subject must be one of: ${CONTACT_SUBJECT_VALUES.join(', ')}`,
      })
      .nullish()
      .transform((value) => value ?? null),
  ),
  message: multiLineText('Message', 5000),
});
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;
export type ContactRequest = z.output<typeof ContactRequestSchema>;

/** What `POST /api/contacts` answers: the stored message, without its internal id. */
export const ContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type Contact = z.infer<typeof ContactSchema>;
