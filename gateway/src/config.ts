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

/** Placeholders an XYZ tile template may hold; `{s}` is a subdomain letter. */
const TILE_PLACEHOLDERS = /\{[zxysr]\}/g;

/** An XYZ tile template: an http(s) address once its placeholders are filled, naming z, x and y. */
const TileUrlSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) =>
      value === undefined ||
      (['{z}', '{x}', '{y}'].every((part) => value.includes(part)) &&
        URL.canParse(value.replace(TILE_PLACEHOLDERS, '0')) &&
        /^https?:$/.test(new URL(value.replace(TILE_PLACEHOLDERS, '0')).protocol)),
    'must be an http(s) tile template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{y}/{x}',
  );

/**
 * The origin of a tile template for the CSP's img-src: `https://{s}.tile.example.com/…` becomes
 * `https://*.tile.example.com`, the only wildcard CSP allows in a host.
 */
export function tileOrigin(template: string): string {
  return new URL(
    template.replace(/\{s\}/g, 'subdomain').replace(TILE_PLACEHOLDERS, '0'),
  ).origin.replace('//subdomain.', '//*.');
}

/** One URL, or several separated by commas (replicas of one service, balanced by the gateway). */
const optionalUrlList = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) =>
      value === undefined ||
      value.split(',').every((part) => z.url().safeParse(part.trim()).success),
    'must be a URL, or several separated by commas',
  );

/**
 * One `<NAME>_SERVICE_URL` per registered service: set, its paths go to that process (or to
 * those processes, balanced, when it lists several).
 */
const serviceUrls = Object.fromEntries(
  SERVICES.map((service) => [serviceUrlVariable(service), optionalUrlList]),
) as Record<string, typeof optionalUrlList>;

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
  /** Writes per signed-in staff account and minute (staff writes do not count per address). */
  RATE_LIMIT_STAFF_WRITES: z.coerce.number().int().positive().default(300),
  TRUST_PROXY: TrustProxySchema,
  /** Satellite imagery of the instant-quote tracer; unset, the page offers manual entry only. */
  SATELLITE_TILE_URL: TileUrlSchema,
  /** The credit the imagery's licence requires on the map (required with SATELLITE_TILE_URL). */
  SATELLITE_ATTRIBUTION: z.string().trim().max(500).optional(),
  /** The deepest zoom the imagery has; the map enlarges those tiles to reach roof level. */
  SATELLITE_MAX_ZOOM: z.coerce.number().int().min(1).max(23).default(19),
  /** A Nominatim-compatible geocoder (`/search?format=json&q=`), asked only by the gateway. */
  GEOCODER_URL: optionalUrl,
  /** Credit for the geocoder's data, shown with every address found (Nominatim: OpenStreetMap). */
  GEOCODER_ATTRIBUTION: z.string().min(1).default('Address search © OpenStreetMap contributors'),
}).superRefine((config, context) => {
  if (config.SATELLITE_TILE_URL && !config.SATELLITE_ATTRIBUTION) {
    context.addIssue({
      code: 'custom',
      path: ['SATELLITE_ATTRIBUTION'],
      message: "required with SATELLITE_TILE_URL: the imagery's licence requires its credit",
    });
  }
});
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = { ...withPublicUrl(parseConfig(GatewayConfigSchema, env)), env: { ...env } };
  return config as typeof config & Record<string, string | undefined>;
}
