import { mkdir } from 'node:fs/promises';
import area from '@turf/area';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';
import {
  containerPointToLngLat,
  type FixtureServer,
  startGeocoder,
  startTileServer,
} from '../support/satellite-fixtures.ts';

/**
 * Tracing a real roof on the instant-quote page (issue 25), in a real browser against the real
 * product on test imagery: two faces with their own pitches traced by clicks, corners dragged,
 * inserted and removed with leaflet-geoman, undo and redo by button and keyboard, a tile roof
 * priced from the price book, the totals the page shows against the server's stored quote, and
 * the print view. Then the same without a mouse: the crosshair and the corner tools.
 */
const SHOTS = '/tmp/shots/';
const { desktop: DESKTOP } = VIEWPORTS;
const HOME = { street: '412 Ocean Blvd', lat: 30.2947, lng: -81.3931 };
const ROOF_ZOOM = 20;
/** What the imagery service reports for the test imagery's capture (see imageryDate below). */
const CAPTURED_AT = '2023-11-14';

let tiles: FixtureServer;
let geocoder: FixtureServer;
beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  tiles = await startTileServer();
  geocoder = await startGeocoder([
    {
      ...HOME,
      displayName:
        '412 Ocean Boulevard, Jacksonville Beach, Duval County, Florida, 32250, United States',
    },
  ]);
});
afterAll(async () => {
  await tiles?.close();
  await geocoder?.close();
});

// The app reads the fixture servers' addresses at boot: hand them over lazily through getters.
const env = {} as Record<string, string>;
Object.defineProperties(env, {
  SATELLITE_TILE_URL: { enumerable: true, get: () => `${tiles.url}/tiles/{z}/{y}/{x}.png` },
  SATELLITE_ATTRIBUTION: { enumerable: true, get: () => 'Test imagery for automated tests' },
  GEOCODER_URL: { enumerable: true, get: () => geocoder.url },
});
const { urlOf, openPage } = useBrowserApp(env);

type LngLat = [number, number];
const formatted = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;
const sqft = (value: number) => Math.round(value).toLocaleString('en-US');
const RISE = { '4/12': 4, '6/12': 6, '8/12': 8 } as const;

/** The server's rule, worked out here on its own: geodesic footprint (ft²) × pitch factor. */
function footprint(outline: LngLat[]): number {
  const closed = [...outline, outline[0] as LngLat];
  return area({ type: 'Polygon', coordinates: [closed] }) * 10.763910416709722;
}
const surface = (outline: LngLat[], pitch: keyof typeof RISE) =>
  footprint(outline) * Math.sqrt(1 + (RISE[pitch] / 12) ** 2);
const faceText = (outline: LngLat[], pitch: keyof typeof RISE) =>
  `${sqft(footprint(outline))} sq ft footprint · ${sqft(surface(outline, pitch))} sq ft of roof`;

/**
 * The imagery's capture date. The gateway's /api/imagery-date asks the configured imagery
 * service; the test imagery is served by this test and has no capture metadata, so the browser's
 * question is answered here with the date such a service reports.
 */
async function imageryDate(page: Page) {
  await page.route('**/api/imagery-date?*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ capturedAt: CAPTURED_AT, source: 'Test imagery' }),
    }),
  );
}

/** Every Content-Security-Policy violation the page reports (the editing handles included). */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...logged,
  ];
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Full name').fill('Marisol Whitaker');
  await page.getByLabel('Email address').fill('marisol.whitaker@example.com');
  await page.getByLabel('Phone number').fill('(904) 555-0142');
  await page.getByLabel('Street address').fill(HOME.street);
  await page.getByLabel('City').fill('Jacksonville Beach');
  await page.getByLabel('ZIP code').fill('32250');
}

/** Opens the satellite view of HOME; returns where a pixel offset from the map's centre lands. */
async function openMap(page: Page) {
  await page.getByRole('button', { name: 'View in Satellite' }).click();
  const map = page.getByRole('region', { name: /Satellite view of 412 Ocean Boulevard/ });
  await map.waitFor();
  await page.locator('.leaflet-tile-loaded').first().waitFor();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  const size = await map.evaluate((element) => ({
    width: element.clientWidth,
    height: element.clientHeight,
  }));
  if (!box) throw new Error('the map has no box');
  const at = (dx: number, dy: number) => {
    const x = Math.round(box.x + size.width / 2 + dx);
    const y = Math.round(box.y + size.height / 2 + dy);
    return {
      x,
      y,
      lngLat: containerPointToLngLat(HOME, ROOF_ZOOM, size, { x: x - box.x, y: y - box.y }),
    };
  };
  return { map, at };
}

const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

