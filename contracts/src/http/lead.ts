import { z } from 'zod';

/** POST /api/validate-service-area — the ZIP availability form (the web app trims the input). */
export const ServiceAreaCheckRequestSchema = z.object({
  zipCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .min(1, 'ZIP code is required')
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code, like 32250'),
});
export type ServiceAreaCheckRequest = z.input<typeof ServiceAreaCheckRequestSchema>;

export const ServiceAreaCheckResponseSchema = z.object({
  isServiceable: z.boolean(),
  message: z.string(),
  /** The served place the ZIP belongs to, when served. */
  area: z.string().nullable(),
});
export type ServiceAreaCheckResponse = z.infer<typeof ServiceAreaCheckResponseSchema>;
