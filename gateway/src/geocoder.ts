import type { GeocodeResult } from '@roofing/contracts/http/site-config';
import { AppError, type Logger } from '@roofing/platform';
import type { GeocoderKind } from './config.ts';
import { boundedCache, fetchJson } from './outside-lookup.ts';

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
const GEOCODER_TIMEOUT_MS = 5000;
/** Lookups one client may have waiting at once; more is that client's 429, nobody else's. */
const GEOCODER_PENDING_PER_CLIENT = 2;

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

/**
 * The geocoder adapter: an address asked of the configured geocoder (Nominatim or the Census
 * Bureau's) in the client's fair turn, with the policy's User-Agent, a timeout and a 10-minute cache.
 */
export function createGeocoder(
  baseUrl: string,
  kind: GeocoderKind,
  userAgent: string,
  attribution: string,
  logger: Logger,
) {
  const cache = boundedCache<GeocodeResult | null>(CACHE_ENTRIES, CACHE_MS);
  const takeTurn = createFairTurns();

  async function ask(query: string, client: string): Promise<GeocodeResult | null> {
    await takeTurn(client);
    let body: unknown;
    try {
      body = await fetchJson(geocoderRequest(baseUrl, kind, query), userAgent, GEOCODER_TIMEOUT_MS);
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
    if (cached) return cached.value;
    const result = await ask(query, client);
    cache.set(key, result);
    return result;
  };
}
