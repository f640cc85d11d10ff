import { z } from 'zod';

/** Building blocks for request fields, shared by every form the public can post. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Optional text: a blank or missing value is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

export const phoneField = requiredText('Phone', 30).refine(
  (value) => value.replace(/\D/g, '').length >= 7,
  'Enter a phone number with at least 7 digits',
);

/** US ZIP code: 5 digits, optionally ZIP+4. */
export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;
export const zipCodeField = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .min(1, 'ZIP code is required')
  .regex(ZIP_CODE_PATTERN, 'Enter a 5-digit ZIP code');

/** ISO timestamps travel as strings. */
export const isoDateTime = z.string();
