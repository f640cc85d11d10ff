import { ConfigError } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FixtureServer,
  startGeocoder,
  startImageryCatalogue,
  startTileServer,
} from '../../test/support/satellite-fixtures.ts';
import { type RunningApp, startEmbeddedApp } from '../../test/support/start-app.ts';
import { CENSUS_GEOCODER, loadGatewayConfig, tileOrigin, USGS_IMAGERY } from '../src/config.ts';
import { parseGeocoderAnswer } from '../src/geocoder.ts';
import { captureDateOf, parseImageryCatalogue } from '../src/imagery-date.ts';

/** The web app's run-time settings and the geocoder proxy, through the real gateway. */
const TILE_URL = 'https://imagery.example.com/tiles/{z}/{y}/{x}';
/** Booting the product (migrations on PGlite) on a busy 2-core machine. */
const BOOT_MS = 240_000;
let geocoder: FixtureServer;
let app: RunningApp;

beforeAll(async () => {
  geocoder = await startGeocoder([
    {
      street: '48 Marsh Hen',
      lat: 30.6697,
      lng: -81.4626,
      displayName: '48 Marsh Hen Lane, Fernandina Beach, FL',
    },
  ]);
  app = await startEmbeddedApp({
    SATELLITE_TILE_URL: TILE_URL,
    SATELLITE_ATTRIBUTION: 'Tiles © Example Imagery',
    GEOCODER_URL: geocoder.url,
    PUBLIC_URL: 'https://www.shorefront.example',
  });
}, BOOT_MS);
afterAll(async () => {
  await app?.close();
  await geocoder?.close();
});

describe('GET /api/site-config', () => {
  it("tells the web app the imagery and that geocoding works, and the pages' CSP allows the tile host, not the geocoder", async () => {
    const response = await fetch(`${app.url}/api/site-config`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      satellite: { tileUrl: TILE_URL, attribution: 'Tiles © Example Imagery', maxNativeZoom: 19 },
      geocoder: true,
    });
    // The page that draws the tiles is the one whose policy must allow them.
    const page = await fetch(`${app.url}/`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/imagery\.example\.com(;|$)/);
    // The browser never talks to the geocoder (the gateway does): no policy lets it.
    expect(csp).not.toContain(new URL(geocoder.url).host);
    expect(csp).toMatch(/connect-src 'self'[^;]*;/);
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]).not.toMatch(/127\.0\.0\.1/);
  });
});

