import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';
import { quoteRequest } from '../support/factories.ts';
import {
  type FixtureServer,
  startGeocoder,
  startTileServer,
} from '../support/satellite-fixtures.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * The pages' Content-Security-Policy has no 'unsafe-inline' for styles and `base-uri 'none'`,
 * and every page still renders without a single violation: the stylesheet is the app's own file,
 * React and Leaflet set styles through the CSSOM (not restricted by CSP), and the `<style>`
 * elements made at run time (Radix's scroll lock, the print rules) carry the response's nonce.
 * An injected `<style>` or `style="…"` is refused.
 */
const PASSWORD = 'correct-horse-battery-staple';
let tiles: FixtureServer;
let geocoder: FixtureServer;
beforeAll(async () => {
  tiles = await startTileServer();
  geocoder = await startGeocoder([
    { street: '412 Ocean Blvd', lat: 30.2947, lng: -81.3931, displayName: '412 Ocean Boulevard' },
  ]);
});
afterAll(async () => {
  await tiles?.close();
  await geocoder?.close();
});
const env = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD } as Record<string, string>;
Object.defineProperties(env, {
  SATELLITE_TILE_URL: { enumerable: true, get: () => `${tiles.url}/tiles/{z}/{y}/{x}.png` },
  SATELLITE_ATTRIBUTION: { enumerable: true, get: () => 'Test imagery for automated tests' },
  GEOCODER_URL: { enumerable: true, get: () => geocoder.url },
});
const site = useBrowserApp(env);

/** Records every CSP violation the page reports, from before its first script runs. */
async function watched(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await site.openPage(VIEWPORTS.desktop);
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return {
    page,
    violations: async () => [
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
      ...console,
    ],
  };
}

describe('the pages’ Content-Security-Policy', () => {
  it(
    'has no unsafe-inline styles, base-uri none, and a fresh style nonce per page',
    async () => {
      const first = await fetch(site.urlOf('/'));
      const second = await fetch(site.urlOf('/'));
      const policy = first.headers.get('content-security-policy') ?? '';
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("base-uri 'none'");
      const nonce = /style-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(await first.text()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      expect(second.headers.get('content-security-policy')).not.toContain(nonce);
      // Files and API answers carry no nonce and allow no inline style at all.
      const api = await fetch(site.urlOf('/api/site-config'));
      expect(api.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    },
    TIMEOUT_MS,
  );

  it(
    'lets every public page render without a violation',
    async () => {
      const { page, violations } = await watched();
      for (const path of [
        '/',
        '/get-quote',
        '/instant-quote',
        '/estimate-tracker',
        '/customer-login',
        '/financing',
        '/coldshield-offer',
        '/no-such-page',
      ]) {
        await page.goto(site.urlOf(path), { waitUntil: 'networkidle' });
        await expect.poll(() => page.locator('main, #main-content').count()).toBeGreaterThan(0);
        expect(await violations(), path).toEqual([]);
      }
      // The satellite map (Leaflet: tiles, controls and panes positioned through the CSSOM).
      await page.goto(site.urlOf('/instant-quote'), { waitUntil: 'networkidle' });
      await page.getByLabel('Street address').fill('412 Ocean Blvd');
      await page.getByLabel('City').fill('Jacksonville Beach');
      await page.getByLabel('ZIP code').fill('32250');
      await page.getByRole('button', { name: 'View in Satellite' }).click();
      await page.locator('.leaflet-tile-loaded').first().waitFor();
      await page.getByText('Test imagery for automated tests').waitFor();
      expect(await violations()).toEqual([]);
      await page.context().close();
    },
    TIMEOUT_MS * 2,
  );

  it(
    'lets the back office render and its dialogs lock the page scroll (a nonced <style>)',
    async () => {
      // A quote, so the dashboard draws its scrolling list (Radix's scroll area adds a <style>).
      const quote = await fetch(site.urlOf('/api/quotes'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest()),
      });
      expect(quote.status).toBe(201);
      const { page, violations } = await watched();
      await page.goto(site.urlOf('/admin'));
      // The first sign-in enrols the second factor (its screen is checked for violations too).
      await signInInBrowser(page, { username: 'admin', password: PASSWORD });
      await page.waitForURL(/\/admin\/dashboard/);
      await page.goto(site.urlOf('/admin/dashboard'), { waitUntil: 'networkidle' });
      await page
        .getByRole('region', { name: 'Quotes', exact: true })
        .getByRole('button')
        .first()
        .waitFor();
      expect(await violations(), 'the dashboard with a quote').toEqual([]);
      for (const path of [
        '/admin/dashboard',
        '/employee-info',
        '/document-management',
        '/employment-testing',
        '/safety-info',
        '/admin/media',
      ]) {
        await page.goto(site.urlOf(path), { waitUntil: 'networkidle' });
        expect(await violations(), path).toEqual([]);
      }
      await page.goto(site.urlOf('/employee-info'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Add Employee' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Add Employee' }).count()).toBe(1);
      // Radix's scroll lock is a <style> element made at run time: with the nonce it applies.
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
        .toBe('hidden');
      expect(await violations()).toEqual([]);
      await page.context().close();
    },
    TIMEOUT_MS * 2,
  );

  it(
    'refuses a <style> element or a style attribute put into the page without the nonce',
    async () => {
      const { page, violations } = await watched();
      await page.goto(site.urlOf('/'), { waitUntil: 'networkidle' });
      const applied = await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { outline: 9px solid rgb(255, 0, 0) !important; }';
        document.head.append(style);
        const holder = document.createElement('div');
        holder.innerHTML = '<p id="injected" style="color: rgb(255, 0, 0)">x</p>';
        document.body.append(holder);
        return {
          outline: getComputedStyle(document.body).outlineColor,
          color: getComputedStyle(document.getElementById('injected') as Element).color,
        };
      });
      expect(applied.outline).not.toBe('rgb(255, 0, 0)');
      expect(applied.color).not.toBe('rgb(255, 0, 0)');
      await expect.poll(async () => (await violations()).length).toBeGreaterThanOrEqual(2);
      await page.context().close();
    },
    TIMEOUT_MS,
  );
});
