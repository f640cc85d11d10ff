import { ConfigError } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startGeocoder } from '../../test/support/satellite-fixtures.ts';
import { type RunningApp, startEmbeddedApp } from '../../test/support/start-app.ts';
import { loadGatewayConfig, tileOrigin } from '../src/config.ts';

/** The web app's run-time settings and the geocoder proxy, through the real gateway. */
const TILE_URL = 'https://imagery.example.com/tiles/{z}/{y}/{x}';
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
});
afterAll(async () => {
  await app?.close();
  await geocoder?.close();
});

describe('GET /api/site-config', () => {
  it("tells the web app the imagery and that geocoding works, and the pages' CSP allows the tile host", async () => {
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
