import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { freePort } from '../support/free-port.ts';
import {
  type FixtureServer,
  startGeocoder,
  startTileServer,
} from '../support/satellite-fixtures.ts';

/**
 * Imagery on by default, honestly (issue 25): the page offers the satellite view only when its
 * tiles actually load in the visitor's browser. With a tile server that answers, the page opens
 * on the satellite view; with tiles failing (no imagery of the place: 404; a host that does not
 * answer: a closed port, as offline or blocked) it says so once, takes the roof size by hand,
 * and a quote is made that way. The geocoder answers in the US Census Bureau's shape (the
 * default's). Nothing here reaches the internet.
 */
const { desktop: DESKTOP } = VIEWPORTS;
const HOME = { street: '412 Ocean Blvd', lat: 30.2947, lng: -81.3931 };
const PRICE_PER_SQUARE = 550;
const FAILED_MESSAGE = 'The satellite pictures did not load here';
/** Three apps boot in this file, one per block: each may take longer on a busy machine. */
const BOOT = { startTimeoutMs: 3 * TIMEOUT_MS };

let working: FixtureServer;
let missing: FixtureServer;
let geocoder: FixtureServer;
let closedPort = 0;
beforeAll(async () => {
  [working, missing, geocoder, closedPort] = await Promise.all([
    startTileServer(),
    startTileServer({ status: 404 }),
    startGeocoder([{ ...HOME, displayName: '412 OCEAN BLVD, JACKSONVILLE BEACH, FL, 32250' }], {
      kind: 'census',
    }),
    freePort(),
  ]);
});
afterAll(async () => {
  await Promise.all([working?.close(), missing?.close(), geocoder?.close()]);
});

/** The settings of one site, read lazily: the fixture servers start before the app. */
function siteEnv(tiles: () => string): Record<string, string> {
  const env = {} as Record<string, string>;
  Object.defineProperties(env, {
    SATELLITE_TILE_URL: { enumerable: true, get: tiles },
    SATELLITE_ATTRIBUTION: { enumerable: true, get: () => 'Test imagery for automated tests' },
    GEOCODER_URL: { enumerable: true, get: () => geocoder.url },
    GEOCODER_KIND: { enumerable: true, get: () => 'census' },
    IMAGERY_METADATA_URL: { enumerable: true, get: () => 'off' },
  });
  return env;
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Full name').fill('Marisol Whitaker');
  await page.getByLabel('Email address').fill('marisol.whitaker@example.com');
  await page.getByLabel('Street address').fill(HOME.street);
  await page.getByLabel('City').fill('Jacksonville Beach');
  await page.getByLabel('ZIP code').fill('32250');
}

/** What the page says about the roof size: its status messages, in order. */
async function statusTexts(page: Page): Promise<string[]> {
  return page.locator('fieldset [role="status"]').allTextContents();
}

