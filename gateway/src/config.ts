import { isIP } from 'node:net';
import {
  optionalSetting,
  PlatformConfigSchema,
  parseConfig,
  withPublicUrl,
} from '@roofing/platform';
import { z } from 'zod';
import { SERVICES, serviceUrlVariable } from '../../services/registry.ts';

/** Hop counts beyond this are refused: no deployment has more proxies, and a big one trusts all. */
export const MAX_TRUSTED_HOPS = 5;

/** `[first, last]` addresses of a CIDR range as numbers, with the family's bit width. */
function cidrInterval(range: string): { bits: 32 | 128; first: bigint; last: bigint } | null {
  const [address = '', prefixText] = range.split('/');
  const family = isIP(address);
  if (family === 0) return null;
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) return null;
  const value = family === 4 ? ipv4Number(address) : ipv6Number(address);
  const hostBits = BigInt(bits - prefix);
  const first = (value >> hostBits) << hostBits;
  return { bits, first, last: first + (1n << hostBits) - 1n };
}

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Number(address: string): bigint {
  let text = address;
  // An embedded IPv4 tail (::ffff:10.0.0.1) becomes two hex groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const v4 = ipv4Number(tail[1]);
    text = `${text.slice(0, -tail[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array(8 - headGroups.length - restGroups.length).fill('0'),
          ...restGroups,
        ];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(`0x${group || '0'}`), 0n);
}

/** IPv4-mapped IPv6 (::ffff:0:0/96): a proxy address check treats these as IPv4 addresses. */
const MAPPED_FIRST = 0xffffn << 32n;
const MAPPED_LAST = MAPPED_FIRST + 0xffffffffn;

/** Whether the intervals together cover every number from 0 to 2^bits − 1. */
function coversAll(intervals: Array<[bigint, bigint]>, bits: number): boolean {
  const end = (1n << BigInt(bits)) - 1n;
  let next = 0n;
  for (const [first, last] of [...intervals].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (first > next) return false;
    if (last + 1n > next) next = last + 1n;
    if (next > end) return true;
  }
  return next > end;
}

/**
 * Whether trusting these ranges trusts every address of IPv4 or of IPv6 (0.0.0.0/0, ::/0, or
 * pieces that add up to one of them, like 0.0.0.0/1,128.0.0.0/1): then any client could write
 * the X-Forwarded-For that is believed.
 */
export function trustsEveryone(ranges: string[]): boolean {
  const v4: Array<[bigint, bigint]> = [];
  const v6: Array<[bigint, bigint]> = [];
  for (const range of ranges) {
    const interval = cidrInterval(range);
    if (!interval) continue;
    if (interval.bits === 32) {
      v4.push([interval.first, interval.last]);
      continue;
    }
    v6.push([interval.first, interval.last]);
    // The part of an IPv6 range inside ::ffff:0:0/96 trusts those IPv4 addresses too.
    const first = interval.first > MAPPED_FIRST ? interval.first : MAPPED_FIRST;
    const last = interval.last < MAPPED_LAST ? interval.last : MAPPED_LAST;
    if (first <= last) v4.push([first - MAPPED_FIRST, last - MAPPED_FIRST]);
  }
  return coversAll(v4, 32) || coversAll(v6, 128);
}

const TRUST_EVERYONE_MESSAGE =
  'would trust any X-Forwarded-For a client sends: give the number of proxies in front (e.g. 1) or their addresses/CIDR ranges';

/**
 * Which client address to believe behind proxies. `false`: the socket's address. A number n (at
 * most 5): the address n hops back in X-Forwarded-For (1 = the one our load balancer saw). A
 * list of addresses or CIDR ranges: the proxies we trust. Never anything that trusts every
 * address (`true`, 0.0.0.0/0, ::/0, ranges adding up to them): the left-most entry is written by
 * the client.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, context) => {
    if (value === 'false' || value === '0' || value === '') return false as const;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_TRUSTED_HOPS) {
        context.addIssue({
          code: 'custom',
          message: `at most ${MAX_TRUSTED_HOPS} hops: ${value} would believe addresses a client wrote into X-Forwarded-For`,
        });
        return z.NEVER;
      }
      return hops;
    }
    if (value === 'true') {
      context.addIssue({ code: 'custom', message: `true ${TRUST_EVERYONE_MESSAGE}` });
      return z.NEVER;
    }
    const ranges = value.split(',').map((entry) => entry.trim());
    if (ranges.some((range) => !cidrInterval(range))) {
      context.addIssue({
        code: 'custom',
        message: 'must be false, a hop count, or addresses/CIDRs',
      });
      return z.NEVER;
    }
    if (trustsEveryone(ranges)) {
      context.addIssue({
        code: 'custom',
        message: `${value} covers every address and ${TRUST_EVERYONE_MESSAGE}`,
      });
      return z.NEVER;
    }
    return ranges;
  });

/** Placeholders an XYZ tile template may hold; `{s}` is a subdomain letter. */
const TILE_PLACEHOLDERS = /\{[zxysr]\}/g;

/** What switches the imagery, its metadata or the geocoder off (manual roof size only). */
export const SETTING_OFF = 'off';

/**
 * The keyless defaults of the instant quote (issue 25), both US government services a company may
 * use in production, checked against their providers' documentation (see the README):
 * - USGS The National Map "USGSImageryOnly" tiles: public domain; USGS asks to be credited. The
 *   cache answers up to zoom 16 (17 and deeper are 404), so the map enlarges zoom-16 tiles.
 * - The same imagery's catalogue (USGS NAIP Plus image service) says when a place was flown.
 * - The US Census Bureau geocoder (`locations/onelineaddress`, benchmark Public_AR_Current):
 *   keyless, US addresses only, a point interpolated along the street's address range.
 */
export const USGS_IMAGERY = {
  tileUrl:
    'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}',
  attribution: 'Imagery: U.S. Geological Survey, The National Map (USDA NAIP orthoimagery)',
  maxZoom: 16,
  metadataUrl: 'https://imagery.nationalmap.gov/arcgis/rest/services/USGSNAIPPlus/ImageServer',
  source: 'USGS The National Map orthoimagery (USDA NAIP)',
} as const;
export const CENSUS_GEOCODER = {
  url: 'https://geocoding.geo.census.gov/geocoder',
  host: 'geocoding.geo.census.gov',
  attribution: 'Address search: U.S. Census Bureau Geocoder (not endorsed by the Census Bureau)',
} as const;
const NOMINATIM_ATTRIBUTION = 'Address search © OpenStreetMap contributors';
/** Imagery of a provider of one's own: the deepest zoom assumed when none is given. */
const DEFAULT_MAX_ZOOM = 19;

/** A URL setting with a default: unset or blank is the default, `off` is none. */
function defaultedUrl(fallback: string) {
  return optionalSetting.transform((value) =>
    value === undefined ? fallback : value.toLowerCase() === SETTING_OFF ? undefined : value,
  );
}

/** An XYZ tile template: an http(s) address once its placeholders are filled, naming z, x and y. */
const TileUrlSchema = defaultedUrl(USGS_IMAGERY.tileUrl).refine(
  (value) =>
    value === undefined ||
    (['{z}', '{x}', '{y}'].every((part) => value.includes(part)) &&
      URL.canParse(value.replace(TILE_PLACEHOLDERS, '0')) &&
      /^https?:$/.test(new URL(value.replace(TILE_PLACEHOLDERS, '0')).protocol)),
  `must be an http(s) tile template with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{y}/{x}, or ${SETTING_OFF}`,
);

const HttpUrlOrOff = (fallback: string | undefined) =>
  optionalSetting
    .transform((value) =>
      value === undefined ? fallback : value.toLowerCase() === SETTING_OFF ? undefined : value,
    )
    .refine(
      (value) =>
        value === undefined || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
      `must be an http(s) URL, or ${SETTING_OFF}`,
    );

/** Which API the geocoder speaks: given, or the Census Bureau's when its host is the Census's. */
export type GeocoderKind = 'census' | 'nominatim';
export function geocoderKindOf(url: string, kind?: GeocoderKind): GeocoderKind {
  if (kind) return kind;
  return new URL(url).hostname === CENSUS_GEOCODER.host ? 'census' : 'nominatim';
}

/**
 * The origin of a tile template for the CSP's img-src: `https://{s}.tile.example.com/…` becomes
 * `https://*.tile.example.com`, the only wildcard CSP allows in a host.
 */
export function tileOrigin(template: string): string {
  return new URL(
    template.replace(/\{s\}/g, 'subdomain').replace(TILE_PLACEHOLDERS, '0'),
  ).origin.replace('//subdomain.', '//*.');
}

/** Stripe's own hosts for Stripe.js and the Payment Element (Stripe's CSP guidance). */
const STRIPE_HOSTS = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/**
 * What the pages' CSP must allow for the portal's Payment Element: the origin of the configured
 * Stripe.js (STRIPE_JS_URL, the quote service's setting of the same name) may load scripts,
 * frames and requests; Stripe's own hosts are added when that is Stripe's address, and always
 * in production.
 */
export function stripeCspSources({
  STRIPE_JS_URL,
  NODE_ENV,
}: {
  STRIPE_JS_URL: string;
  NODE_ENV: string;
}): { script: string[]; frame: string[]; connect: string[] } {
  const origin = new URL(STRIPE_JS_URL).origin;
  const stripe = NODE_ENV === 'production' || origin === 'https://js.stripe.com';
  const withOrigin = (hosts: string[]) => [...new Set([origin, ...(stripe ? hosts : [])])];
  return {
    script: withOrigin(STRIPE_HOSTS.script),
    frame: withOrigin(STRIPE_HOSTS.frame),
    connect: withOrigin(STRIPE_HOSTS.connect),
  };
}

/** One URL, or several separated by commas (replicas of one service, balanced by the gateway). */
const optionalUrlList = optionalSetting.refine(
  (value) =>
    value === undefined || value.split(',').every((part) => z.url().safeParse(part.trim()).success),
  'must be a URL, or several separated by commas',
);

/**
 * One `<NAME>_SERVICE_URL` per registered service: set, its paths go to that process (or to
 * those processes, balanced, when it lists several).
 */
const serviceUrls = Object.fromEntries(
  SERVICES.map((service) => [serviceUrlVariable(service), optionalUrlList]),
) as Record<string, typeof optionalUrlList>;

/** The gateway's settings one by one (`.shape` names them all; see .env.example). */
export const GatewaySettingsSchema = PlatformConfigSchema.extend({
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
  /**
   * Satellite imagery of the instant-quote tracer: USGS The National Map by default, another
   * provider's XYZ template, or `off` (the page then offers manual entry only).
   */
  SATELLITE_TILE_URL: TileUrlSchema,
  /** The credit the imagery's licence requires on the map (required with a provider of one's own). */
  SATELLITE_ATTRIBUTION: z.string().trim().max(500).optional(),
  /** The deepest zoom the imagery has (USGS: 16; others: 19 unless given); the map enlarges beyond. */
  SATELLITE_MAX_ZOOM: z.coerce.number().int().min(1).max(23).optional(),
  /**
   * An ArcGIS image service whose catalogue says when the imagery was captured
   * (`/query?geometry=lng,lat`): USGS NAIP Plus with the default imagery, none with other imagery
   * unless given; `off` for none. The gateway alone asks it (GET /api/imagery-date).
   */
  IMAGERY_METADATA_URL: optionalSetting,
  /** The imagery's name in the capture-date answer (default: the USGS's, or the attribution). */
  IMAGERY_SOURCE: z.string().trim().min(1).max(200).optional(),
  /** The geocoder the gateway asks (`/api/geocode`): the US Census Bureau's by default, or `off`. */
  GEOCODER_URL: HttpUrlOrOff(CENSUS_GEOCODER.url),
  /** Its API: `census` (geocoding.geo.census.gov) or `nominatim` (`/search?format=json&q=`). */
  GEOCODER_KIND: z.enum(['census', 'nominatim']).optional(),
  /** Credit for the geocoder's data, shown with every address found (default: per kind). */
  GEOCODER_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
  /**
   * Stripe.js for the portal's Payment Element (the quote service reads the same variable and
   * hands it to the browser): its origin is allowed in the pages' script-src, frame-src and
   * connect-src. A local Stripe-compatible server's in tests.
   */
  STRIPE_JS_URL: z
    .url()
    .refine((value) => /^https?:$/.test(new URL(value).protocol), 'must be an http(s) URL')
    .default('https://js.stripe.com/v3/'),
});

/** The settings checked together and the instant quote's defaults resolved. */
export const GatewayConfigSchema = GatewaySettingsSchema.superRefine((config, context) => {
  if (
    config.SATELLITE_TILE_URL &&
    config.SATELLITE_TILE_URL !== USGS_IMAGERY.tileUrl &&
    !config.SATELLITE_ATTRIBUTION
  ) {
    context.addIssue({
      code: 'custom',
      path: ['SATELLITE_ATTRIBUTION'],
      message: "required with SATELLITE_TILE_URL: the imagery's licence requires its credit",
    });
  }
  const metadata = config.IMAGERY_METADATA_URL;
  if (
    metadata &&
    metadata.toLowerCase() !== SETTING_OFF &&
    !(URL.canParse(metadata) && /^https?:$/.test(new URL(metadata).protocol))
  ) {
    context.addIssue({
      code: 'custom',
      path: ['IMAGERY_METADATA_URL'],
      message: `must be an http(s) URL, or ${SETTING_OFF}`,
    });
  }
}).transform((config) => {
  const usgs = config.SATELLITE_TILE_URL === USGS_IMAGERY.tileUrl;
  const tiles = config.SATELLITE_TILE_URL;
  const metadataSetting = config.IMAGERY_METADATA_URL;
  const metadataUrl =
    !tiles || metadataSetting?.toLowerCase() === SETTING_OFF
      ? undefined
      : (metadataSetting ?? (usgs ? USGS_IMAGERY.metadataUrl : undefined));
  const geocoderKind = config.GEOCODER_URL
    ? geocoderKindOf(config.GEOCODER_URL, config.GEOCODER_KIND)
    : undefined;
  return {
    ...config,
    SATELLITE_ATTRIBUTION:
      config.SATELLITE_ATTRIBUTION ?? (usgs ? USGS_IMAGERY.attribution : undefined),
    SATELLITE_MAX_ZOOM:
      config.SATELLITE_MAX_ZOOM ?? (usgs ? USGS_IMAGERY.maxZoom : DEFAULT_MAX_ZOOM),
    IMAGERY_METADATA_URL: metadataUrl,
    IMAGERY_SOURCE:
      config.IMAGERY_SOURCE ??
      (usgs ? USGS_IMAGERY.source : (config.SATELLITE_ATTRIBUTION ?? 'Satellite imagery')),
    GEOCODER_KIND: geocoderKind,
    GEOCODER_ATTRIBUTION:
      config.GEOCODER_ATTRIBUTION ??
      (geocoderKind === 'census' ? CENSUS_GEOCODER.attribution : NOMINATIM_ATTRIBUTION),
  };
});
export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  const config = { ...withPublicUrl(parseConfig(GatewayConfigSchema, env)), env: { ...env } };
  return config as typeof config & Record<string, string | undefined>;
}
