import { PlatformConfigSchema, parseConfig } from '@roofing/platform';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

export const GatewayConfigSchema = PlatformConfigSchema.extend({
  /** When set, /api paths of that service are proxied there; otherwise it runs in-process. */
  QUOTE_SERVICE_URL: optionalUrl,
  MESSAGING_SERVICE_URL: optionalUrl,
  LEAD_SERVICE_URL: optionalUrl,
  /** The built web app; the gateway serves it with a fallback to index.html for app routes. */
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  /** Per client IP and minute: form posts, and estimate lookups (guessing numbers is not free). */
  RATE_LIMIT_POSTS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOOKUPS: z.coerce.number().int().positive().default(60),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type GatewayConfig = z.infer<typeof GatewayConfigSchema>;

export function loadGatewayConfig(
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  return parseConfig(GatewayConfigSchema, env);
}