describe('tracing a roof of several faces', () => {
  it(
    'traces two faces with their own pitches, edits and undoes, and quotes a tile roof as the server measures it',
    async () => {
      const page = await openPage(DESKTOP);
      await imageryDate(page);
      const violations = await watchPolicy(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/instant-quotes'))
          posts.push(request.postData() ?? '');
      });
      await page.goto(urlOf('/instant-quote'));
      await fillCustomer(page);
      const { at } = await openMap(page);
      await page.getByText(`Imagery captured November 14, 2023`).waitFor();

      // Face 1, the main roof: four corners, then its first corner again closes it.
      const main = [at(-120, -60), at(20, -60), at(20, 60), at(-120, 60)];
      for (const corner of main) await page.mouse.click(corner.x, corner.y);
      await page.mouse.click(main[0]?.x ?? 0, main[0]?.y ?? 0);
      const mainOutline = main.map((corner) => corner.lngLat);
      await page.getByRole('button', { name: 'Add another roof face' }).waitFor();
      await expect.poll(() => text(page, 'face-area-1')).toBe(faceText(mainOutline, '6/12'));
      await page.getByLabel('Pitch of face 1').selectOption('8/12');
      await expect.poll(() => text(page, 'face-area-1')).toBe(faceText(mainOutline, '8/12'));

      // Face 2, the porch beside it, sharing its edge: traced, closed with the button, 4/12.
      await page.getByRole('button', { name: 'Add another roof face' }).click();
      const porch = [at(20, -60), at(110, -60), at(110, 60), at(20, 60)];
      for (const corner of porch) await page.mouse.click(corner.x, corner.y);
      await page.getByRole('button', { name: 'Finish face 2' }).click();
      const porchOutline = porch.map((corner) => corner.lngLat);
      await page.getByLabel('Pitch of face 2').selectOption('4/12');
      await expect.poll(() => text(page, 'face-area-2')).toBe(faceText(porchOutline, '4/12'));
      const squaresOf = (porchPitch: keyof typeof RISE) =>
        Math.round((surface(mainOutline, '8/12') + surface(porchOutline, porchPitch)) / 100);
      const squares = squaresOf('4/12');
      expect(squares).toBeGreaterThan(15);
      expect(await text(page, 'trace-faces')).toBe('2');
      await expect.poll(() => text(page, 'trace-squares')).toBe(`${squares} squares`);
      expect(await text(page, 'trace-area')).toBe(
        `${sqft(footprint(mainOutline) + footprint(porchOutline))} sq ft`,
      );
      // Screen readers hear the figures as they change.
      expect(await page.locator('[aria-live="polite"].sr-only').textContent()).toContain(
        `Total: ${squares} squares.`,
      );
      await page.screenshot({ path: `${SHOTS}iq-two-faces.png`, fullPage: true });

      // Undo and redo, by keyboard and by button. (A new face starts with the pitch of the face
      // selected before it.)
      await page.keyboard.press('Control+z');
      expect(await page.getByLabel('Pitch of face 2').inputValue()).toBe('8/12');
      await expect.poll(() => text(page, 'trace-squares')).toBe(`${squaresOf('8/12')} squares`);
      await page.keyboard.press('Control+Shift+z');
      expect(await page.getByLabel('Pitch of face 2').inputValue()).toBe('4/12');
      await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByRole('button', { name: 'Undo' }).click();
      // Back before "Finish face 2": the porch takes corners again.
      await page.getByRole('button', { name: 'Finish face 2' }).waitFor();
      await page.keyboard.press('Control+y');
      await page.getByRole('button', { name: 'Redo' }).click();
      expect(await page.getByLabel('Pitch of face 2').inputValue()).toBe('4/12');
      await expect.poll(() => text(page, 'trace-squares')).toBe(`${squares} squares`);

      // leaflet-geoman's handles on the selected face (the porch): drag a corner out…
      const far = porch[2] as (typeof porch)[number];
      await page.mouse.move(far.x, far.y);
      await page.mouse.down();
      await page.mouse.move(far.x + 20, far.y + 10, { steps: 5 });
      await page.mouse.up();
      await expect.poll(() => text(page, 'face-area-2')).not.toBe(faceText(porchOutline, '4/12'));
      await page.screenshot({ path: `${SHOTS}iq-dragged.png` });
      // …insert a corner at the mid-point of the porch's outer edge…
      const middle = at(110, 0);
      await page.mouse.click(middle.x + 10, middle.y + 5);
      await expect.poll(() => text(page, 'corner-status')).toMatch(/^5 corners\./);
      // …and remove it again with a right-click; then undo all three edits.
      await page.mouse.click(middle.x + 10, middle.y + 5, { button: 'right' });
      await expect.poll(() => text(page, 'corner-status')).toMatch(/^4 corners\./);
      for (let step = 0; step < 3; step++) await page.keyboard.press('Control+z');
      await expect.poll(() => text(page, 'face-area-2')).toBe(faceText(porchOutline, '4/12'));
      await expect.poll(() => text(page, 'trace-squares')).toBe(`${squares} squares`);

      // A tile roof at the price book's price of the day.
      const prices = (await (await page.request.get(urlOf('/api/roof-prices'))).json()) as {
        prices: Array<{ material: string; pricePerSquare: number }>;
      };
      const tilePrice = prices.prices.find((price) => price.material === 'tile')?.pricePerSquare;
      expect(tilePrice).toBeGreaterThan(0);
      await page.getByRole('radio', { name: /Tile \(concrete or clay\)/ }).check();
      await page.getByText(`${formatted(tilePrice ?? 0)} per square`).waitFor();
      await expectNoSeriousAxeViolations(page, '/instant-quote tracing two faces');
      expect(await violations()).toEqual([]);
      await page.screenshot({ path: `${SHOTS}iq-tile.png`, fullPage: true });

      await page.getByRole('button', { name: 'Generate Instant Quote' }).click();
      const number = (await page.locator('#quote-result-heading').textContent()) ?? '';
      expect(number).toMatch(/^IQ-\d{6}-\d{3}$/);
      // The browser sent the faces with their pitches, the material and the imagery date; never squares.
      const sent = JSON.parse(posts[0] ?? '{}');
      expect(sent.roofSquares).toBeUndefined();
      expect(sent.material).toBe('tile');
      // Where each click landed, to within a pixel (the page's layout can put the map half a
      // pixel off the whole pixels this test clicks at).
      const PIXEL_DEGREES = 2e-6;
      expect(sent.measurement.method).toBe('satellite');
      expect(sent.measurement.imageryDate).toBe(CAPTURED_AT);
      expect(sent.measurement.faces.map((face: { pitch: string }) => face.pitch)).toEqual([
        '8/12',
        '4/12',
      ]);
      const sentFaces = sent.measurement.faces as Array<{ outline: LngLat[] }>;
      [mainOutline, porchOutline].forEach((outline, face) => {
        const sentOutline = sentFaces[face]?.outline ?? [];
        expect(sentOutline).toHaveLength(outline.length);
        outline.forEach((point, corner) => {
          for (const axis of [0, 1] as const)
            expect(
              Math.abs((sentOutline[corner]?.[axis] ?? 0) - point[axis]),
              `face ${face + 1} corner ${corner + 1}`,
            ).toBeLessThan(PIXEL_DEGREES);
        });
      });
      // The squares of exactly what was sent are the live figure's.
      const sentSquares = Math.round(
        (surface(sentFaces[0]?.outline ?? [], '8/12') +
          surface(sentFaces[1]?.outline ?? [], '4/12')) /
          100,
      );
      expect(sentSquares).toBe(squares);

      // What the page shows is the server's stored quote, and it agrees with the live figures.
      const stored = await (
        await page.request.get(urlOf(`/api/instant-quotes/${encodeURIComponent(number)}`))
      ).json();
      expect(stored.roofSquares).toBe(squares);
      expect(stored.material).toBe('tile');
      expect(stored.pricePerSquare).toBe(tilePrice);
      expect(stored.totalPrice).toBe(squares * (tilePrice ?? 0));
      expect(stored.measurement.imageryDate).toBe(CAPTURED_AT);
      expect(stored.measurement.faceAreas.map((face: { pitch: string }) => face.pitch)).toEqual([
        '8/12',
        '4/12',
      ]);
      expect(await text(page, 'quote-squares')).toBe(String(stored.roofSquares));
      expect(await text(page, 'quote-total')).toBe(formatted(stored.totalPrice));
      expect(await text(page, 'quote-material')).toBe('Tile (concrete or clay)');
      expect(await text(page, 'quote-range')).toBe(
        `Expected range ${formatted(stored.measurement.range.low)} – ${formatted(stored.measurement.range.high)}`,
      );
      expect(await text(page, 'quote-price-per-square')).toMatch(
        new RegExp(`^\\${formatted(stored.pricePerSquare)} \\(price in effect since `),
      );
      expect(await text(page, 'quote-imagery-date')).toBe('November 14, 2023');
      const faces = page.getByTestId('quote-faces').getByRole('listitem');
      expect(await faces.allTextContents()).toEqual(
        stored.measurement.faceAreas.map(
          (face: { pitch: string; planAreaSqFt: number; surfaceSqFt: number }, index: number) =>
            `Face ${index + 1}: ${sqft(face.planAreaSqFt)} sq ft footprint at ${face.pitch}, ${sqft(face.surfaceSqFt)} sq ft of roof`,
        ),
      );
      await page.screenshot({ path: `${SHOTS}iq-tile-result.png`, fullPage: true });

      // Printed: material, faces, range and imagery date are on the page.
      await page.emulateMedia({ media: 'print' });
      for (const shown of ['quote-material', 'quote-faces', 'quote-range', 'quote-imagery-date'])
        expect(await page.getByTestId(shown).isVisible(), shown).toBe(true);
      expect(await page.getByRole('button', { name: 'Generate New Quote' }).isVisible()).toBe(
        false,
      );
      await page.screenshot({ path: `${SHOTS}iq-tile-print.png`, fullPage: true });
      const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    },
    TIMEOUT_MS * 3,
  );

  it(
    'traces, corrects and deletes faces without a mouse: the crosshair and the corner tools',
    async () => {
      const page = await openPage(DESKTOP);
      await imageryDate(page);
      await page.goto(urlOf('/instant-quote'));
      await fillCustomer(page);
      const { map } = await openMap(page);
      // The editing handles are for the pointer only: out of the tab order, hidden from readers.
      // Leaflet animates a pan (the arrow keys, and the map following a chosen corner): the
      // crosshair is where the map comes to rest, so every step waits for that.
      const settled = () =>
        page.waitForFunction(
          () => !document.querySelector('.leaflet-pan-anim, .leaflet-zoom-anim'),
        );
      const press = async (name: string | RegExp) => {
        await settled();
        await page.getByRole('button', { name }).focus();
        await page.keyboard.press('Enter');
      };
      const pan = async (key: string, times: number) => {
        await settled();
        await map.focus();
        for (let i = 0; i < times; i++) {
          await page.keyboard.press(key);
          await settled();
        }
      };

      // Three corners placed at the crosshair, the map moved with the arrow keys between them.
      await press('Add corner at the crosshair');
      await pan('ArrowRight', 4);
      await press('Add corner at the crosshair');
      await pan('ArrowDown', 4);
      await press('Add corner at the crosshair');
      await expect.poll(() => text(page, 'face-area-1')).toMatch(/ sq ft footprint · /);
      await press('Finish face 1');
      const triangle = (await text(page, 'face-area-1')) ?? '';
      // (Each handle is quietened as geoman adds it: wait for the last one.)
      await expect
        .poll(() =>
          page
            .locator('.leaflet-container .marker-icon')
            .evaluateAll((handles) =>
              handles.map((handle) =>
                [handle.getAttribute('tabindex'), handle.getAttribute('aria-hidden')].join(' '),
              ),
            ),
        )
        .toSatisfy(
          (states: string[]) => states.length > 0 && states.every((state) => state === '-1 true'),
        );

      // A corner chosen, moved to the crosshair, a corner added after it and removed again.
      await press('Next corner');
      await expect.poll(() => text(page, 'corner-status')).toMatch(/^Corner 1 of 3 is chosen/);
      await pan('ArrowLeft', 2);
      await press('Move corner to the crosshair');
      await expect.poll(() => text(page, 'face-area-1')).not.toBe(triangle);
      await press('Add a corner after it');
      await expect.poll(() => text(page, 'corner-status')).toMatch(/^Corner 2 of 4 is chosen/);
      await press('Remove corner');
      await expect.poll(() => text(page, 'corner-status')).toMatch(/ of 3 is chosen/);
      await expectNoSeriousAxeViolations(page, '/instant-quote keyboard tracing');
      await map.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}iq-keyboard.png`, fullPage: true });

      // A second face, selected and deleted from the list of faces; undo brings it back.
      await press('Add another roof face');
      await press('Add corner at the crosshair');
      await pan('ArrowUp', 3);
      await press('Add corner at the crosshair');
      await pan('ArrowLeft', 3);
      await press('Add corner at the crosshair');
      await press('Finish face 2');
      await expect.poll(() => text(page, 'trace-faces')).toBe('2');
      await press('Select face 1');
      expect(
        await page.getByRole('button', { name: 'Select face 1' }).getAttribute('aria-pressed'),
      ).toBe('true');
      await press('Delete face 2');
      await expect.poll(() => text(page, 'trace-faces')).toBe('1');
      await press('Undo');
      await expect.poll(() => text(page, 'trace-faces')).toBe('2');

      // Manual entry offers the material too.
      await press('Switch to Manual Entry');
      await page.getByRole('radio', { name: /Architectural shingle/ }).waitFor();
      expect(await page.getByRole('radio', { name: /Architectural shingle/ }).isChecked()).toBe(
        true,
      );
    },
    TIMEOUT_MS * 2,
  );
});
