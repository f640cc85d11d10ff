import { ErrorBodySchema } from '@roofing/contracts';
import {
  GeocodeQuerySchema,
  type GeocodeResult,
  GeocodeResultSchema,
  type ImageryDate,
  ImageryDateQuerySchema,
  ImageryDateSchema,
  SiteConfigSchema,
} from '@roofing/contracts/http/site-config';
import { type App, AppError, clientKey, type Logger, notFound } from '@roofing/platform';
import type { GatewayConfig, GeocoderKind } from './config.ts';

const tags = ['site'];
/** Answers (found or not) are kept this long: a visitor retrying an address asks nobody again. */
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 500;
/**
 * Nominatim's usage policy: at most one request per second from the whole application. The
 * Census Bureau publishes no rate for its geocoder; the same pace keeps us a light user of it.
 */
const GEOCODER_SPACING_MS = 1000;
/** The Census geocoder's address ranges as of its latest snapshot (its documented benchmark). */
const CENSUS_BENCHMARK = 'Public_AR_Current';
/** Capture dates change only when a place is flown again (years): kept a day per rounded point. */
const IMAGERY_DATE_CACHE_MS = 24 * 60 * 60_000;
const IMAGERY_DATE_CACHE_ENTRIES = 2000;
/** Points are rounded to 3 decimals (about 110 m) for the cache and the metadata service alike. */
const IMAGERY_DATE_DECIMALS = 3;
const IMAGERY_DATE_TIMEOUT_MS = 5000;
const GEOCODER_TIMEOUT_MS = 5000;
/** Lookups one client may have waiting at once; more is that client's 429, nobody else's. */
const GEOCODER_PENDING_PER_CLIENT = 2;

/**
 * The gateway's own public settings for the web app (read at run time, so one build serves any
 * imagery) and the geocoder proxy: the browser never talks to the geocoder, so the policy's
 * User-Agent, spacing and caching are applied in one place and the visitor's address leaves
 * through us only.
 */
