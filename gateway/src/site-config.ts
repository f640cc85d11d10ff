import { ErrorBodySchema } from '@roofing/contracts';
import {
  GeocodeQuerySchema,
  GeocodeResultSchema,
  ImageryDateQuerySchema,
  ImageryDateSchema,
  SiteConfigSchema,
} from '@roofing/contracts/http/site-config';
import { type App, AppError, clientKey, type Logger, notFound } from '@roofing/platform';
import type { GatewayConfig } from './config.ts';
import { createGeocoder } from './geocoder.ts';
import { createImageryDates } from './imagery-date.ts';

const tags = ['site'];

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