describe('with imagery that loads', () => {
  const site = useBrowserApp(
    siteEnv(() => `${working.url}/tiles/{z}/{y}/{x}.png`),
    BOOT,
  );

  it(
    'opens on the satellite view, finds the address through the Census geocoder and shows its tiles',
    async () => {
      const page = await site.openPage(DESKTOP);
      await page.goto(site.urlOf('/instant-quote'));
      // The probe's tile arrived: the satellite view is the way offered, no excuse shown.
      await page.getByRole('button', { name: 'View in Satellite' }).waitFor();
      expect(await statusTexts(page)).toEqual([]);
      expect(working.requests.some((path) => /^\/tiles\/19\/\d+\/\d+\.png$/.test(path))).toBe(true);
      const intro = await page.locator('h1 + p').textContent();
      expect(intro).not.toMatch(/trace/i);

      await fillCustomer(page);
      await page.getByRole('button', { name: 'View in Satellite' }).click();
      await page.locator('.leaflet-tile-loaded').first().waitFor();
      await page.getByText('412 OCEAN BLVD, JACKSONVILLE BEACH, FL, 32250').waitFor();
      expect(geocoder.requests[0]).toMatch(
        /^\/locations\/onelineaddress\?address=412\+Ocean\+Blvd.*&benchmark=Public_AR_Current&format=json$/,
      );
      await page
        .getByText(
          'Address search: U.S. Census Bureau Geocoder (not endorsed by the Census Bureau)',
        )
        .waitFor();
      expect(await statusTexts(page)).toEqual([]);

      // A roof the picture cannot show goes to an inspection instead.
      await page
        .getByRole('link', { name: 'My roof is hidden by trees or the picture is old' })
        .click();
      await page.waitForURL(/\/services\/inspections$/);
      await page.context().close();
    },
    TIMEOUT_MS,
  );

  it(
    'shows the same in Spanish, with the link to the inspection in Spanish',
    async () => {
      const page = await site.openPage(DESKTOP);
      await page.goto(site.urlOf('/es/instant-quote'));
      await page.getByRole('button', { name: 'Ver en vista satelital' }).waitFor();
      await page.getByLabel('Dirección', { exact: true }).fill(HOME.street);
      await page.getByRole('button', { name: 'Ver en vista satelital' }).click();
      await page.locator('.leaflet-tile-loaded').first().waitFor();
      const link = page.getByRole('link', {
        name: 'Los árboles tapan mi techo o la foto es antigua',
      });
      expect(await link.getAttribute('href')).toBe('/es/services/inspections');
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});

/** Tiles that fail: the page says so once, opens manual entry, and quotes by hand. */
async function expectManualQuote(page: Page, url: string) {
  await page.goto(url);
  await page.getByText(FAILED_MESSAGE).waitFor();
  await page.getByLabel('Roof size (squares)').waitFor();
  // One honest message, not "Trace your roof…" above "unavailable", and no map or map button.
  expect(await statusTexts(page)).toHaveLength(1);
  expect(await page.getByText(FAILED_MESSAGE).count()).toBe(1);
  expect(await page.getByText('Satellite view is unavailable right now').count()).toBe(0);
  expect(
    await page
      .locator('main')
      .getByText(/trace|traza/i)
      .count(),
  ).toBe(0);
  expect(await page.getByRole('button', { name: 'View in Satellite' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Try Eagle View Instead' }).count()).toBe(0);
  expect(await page.locator('.leaflet-container').count()).toBe(0);

  await fillCustomer(page);
  await page.getByLabel('Roof size (squares)').fill('24');
  await page.getByRole('button', { name: 'Generate Instant Quote' }).click();
  await page.getByRole('status').getByText('Quote Generated!', { exact: true }).waitFor();
  expect(await page.getByTestId('quote-squares').textContent()).toBe('24');
  expect(await page.getByTestId('quote-total').textContent()).toBe(
    `$${(24 * PRICE_PER_SQUARE).toLocaleString('en-US')}`,
  );
  await page.context().close();
}

describe('with no imagery of the place (every tile 404)', () => {
  const site = useBrowserApp(
    siteEnv(() => `${missing.url}/tiles/{z}/{y}/{x}.png`),
    BOOT,
  );

  it(
    'says once that the pictures did not load and quotes the size typed by hand',
    async () => {
      const page = await site.openPage(DESKTOP);
      await expectManualQuote(page, site.urlOf('/instant-quote'));
      expect(missing.requests.length).toBeGreaterThan(0);
    },
    TIMEOUT_MS,
  );
});

describe('with an imagery host that does not answer (offline or blocked)', () => {
  const site = useBrowserApp(
    siteEnv(() => `http://127.0.0.1:${closedPort}/tiles/{z}/{y}/{x}.png`),
    BOOT,
  );

  it(
    'says once that the pictures did not load and quotes the size typed by hand',
    async () => {
      const page = await site.openPage(DESKTOP);
      await expectManualQuote(page, site.urlOf('/instant-quote'));
    },
    TIMEOUT_MS,
  );
});
