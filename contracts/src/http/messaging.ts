import { z } from 'zod';
import { CONTACT_SUBJECT_VALUES } from '../quote-options.ts';
import { emailField, isoDateTime, phoneField, requiredText } from './fields.ts';

/** POST /api/contacts — the Send us a Message form. name, phone, email and message are required. */
export const ContactRequestSchema = z.object({
  name: requiredText('Name', 100),
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
  message: requiredText('Message', 5000),
});
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;
export type ContactRequest = z.output<typeof ContactRequestSchema>;

export const ContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type Contact = z.infer<typeof ContactSchema>;
