import { PlatformConfigSchema, parseConfig, withPublicUrl } from '@roofing/platform';
import { z } from 'zod';
import { SERVICES, serviceUrlVariable } from '../../services/registry.ts';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

/**
 * Which client address to believe behind proxies. `false`: the socket's address. A number n: the
 * address n hops back in X-Forwarded-For (1 = the one our load balancer saw). A list of addresses
 * or CIDR ranges: the proxies we trust. Never `true`: the left-most entry is written by the client.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context) => {
    if (value === 'false' || value === '0' || value === '') return false as const;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For a client sends: give the number of proxies in front (e.g. 1) or their addresses/CIDR ranges',
      });
      return z.NEVER;
    }
    const ranges = value.split(',').map((entry) => entry.trim());
    if (ranges.some((range) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(range))) {
      context.addIssue({
        code: 'custom',
        message: 'must be false, a hop count, or addresses/CIDRs',
      });
      return z.NEVER;
    }
    return ranges;
  });

/** One `<NAME>_SERVICE_URL` per registered service: set, its paths go to that process. */
const serviceUrls = Object.fromEntries(
  SERVICES.map((service) => [serviceUrlVariable(service), optionalUrl]),
) as Record<string, typeof optionalUrl>;

export const GatewayConfigSchema = PlatformConfigSchema.extend({
  ...serviceUrls,
  /** The built web app; the gateway serves it with a fallback to index.html for app routes. */
  WEB_DIST: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  /** Per client (IPv4 address or IPv6 /64) and minute: form posts, and estimate lookups. */
  RATE_LIMIT_POSTS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOOKUPS: z.coerce.number().int().positive().default(60),
  /** Questions to the public assistant and speech requests per client and minute. */
  RATE_LIMIT_ASSISTANT: z.coerce.number().int().positive().default(20),
  TRUST_PROXY: TrustProxySchema,
});
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = { ...withPublicUrl(parseConfig(GatewayConfigSchema, env)), env: { ...env } };
  return config as typeof config & Record<string, string | undefined>;
}
