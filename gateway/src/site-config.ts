import { ErrorBodySchema } from '@roofing/contracts';
import {
  GeocodeQuerySchema,
  type GeocodeResult,
  GeocodeResultSchema,
  SiteConfigSchema,
} from '@roofing/contracts/http/site-config';
import { type App, AppError, clientKey, type Logger, notFound } from '@roofing/platform';
import type { GatewayConfig } from './config.ts';

const tags = ['site'];
/** Answers (found or not) are kept this long: a visitor retrying an address asks nobody again. */
const CACHE_MS = 10 * 60_000;
const CACHE_ENTRIES = 500;
/** Nominatim's usage policy: at most one request per second from the whole application. */
const GEOCODER_SPACING_MS = 1000;
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

  const geocode = config.GEOCODER_URL
    ? createGeocoder(config.GEOCODER_URL, userAgentOf(config), config.GEOCODER_ATTRIBUTION, logger)
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

function createGeocoder(baseUrl: string, userAgent: string, attribution: string, logger: Logger) {
  const cache = new Map<string, { at: number; result: GeocodeResult | null }>();
  const takeTurn = createFairTurns();

  async function ask(query: string, client: string): Promise<GeocodeResult | null> {
    await takeTurn(client);
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
    url.search = new URLSearchParams({ format: 'json', q: query, limit: '1' }).toString();
    let places: unknown;
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      places = await response.json();
    } catch (error) {
      logger.warn({ err: error }, 'geocoder request failed');
      throw new AppError('UNAVAILABLE', 'Address lookup is unavailable right now');
    }
    const [place] = Array.isArray(places) ? (places as NominatimPlace[]) : [];
    const lat = Number(place?.lat);
    const lng = Number(place?.lon);
    if (!place || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    return {
      lat,
      lng,
      label: typeof place.display_name === 'string' ? place.display_name : query,
      attribution,
    };
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
