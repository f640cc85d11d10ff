import type { ImageryDate } from '@roofing/contracts/http/site-config';
import type { Logger } from '@roofing/platform';
import { createFairTurns } from './geocoder.ts';
import { boundedCache, fetchJson } from './outside-lookup.ts';

/** Capture dates change only when a place is flown again (years): kept a day per rounded point. */
const IMAGERY_DATE_CACHE_MS = 24 * 60 * 60_000;
const IMAGERY_DATE_CACHE_ENTRIES = 2000;
/** Points are rounded to 3 decimals (about 110 m) for the cache and the metadata service alike. */
const IMAGERY_DATE_DECIMALS = 3;
const IMAGERY_DATE_TIMEOUT_MS = 5000;

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
export function createImageryDates(
  baseUrl: string,
  source: string,
  userAgent: string,
  logger: Logger,
) {
  const cache = boundedCache<string | null>(IMAGERY_DATE_CACHE_ENTRIES, IMAGERY_DATE_CACHE_MS);
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
    if (cached) return { capturedAt: cached.value, source };
    await takeTurn(client);
    let capturedAt: string | null;
    try {
      const body = (await fetchJson(
        imageryCatalogueRequest(baseUrl, point.lat, point.lng),
        userAgent,
        IMAGERY_DATE_TIMEOUT_MS,
      )) as { error?: unknown } | null;
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
    cache.set(key, capturedAt);
    return { capturedAt, source };
  };
}
