import { z } from 'zod';

/**
 * GET /api/site-config — what the web app learns at run time rather than at build time: the
 * satellite imagery source of the instant-quote tracer (null when none is configured: the page
 * then offers manual entry only) and whether addresses can be geocoded through the gateway.
 */
export const SiteConfigSchema = z.object({
  satellite: z
    .object({
      /** An XYZ template, e.g. https://tiles.example.com/{z}/{y}/{x}. */
      tileUrl: z.string(),
      attribution: z.string(),
      /** The deepest zoom the source has imagery for; the map enlarges those tiles beyond it. */
      maxNativeZoom: z.number().int(),
    })
    .nullable(),
  geocoder: z.boolean(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

/** GET /api/geocode?q= — one address, looked up through the configured geocoder. */
export const GeocodeQuerySchema = z.object({
  q: z
    .string({ error: 'Enter an address to look up' })
    .trim()
    .min(3, 'Enter an address to look up')
    .max(300, 'An address can have at most 300 characters'),
});

export const GeocodeResultSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  /** The geocoder's full name of the place it found, to confirm it is the right house. */
  label: z.string(),
  /** The credit the geocoder's data licence asks for, shown with the address. */
  attribution: z.string(),
});
export type GeocodeResult = z.infer<typeof GeocodeResultSchema>;

/**
 * GET /api/imagery-date?lat=&lng= (issue 25) — when the imagery at a point was captured, asked by
 * the gateway of the configured imagery's metadata service. `capturedAt` is a day (YYYY-MM-DD), a
 * month (YYYY-MM) or a year (YYYY) as precise as the service says, or null when it says nothing;
 * `source` names the imagery (e.g. "USGS National Map orthoimagery").
 */
export const ImageryDateQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'lat must be a latitude' })
    .min(-90, 'lat must be a latitude')
    .max(90, 'lat must be a latitude'),
  lng: z.coerce
    .number({ error: 'lng must be a longitude' })
    .min(-180, 'lng must be a longitude')
    .max(180, 'lng must be a longitude'),
});
export const ImageryDateSchema = z.object({
  capturedAt: z.string().nullable(),
  source: z.string(),
});
export type ImageryDate = z.infer<typeof ImageryDateSchema>;