export async function registerSiteConfig(app: App, config: GatewayConfig, logger: Logger) {
  const siteConfig = SiteConfigSchema.parse({
    satellite:
      config.SATELLITE_TILE_URL && config.SATELLITE_ATTRIBUTION
        ? {
            tileUrl: config.SATELLITE_TILE_URL,
            attribution: config.SATELLITE_ATTRIBUTION,
            maxNativeZoom: config.SATELLITE_MAX_ZOOM,
          }
        : null,
    geocoder: Boolean(config.GEOCODER_URL),
  });

  app.get(
    '/api/site-config',
    {
      schema: {
        summary: 'Run-time settings of the web app: satellite imagery and whether geocoding works',
        tags,
        response: { 200: SiteConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return siteConfig;
    },
  );

  const userAgent = userAgentOf(config);
  const geocode = config.GEOCODER_URL
    ? createGeocoder(
        config.GEOCODER_URL,
        config.GEOCODER_KIND ?? 'nominatim',
        userAgent,
        config.GEOCODER_ATTRIBUTION,
        logger,
      )
    : undefined;

  app.get(
    '/api/geocode',
    {
      schema: {
        summary: 'Find an address on the map (through the configured geocoder)',
        tags,
        querystring: GeocodeQuerySchema,
        response: {
          200: GeocodeResultSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (!geocode) throw new AppError('UNAVAILABLE', 'Address lookup is not configured');
      const found = await geocode(request.query.q, clientKey(request.ip));
      if (!found) throw notFound('No place found for that address');
      // A home address and where it is: kept by no cache (the gateway keeps its own for 10 min).
      reply.header('cache-control', 'no-store');
      return found;
    },
  );

  const imageryDate =
    siteConfig.satellite && config.IMAGERY_METADATA_URL
      ? createImageryDates(config.IMAGERY_METADATA_URL, config.IMAGERY_SOURCE, userAgent, logger)
      : undefined;

  app.get(
    '/api/imagery-date',
    {
      schema: {
        summary:
          'When the satellite imagery at a point was captured (null when the source does not say)',
        tags,
        querystring: ImageryDateQuerySchema,
        response: { 200: ImageryDateSchema, 400: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      if (!siteConfig.satellite) {
        throw new AppError('UNAVAILABLE', 'Satellite imagery is not configured');
      }
      const answer = imageryDate
        ? await imageryDate(request.query.lat, request.query.lng, clientKey(request.ip))
        : { capturedAt: null, source: config.IMAGERY_SOURCE };
      // Near a home: the browser may keep it, no shared cache.
      reply.header('cache-control', 'private, max-age=3600');
      return answer;
    },
  );
}

/** Who is asking, as Nominatim's policy requires: the application and how to reach its owner. */
function userAgentOf(config: GatewayConfig): string {
  return `ShorefrontRoofing-InstantQuote/1.0 (+${config.PUBLIC_URL}; ${config.OFFICE_EMAIL})`;
}

/** Nominatim's answer: a list of places, coordinates as decimal strings. */
interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

interface Waiter {
  go(): void;
  timer: NodeJS.Timeout;
}

/**
 * The geocoder's one request per second, shared fairly: each client (an IPv4 address or an IPv6
 * /64) waits in a line of its own, and the turns go round the clients in order, one request each
 * per second. A client sending many lookups only lengthens its own line (at most
 * GEOCODER_PENDING_PER_CLIENT waiting, then 429 for that client alone); a visitor who asks once
 * is served within a second per other client waiting. A turn not reached within
 * GEOCODER_TIMEOUT_MS is a 503 "busy" (no request ever waits unbounded).
 */
export function createFairTurns(options = { spacingMs: GEOCODER_SPACING_MS }) {
  /** Waiting clients in turn order (a Map keeps insertion order: served ones go to the end). */
  const lines = new Map<string, Waiter[]>();
  let lastTurn = 0;
  let timer: NodeJS.Timeout | undefined;

  function schedule() {
    if (timer || lines.size === 0) return;
    timer = setTimeout(next, Math.max(0, lastTurn + options.spacingMs - Date.now()));
  }

  function next() {
    timer = undefined;
    const first = lines.entries().next();
    if (first.done) return;
    const [client, line] = first.value;
    const waiter = line.shift();
    lines.delete(client);
    if (line.length > 0) lines.set(client, line);
    if (waiter) {
      clearTimeout(waiter.timer);
      lastTurn = Date.now();
      waiter.go();
    }
    schedule();
  }

  return function takeTurn(client: string): Promise<void> {
    const line = lines.get(client) ?? [];
    if (line.length >= GEOCODER_PENDING_PER_CLIENT) {
      return Promise.reject(
        new AppError('RATE_LIMITED', 'Too many address lookups at once: please wait a moment'),
      );
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        go: resolve,
        timer: setTimeout(() => {
          const current = lines.get(client);
          const index = current?.indexOf(waiter) ?? -1;
          if (current && index >= 0) {
            current.splice(index, 1);
            if (current.length === 0) lines.delete(client);
          }
          reject(
            new AppError('UNAVAILABLE', 'Address lookup is busy: please try again in a moment'),
          );
        }, GEOCODER_TIMEOUT_MS),
      };
      line.push(waiter);
      if (!lines.has(client)) lines.set(client, line);
      schedule();
    });
  };
}

/** The Census Bureau geocoder's answer (`locations/onelineaddress`, format=json). */
interface CensusAnswer {
  result?: {
    addressMatches?: Array<{
      matchedAddress?: unknown;
      coordinates?: { x?: unknown; y?: unknown };
    }>;
  };
}

/** The request to send for an address, by the geocoder's kind. */
export function geocoderRequest(baseUrl: string, kind: GeocoderKind, query: string): URL {
  const base = baseUrl.replace(/\/+$/, '');
  if (kind === 'census') {
    const url = new URL(`${base}/locations/onelineaddress`);
    url.search = new URLSearchParams({
      address: query,
      benchmark: CENSUS_BENCHMARK,
      format: 'json',
    }).toString();
    return url;
  }
  const url = new URL(`${base}/search`);
  url.search = new URLSearchParams({ format: 'json', q: query, limit: '1' }).toString();
  return url;
}

/** The first place of a geocoder's answer, or null when it found none. */
export function parseGeocoderAnswer(
  kind: GeocoderKind,
  body: unknown,
  query: string,
): { lat: number; lng: number; label: string } | null {
  if (kind === 'census') {
    const [match] = (body as CensusAnswer | null)?.result?.addressMatches ?? [];
    const lat = Number(match?.coordinates?.y);
    const lng = Number(match?.coordinates?.x);
    if (!match || match.coordinates?.x == null || match.coordinates?.y == null) return null;
    if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    return {
      lat,
      lng,
      label: typeof match.matchedAddress === 'string' ? match.matchedAddress : query,
    };
  }
  const [place] = Array.isArray(body) ? (body as NominatimPlace[]) : [];
  const lat = Number(place?.lat);
  const lng = Number(place?.lon);
  if (!place || place.lat == null || place.lon == null) return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { lat, lng, label: typeof place.display_name === 'string' ? place.display_name : query };
}

function createGeocoder(
  baseUrl: string,
  kind: GeocoderKind,
  userAgent: string,
  attribution: string,
  logger: Logger,
) {
  const cache = new Map<string, { at: number; result: GeocodeResult | null }>();
  const takeTurn = createFairTurns();

  async function ask(query: string, client: string): Promise<GeocodeResult | null> {
    await takeTurn(client);
    let body: unknown;
    try {
      const response = await fetch(geocoderRequest(baseUrl, kind, query), {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      logger.warn({ err: error }, 'geocoder request failed');
      throw new AppError('UNAVAILABLE', 'Address lookup is unavailable right now');
    }
    const place = parseGeocoderAnswer(kind, body, query);
    return place ? { ...place, attribution } : null;
  }

  return async function geocode(query: string, client: string): Promise<GeocodeResult | null> {
    const key = query.toLowerCase().replace(/\s+/g, ' ');
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.result;
    const result = await ask(query, client);
    // The oldest entry leaves first: a Map iterates in insertion order.
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { at: Date.now(), result });
    return result;
  };
}

/** The catalogue's fields that hold a capture date, by name (lower case, no separators). */
const DATE_FIELDS = new Set([
  'acquisitiondate',
  'acqdate',
  'dateacquired',
  'capturedate',
  'capturedat',
  'imagedate',
  'flightdate',
  'date',
]);
const YEAR_FIELDS = new Set(['year', 'acquisitionyear', 'acqyear', 'imageyear']);

/**
 * A capture date as precise as the catalogue gives it: a day (YYYY-MM-DD), a month (YYYY-MM) or
 * a year (YYYY). ArcGIS date fields are milliseconds since 1970; text dates may be ISO or
 * YYYYMMDD. Anything else is no date.
 */
export function captureDateOf(value: unknown, yearOnly = false): string | null {
  const plausible = (year: number) => year >= 1930 && year <= new Date().getUTCFullYear() + 1;
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (Number.isInteger(value) && plausible(value)) return String(value);
    if (yearOnly || Math.abs(value) < 1e11) return null;
    const date = new Date(value);
    return plausible(date.getUTCFullYear()) ? date.toISOString().slice(0, 10) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const parts = us
    ? [us[3], us[1]?.padStart(2, '0'), us[2]?.padStart(2, '0')]
    : (
        /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[T ].*)?$/.exec(text) ??
        /^(\d{4})(\d{2})(\d{2})$/.exec(text)
      )?.slice(1);
  if (!parts) return null;
  const [year, month, day] = parts;
  if (!year || !plausible(Number(year))) return null;
  if (yearOnly || !month || Number(month) < 1 || Number(month) > 12) return year;
  if (!day || Number(day) < 1 || Number(day) > 31) return `${year}-${month}`;
  return `${year}-${month}-${day}`;
}

/**
 * The newest capture date among the catalogue items an ArcGIS image service's `query` found at a
 * point (`{features: [{attributes}]}`), or null when none says one.
 */
export function parseImageryCatalogue(body: unknown): string | null {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return null;
  let newest: string | null = null;
  for (const feature of features) {
    const attributes = (feature as { attributes?: Record<string, unknown> } | null)?.attributes;
    if (!attributes || typeof attributes !== 'object') continue;
    let found: string | null = null;
    for (const [name, value] of Object.entries(attributes)) {
      const key = name.toLowerCase().replace(/[^a-z]/g, '');
      const date = DATE_FIELDS.has(key)
        ? captureDateOf(value)
        : YEAR_FIELDS.has(key)
          ? captureDateOf(value, true)
          : null;
      // The more precise of a feature's dates wins (a day over its year).
      if (date && (!found || date.length > found.length)) found = date;
    }
    if (found && (!newest || found.slice(0, 10) > newest.slice(0, 10))) newest = found;
  }
  return newest;
}

/** The catalogue query for a point (WGS 84 longitude, latitude), as ArcGIS image services take it. */
export function imageryCatalogueRequest(baseUrl: string, lat: number, lng: number): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/query`);
  url.search = new URLSearchParams({
    geometry: `${lng},${lat}`,
    geometryType: 'esriGeometryPoint',
    inSR: '4326',
    spatialRel: 'esriSpatialRelIntersects',
    outFields: '*',
    returnGeometry: 'false',
    f: 'json',
  }).toString();
  return url;
}

/**
 * When the imagery at a point was captured, asked of the imagery's metadata service: the point
 * rounded (about 110 m, so a home's exact spot never leaves), one answer a day per rounded point,
 * the same fair per-client turns as the geocoder, and a timeout. A service that fails or says
 * nothing is an honest "unknown" (capturedAt null), never an error to the visitor.
 */
function createImageryDates(baseUrl: string, source: string, userAgent: string, logger: Logger) {
  const cache = new Map<string, { at: number; capturedAt: string | null }>();
  const takeTurn = createFairTurns();
  const factor = 10 ** IMAGERY_DATE_DECIMALS;
  const round = (value: number) => Math.round(value * factor) / factor;

  return async function imageryDate(
    lat: number,
    lng: number,
    client: string,
  ): Promise<ImageryDate> {
    const point = { lat: round(lat), lng: round(lng) };
    const key = `${point.lat},${point.lng}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < IMAGERY_DATE_CACHE_MS) {
      return { capturedAt: cached.capturedAt, source };
    }
    await takeTurn(client);
    let capturedAt: string | null;
    try {
      const response = await fetch(imageryCatalogueRequest(baseUrl, point.lat, point.lng), {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(IMAGERY_DATE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`imagery metadata answered ${response.status}`);
      const body = (await response.json()) as { error?: unknown };
      // ArcGIS reports its own errors as 200 with {error}.
      if (body && typeof body === 'object' && 'error' in body) {
        throw new Error(`imagery metadata refused the query: ${JSON.stringify(body.error)}`);
      }
      capturedAt = parseImageryCatalogue(body);
    } catch (error) {
      // Unknown this time; asked again on the next visit (a failure is not cached).
      logger.warn({ err: error }, 'imagery metadata request failed');
      return { capturedAt: null, source };
    }
    if (cache.size >= IMAGERY_DATE_CACHE_ENTRIES) {
      cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, { at: Date.now(), capturedAt });
    return { capturedAt, source };
  };
}
