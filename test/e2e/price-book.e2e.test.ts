import { addCalendarDays, easternToday } from '@roofing/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';
import { send, signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * The back office's price book (issue 25) in a real browser against the embedded product: today's
 * prices, the form (contract-checked in the browser and by the server), a future price waiting
 * for its day, a price from today used by the next quote, the history, and the error state; the
 * staff instant-quote list shows the material and each face.
 */
const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
const site = useBrowserApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
const { urlOf } = site;
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

async function signedIn(path: string): Promise<Page> {
  const page = await site.openPage(VIEWPORTS.desktop);
  contexts.push(page.context());
  await page.goto(urlOf('/admin'));
  await signInInBrowser(page, ADMIN);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.goto(urlOf(path));
  return page;
}

/** "Jan 1, 2026" as the page writes a calendar day. */
const shown = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('the Price Book page', () => {
  it(
    'shows today’s prices, refuses a bad entry, schedules a future price and applies one from today',
    async () => {
      const page = await signedIn('/admin/price-book');
      await page.getByRole('heading', { name: 'Price Book', level: 1 }).waitFor();
      // Reached from the staff navigation too.
      await page.getByRole('link', { name: 'Price Book' }).first().waitFor();

      const card = (material: string) => page.getByTestId(`current-price-${material}`);
      await expect.poll(() => card('shingle').textContent()).toContain('$550 per square');
      expect(await card('shingle').textContent()).toContain('The published price');
      expect(await card('tile').textContent()).toContain('$1,150');
      expect(await card('metal').textContent()).toContain('$1,250');
      expect(await card('flat').textContent()).toContain('$800');
      expect(await card('tile').textContent()).toContain('Since Jan 1, 2026');
      await expectNoSeriousAxeViolations(page, 'price book');

      const form = page.getByRole('form', { name: 'Set a new price' });
      // An empty submit names each field, in the browser, with the contract's words.
      await form.getByLabel('Effective from').fill('');
      await form.getByRole('button', { name: 'Save price' }).click();
      await form
        .getByText('Price per square must be a whole number between 100 and 5000')
        .waitFor();
      await form.getByText('Effective date is required').waitFor();

      // A future price: saved, listed as scheduled, not in today's prices.
      const nextMonth = addCalendarDays(easternToday(), 30);
      await form.getByLabel('Material').selectOption('tile');
      await form.getByLabel('Price per square ($)').fill('1,390');
      await form.getByLabel('Effective from').fill(nextMonth);
      await form.getByRole('button', { name: 'Save price' }).click();
      await page
        .getByText(`Tile: $1,390 per square from ${shown(nextMonth)}.`)
        .first()
        .waitFor();
      const rows = page.getByTestId('price-history-row');
      await expect.poll(async () => rows.first().textContent()).toContain('$1,390');
      expect(await rows.first().textContent()).toContain('Scheduled');
      expect(await card('tile').textContent()).toContain('$1,150');

      // A price from today: in force at once, the old one replaced.
      await form.getByLabel('Material').selectOption('metal');
      await form.getByLabel('Price per square ($)').fill('1300');
      await form.getByLabel('Effective from').fill(easternToday());
      await form.getByRole('button', { name: 'Save price' }).click();
      await expect.poll(() => card('metal').textContent()).toContain('$1,300');
      const metalRows = rows.filter({ hasText: 'Metal (standing seam)' });
      await expect.poll(() => metalRows.count()).toBe(2);
      expect(await metalRows.nth(0).textContent()).toContain('In force');
      expect(await metalRows.nth(1).textContent()).toContain('Replaced');
      expect(await metalRows.nth(1).textContent()).toContain('Opening price list');

      // The next metal quote is made at it, and the office's list shows the material and faces.
      const origin = [-81.3931, 30.2947];
      const square = (east: number, size: number) => {
        const dLng = 1 / (111_320 * Math.cos((origin[1] as number) * (Math.PI / 180)));
        const dLat = 1 / 110_574;
        const x = (origin[0] as number) + east * dLng;
        const y = origin[1] as number;
        return [
          [x, y],
          [x + size * dLng, y],
          [x + size * dLng, y + size * dLat],
          [x, y + size * dLat],
        ];
      };
      const quote = await send(urlOf('/api/instant-quotes'), {
        method: 'POST',
        body: {
          customerName: 'Marisol Price',
          customerEmail: 'marisol.price@example.com',
          address: '12 Ocean Blvd',
          material: 'metal',
          measurement: {
            method: 'satellite',
            faces: [
              { outline: square(0, 12), pitch: '6/12' },
              { outline: square(12, 6), pitch: '3/12' },
            ],
          },
        },
      });
      expect(quote.status, quote.body).toBe(201);
      expect(quote.json()).toMatchObject({ material: 'metal', pricePerSquare: 1300 });
      const { estimateNumber } = quote.json();
      await page.goto(urlOf('/admin/dashboard'));
      await page.getByRole('tab', { name: 'Instant quotes' }).click();
      const item = page.getByRole('listitem').filter({ hasText: estimateNumber });
      await expect.poll(() => item.textContent()).toContain('Metal (standing seam): ');
      expect(await item.textContent()).toContain(`$1,300 per square from ${easternToday()}`);
      const faces = item.locator('table');
      await expect.poll(() => faces.locator('tbody tr').count()).toBe(2);
      expect(await faces.locator('tbody tr').nth(1).textContent()).toContain('3/12');
    },
    TIMEOUT_MS * 2,
  );

  it(
    'says so when the history cannot be read, and reads it again on Try again',
    async () => {
      const page = await signedIn('/admin/price-book');
      let fail = true;
      await page.route('**/api/roof-prices/history', (route) =>
        fail
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: '{"error":{"code":"UNAVAILABLE","message":"down"}}',
            })
          : route.continue(),
      );
      await page.reload();
      await page.getByRole('alert').filter({ hasText: 'Could not load this list.' }).waitFor();
      fail = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => page.getByTestId('price-history-row').count()).toBeGreaterThan(3);
    },
    TIMEOUT_MS,
  );
});