describe('GET /api/geocode', () => {
  it('answers the place, asks the geocoder once per address, with a descriptive User-Agent', async () => {
    const ask = () =>
      fetch(`${app.url}/api/geocode?q=${encodeURIComponent('48 Marsh Hen Ln, Fernandina Beach')}`);
    const first = await ask();
    expect(first.status).toBe(200);
    // A home address: no browser or shared cache keeps it.
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({
      lat: 30.6697,
      lng: -81.4626,
      label: '48 Marsh Hen Lane, Fernandina Beach, FL',
      attribution: 'Address search © OpenStreetMap contributors',
    });
    expect((await ask()).status).toBe(200);
    expect(geocoder.requests).toHaveLength(1);
    expect(geocoder.requests[0]).toBe(
      '/search?format=json&q=48+Marsh+Hen+Ln%2C+Fernandina+Beach&limit=1',
    );
    expect(geocoder.userAgents[0]).toBe(
      'ShorefrontRoofing-InstantQuote/1.0 (+https://www.shorefront.example; office@shorefrontroofing.com)',
    );
  });

  it('answers 404 for an unknown place and 400 naming q without one', async () => {
    const unknown = await fetch(`${app.url}/api/geocode?q=1+Nowhere+Causeway`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('NOT_FOUND');
    const blank = await fetch(`${app.url}/api/geocode?q=`);
    expect(blank.status).toBe(400);
    expect(Object.keys((await blank.json()).error.fields ?? {})).toContain('q');
  });
});

describe('the settings at boot', () => {
  it('requires the attribution with the imagery, and a real tile template', () => {
    expect(() => loadGatewayConfig({ SATELLITE_TILE_URL: TILE_URL })).toThrow(
      /SATELLITE_ATTRIBUTION/,
    );
    expect(() =>
      loadGatewayConfig({
        SATELLITE_TILE_URL: 'https://imagery.example.com/tile.png',
        SATELLITE_ATTRIBUTION: 'x',
      }),
    ).toThrow(ConfigError);
    expect(() =>
      loadGatewayConfig({ SATELLITE_TILE_URL: 'ftp://x/{z}/{x}/{y}', SATELLITE_ATTRIBUTION: 'x' }),
    ).toThrow(/SATELLITE_TILE_URL/);
  });

  it('allows a subdomain template by a wildcard origin', () => {
    expect(tileOrigin('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.com',
    );
    expect(tileOrigin('http://127.0.0.1:8080/tiles/{z}/{y}/{x}.png')).toBe('http://127.0.0.1:8080');
  });
});

describe('the US Census Bureau geocoder and the imagery capture date', () => {
  const HOME = { street: '412 Ocean Blvd', lat: 30.294712, lng: -81.393118 };
  let census: FixtureServer;
  let catalogue: FixtureServer;
  let tiles: FixtureServer;
  let site: RunningApp;
  beforeAll(async () => {
    census = await startGeocoder(
      [{ ...HOME, displayName: '412 OCEAN BLVD, JACKSONVILLE BEACH, FL, 32250' }],
      { kind: 'census' },
    );
    // Two images cover the point (the newest is the one the tiles show), one says only its year.
    catalogue = await startImageryCatalogue([
      { OBJECTID: 1, Name: 'FL NAIP 2019', acquisition_date: Date.UTC(2019, 10, 2), Year: 2019 },
      { OBJECTID: 2, Name: 'FL NAIP 2023', acquisition_date: Date.UTC(2023, 3, 18), Year: 2023 },
      { OBJECTID: 3, Name: 'County HRO', Year: 2021 },
    ]);
    tiles = await startTileServer();
    site = await startEmbeddedApp({
      SATELLITE_TILE_URL: `${tiles.url}/tiles/{z}/{y}/{x}.png`,
      SATELLITE_ATTRIBUTION: 'Test imagery',
      IMAGERY_METADATA_URL: catalogue.url,
      IMAGERY_SOURCE: 'Test orthoimagery',
      GEOCODER_URL: census.url,
      GEOCODER_KIND: 'census',
    });
  }, BOOT_MS);
  afterAll(async () => {
    await site?.close();
    await Promise.all([census?.close(), catalogue?.close(), tiles?.close()]);
  });

  it('asks the Census geocoder for one line, the current benchmark, JSON, and answers its match', async () => {
    const response = await fetch(
      `${site.url}/api/geocode?q=${encodeURIComponent('412 Ocean Blvd, Jacksonville Beach, 32250, FL')}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      lat: HOME.lat,
      lng: HOME.lng,
      label: '412 OCEAN BLVD, JACKSONVILLE BEACH, FL, 32250',
      attribution: CENSUS_GEOCODER.attribution,
    });
    expect(census.requests).toEqual([
      '/locations/onelineaddress?address=412+Ocean+Blvd%2C+Jacksonville+Beach%2C+32250%2C+FL&benchmark=Public_AR_Current&format=json',
    ]);
    expect(census.userAgents[0]).toMatch(/^ShorefrontRoofing-InstantQuote\/1\.0 /);
    // No match is an empty list: 404, as with Nominatim.
    expect((await fetch(`${site.url}/api/geocode?q=1+Nowhere+Causeway`)).status).toBe(404);
  });

  it('answers the newest capture date at a point, asks once per rounded point, never the exact spot', async () => {
    const ask = (lat: number, lng: number) =>
      fetch(`${site.url}/api/imagery-date?lat=${lat}&lng=${lng}`);
    const first = await ask(HOME.lat, HOME.lng);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(await first.json()).toEqual({ capturedAt: '2023-04-18', source: 'Test orthoimagery' });
    // A few metres away: the same rounded point, answered from the gateway's cache.
    expect(await (await ask(HOME.lat + 0.0001, HOME.lng - 0.0001)).json()).toEqual({
      capturedAt: '2023-04-18',
      source: 'Test orthoimagery',
    });
    expect(catalogue.requests).toHaveLength(1);
    const query = new URL(catalogue.requests[0] ?? '', 'http://catalogue').searchParams;
    expect(query.get('geometry')).toBe('-81.393,30.295');
    expect(query.get('geometryType')).toBe('esriGeometryPoint');
    expect(query.get('inSR')).toBe('4326');
    expect(query.get('returnGeometry')).toBe('false');
    expect(query.get('f')).toBe('json');
  });

  it('refuses a point that is not one, naming the field', async () => {
    const response = await fetch(`${site.url}/api/imagery-date?lat=91&lng=-81.39`);
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).error.fields ?? {})).toContain('lat');
  });

  it("allows exactly the tile server's origin for images, and neither the geocoder nor the catalogue anywhere", async () => {
    const csp = (await fetch(`${site.url}/instant-quote`)).headers.get('content-security-policy');
    expect(/img-src ([^;]*)/.exec(csp ?? '')?.[1]).toBe(`'self' data: blob: ${tiles.url}`);
    for (const other of [census.url, catalogue.url]) {
      expect(csp).not.toContain(new URL(other).host);
    }
  });
});

describe('the imagery capture date when the catalogue fails or is off', () => {
  let broken: FixtureServer;
  let tiles: FixtureServer;
  let failing: RunningApp;
  let off: RunningApp;
  beforeAll(async () => {
    broken = await startImageryCatalogue([], { status: 500 });
    tiles = await startTileServer();
    [failing, off] = await Promise.all([
      startEmbeddedApp({
        SATELLITE_TILE_URL: `${tiles.url}/tiles/{z}/{y}/{x}.png`,
        SATELLITE_ATTRIBUTION: 'Test imagery',
        IMAGERY_METADATA_URL: broken.url,
      }),
      // The harness's own setting: imagery off (a site that offers manual entry only).
      startEmbeddedApp(),
    ]);
  }, BOOT_MS);
  afterAll(async () => {
    await Promise.all([failing?.close(), off?.close()]);
    await Promise.all([broken?.close(), tiles?.close()]);
  });

  it('answers "unknown" (capturedAt null) when the catalogue fails, and asks again next time', async () => {
    const ask = () => fetch(`${failing.url}/api/imagery-date?lat=30.29&lng=-81.39`);
    const first = await ask();
    expect(first.status).toBe(200);
    // The source falls back to the imagery's credit.
    expect(await first.json()).toEqual({ capturedAt: null, source: 'Test imagery' });
    await ask();
    expect(broken.requests).toHaveLength(2);
  });

  it('answers 503 with imagery off, tells the web app so, and the CSP allows no image host', async () => {
    const response = await fetch(`${off.url}/api/imagery-date?lat=30.29&lng=-81.39`);
    expect(response.status).toBe(503);
    expect(await (await fetch(`${off.url}/api/site-config`)).json()).toEqual({
      satellite: null,
      geocoder: false,
    });
    const csp = (await fetch(`${off.url}/`)).headers.get('content-security-policy') ?? '';
    expect(/img-src ([^;]*)/.exec(csp)?.[1]).toBe("'self' data: blob:");
  });
});

describe('the keyless defaults (issue 25)', () => {
  it('are the USGS National Map imagery with its credit, zoom 16 and catalogue, and the Census geocoder', () => {
    const config = loadGatewayConfig({});
    expect(config.SATELLITE_TILE_URL).toBe(
      'https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryOnly/MapServer/tile/{z}/{y}/{x}',
    );
    expect(config.SATELLITE_ATTRIBUTION).toBe(USGS_IMAGERY.attribution);
    expect(config.SATELLITE_MAX_ZOOM).toBe(16);
    expect(config.IMAGERY_METADATA_URL).toBe(
      'https://imagery.nationalmap.gov/arcgis/rest/services/USGSNAIPPlus/ImageServer',
    );
    expect(config.GEOCODER_URL).toBe('https://geocoding.geo.census.gov/geocoder');
    expect(config.GEOCODER_KIND).toBe('census');
    expect(config.GEOCODER_ATTRIBUTION).toBe(CENSUS_GEOCODER.attribution);
    // The pages' CSP allows the USGS tile host for images.
    expect(tileOrigin(config.SATELLITE_TILE_URL ?? '')).toBe('https://basemap.nationalmap.gov');
  });

  it('switch off with "off", and a provider of one\'s own brings its own credit, zoom and geocoder kind', () => {
    const off = loadGatewayConfig({ SATELLITE_TILE_URL: 'off', GEOCODER_URL: 'OFF' });
    expect(off.SATELLITE_TILE_URL).toBeUndefined();
    expect(off.IMAGERY_METADATA_URL).toBeUndefined();
    expect(off.GEOCODER_URL).toBeUndefined();
    const esri = loadGatewayConfig({
      SATELLITE_TILE_URL: TILE_URL,
      SATELLITE_ATTRIBUTION: 'Tiles © Example',
      GEOCODER_URL: 'https://nominatim.example.com',
    });
    expect(esri.SATELLITE_MAX_ZOOM).toBe(19);
    // Another provider's imagery: the USGS catalogue does not describe it.
    expect(esri.IMAGERY_METADATA_URL).toBeUndefined();
    expect(esri.IMAGERY_SOURCE).toBe('Tiles © Example');
    expect(esri.GEOCODER_KIND).toBe('nominatim');
    expect(esri.GEOCODER_ATTRIBUTION).toBe('Address search © OpenStreetMap contributors');
    const usgsNoDates = loadGatewayConfig({ IMAGERY_METADATA_URL: 'off' });
    expect(usgsNoDates.SATELLITE_TILE_URL).toBe(USGS_IMAGERY.tileUrl);
    expect(usgsNoDates.IMAGERY_METADATA_URL).toBeUndefined();
    expect(() => loadGatewayConfig({ IMAGERY_METADATA_URL: 'ftp://x' })).toThrow(
      /IMAGERY_METADATA_URL/,
    );
    expect(() => loadGatewayConfig({ GEOCODER_URL: 'not a url' })).toThrow(/GEOCODER_URL/);
    expect(() => loadGatewayConfig({ GEOCODER_KIND: 'google' })).toThrow(/GEOCODER_KIND/);
  });
});

describe('reading the providers’ answers', () => {
  it("takes the Census geocoder's first match (x longitude, y latitude) and no match as none", () => {
    // The example answer of the Census Bureau's API documentation, shortened.
    const answer = {
      result: {
        input: { benchmark: { benchmarkName: 'Public_AR_Current' } },
        addressMatches: [
          {
            tigerLine: { side: 'L', tigerLineId: '76355984' },
            matchedAddress: '4600 SILVER HILL RD, WASHINGTON, DC, 20233',
            coordinates: { x: -76.92748, y: 38.84601 },
          },
        ],
      },
    };
    expect(parseGeocoderAnswer('census', answer, 'q')).toEqual({
      lat: 38.84601,
      lng: -76.92748,
      label: '4600 SILVER HILL RD, WASHINGTON, DC, 20233',
    });
    expect(parseGeocoderAnswer('census', { result: { addressMatches: [] } }, 'q')).toBeNull();
    expect(parseGeocoderAnswer('census', { errors: ['Address cannot be empty'] }, 'q')).toBeNull();
    expect(
      parseGeocoderAnswer('census', { result: { addressMatches: [{ coordinates: {} }] } }, 'q'),
    ).toBeNull();
    expect(
      parseGeocoderAnswer('nominatim', [{ lat: '30.1', lon: '-81.2', display_name: 'x' }], 'q'),
    ).toEqual({ lat: 30.1, lng: -81.2, label: 'x' });
  });

  it('reads capture dates as precisely as the catalogue gives them, and nothing else', () => {
    expect(captureDateOf(Date.UTC(2023, 3, 18))).toBe('2023-04-18');
    expect(captureDateOf('2021-06-04T00:00:00Z')).toBe('2021-06-04');
    expect(captureDateOf('20220709')).toBe('2022-07-09');
    expect(captureDateOf('7/9/2022')).toBe('2022-07-09');
    expect(captureDateOf('2022-07')).toBe('2022-07');
    expect(captureDateOf(2021)).toBe('2021');
    expect(captureDateOf('2021', true)).toBe('2021');
    expect(captureDateOf(Date.UTC(2023, 3, 18), true)).toBeNull();
    expect(captureDateOf('unknown')).toBeNull();
    expect(captureDateOf(0)).toBeNull();
    expect(captureDateOf(null)).toBeNull();
    expect(parseImageryCatalogue({ features: [{ attributes: { Name: 'no date' } }] })).toBeNull();
    expect(parseImageryCatalogue({ error: { code: 400 } })).toBeNull();
    expect(
      parseImageryCatalogue({
        features: [
          { attributes: { Year: 2024 } },
          { attributes: { AcquisitionDate: '2023-05-01' } },
        ],
      }),
    ).toBe('2024');
  });
});
