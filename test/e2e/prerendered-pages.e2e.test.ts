import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS, type Viewport } from '../support/browser.ts';

/**
 * Public pages arrive drawn (issue 24): the build renders each public page's first screen in both
 * languages (web/prerender.ts), the gateway sends it inside `#root`, and the app takes it over
 * (hydrates it) without drawing it again. Input made before that is held and replayed.
 */
const site = useBrowserApp();

const PAGES = [
  { path: '/', heading: 'Roofs Built for the North Florida Coast' },
  { path: '/es', heading: 'Techos hechos para la costa del norte de Florida' },
  { path: '/financing', heading: 'Flexible Financing for Your New Roof' },
  { path: '/es/financing', heading: 'Financiamiento flexible para su techo nuevo' },
  { path: '/es/blog/1', heading: 'Prepare su techo para la temporada de huracanes' },
];

/** Errors and warnings the page logs (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Opens `path` in a page whose `goto` does not wait for the app, with the scripts matching `held`
 * held back until `release()`, which lets them load (or, with `fails`, makes them fail): the page
 * is drawn but not yet live, as asserted here.
 */
async function openWithScriptHeld(
  path: string,
  held: RegExp,
  waitUntil: 'commit' | 'domcontentloaded' | 'load',
  { viewport = VIEWPORTS.desktop, fails = false }: { viewport?: Viewport; fails?: boolean } = {},
) {
  const opened = await site.openPage(viewport);
  const page = await opened.context().newPage();
  let release: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(held, async (route) => {
    await holding;
    await (fails ? route.abort() : route.continue());
  });
  await page.goto(site.urlOf(path), { waitUntil });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
    false,
  );
  return { page, release };
}

/** The app's entry script (the build's `index-<hash>.js`). */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

describe('public pages drawn at build time', () => {
  for (const { path, heading } of PAGES) {
    it(
      `sends ${path} with its first screen in the HTML and hydrates it without redrawing`,
      async () => {
        const html = await (await fetch(site.urlOf(path))).text();
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(root).toMatch(/<h1[^>]*>/);
        expect(root).toContain(heading.replaceAll("'", '&#x27;'));
        // Nothing the page's Content-Security-Policy would refuse: no inline script or style (the
        // one inline script, allowed by its hash, is in the head).
        expect(root).not.toMatch(/<script(?![^>]*\bsrc=)/i);
        expect(root).not.toMatch(/\sstyle="/);

        const page = await site.openPage(VIEWPORTS.phone);
        const problems = consoleProblems(page);
        // The heading element as the HTML made it, before any script could touch it.
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState === 'interactive') {
              (window as unknown as { __drawn: Element | null }).__drawn =
                document.querySelector('h1');
            }
          });
        });
        await page.goto(site.urlOf(path));
        await expect
          .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')))
          .toBe(true);
        const kept = await page.evaluate(
          () =>
            (window as unknown as { __drawn: Element | null }).__drawn ===
            document.querySelector('h1'),
        );
        expect(kept, 'the app kept the heading the HTML drew').toBe(true);
        expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toContain(
          heading,
        );
        expect(problems).toEqual([]);
      },
      TIMEOUT_MS,
    );
  }

  it(
    'replays a click made on the drawn page before the app took it over',
    async () => {
      // The Spanish words of the page (`site.es`, see web/vite.config.ts) arrive late, so the page
      // is drawn (and the entry script has run) well before React can take it over.
      const { page, release } = await openWithScriptHeld(
        '/es',
        /\/assets\/site\.es-[\w-]+\.js$/,
        'domcontentloaded',
      );
      await page.getByRole('button', { name: 'Hable con un experto' }).first().click();
      release();
      await page.getByRole('dialog').waitFor({ timeout: 30_000 });
    },
    TIMEOUT_MS,
  );

  it(
    'keeps what was typed into a drawn form before the app took it over, and a held Send sends it',
    async () => {
      // The page's own module is held until the form has been filled in and sent, as on a phone
      // whose scripts are still downloading. The entry script has run (it holds clicks from then
      // on), the form is not React's yet.
      const { page, release } = await openWithScriptHeld(
        '/coldshield-offer',
        /\/assets\/coldshield-offer-page-[\w-]+\.js$/,
        'load',
      );

      const email = `early.${Date.now()}@example.com`;
      const form = page.getByRole('form', { name: /FREE thermal scan/ });
      await form.getByLabel('Your name').fill('Marisol Beaumont');
      await form.getByLabel('Phone number').fill('(904) 555-0178');
      await form.getByLabel('Email address').fill(email);
      await form.getByLabel('Facility address').fill('3100 Talleyrand Ave, Jacksonville, FL 32206');
      await form.getByLabel(/Additional details/).fill('Blast freezer roof, ponding after storms.');
      const sent = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/coldshield-leads'),
        { timeout: 30_000 },
      );
      await form.getByRole('button', { name: 'Claim My Free Thermal Scan' }).click();
      release();

      // The form library wrote its empty starting values as it took the fields over; what was
      // typed went back in before the held click sent the form.
      const body = JSON.stringify((await sent).postDataJSON());
      for (const typed of [
        'Marisol Beaumont',
        email,
        '3100 Talleyrand Ave, Jacksonville, FL 32206',
        'Blast freezer roof, ponding after storms.',
      ]) {
        expect(body).toContain(typed);
      }
      await page
        .getByText(
          "Your FREE thermal scan request has been submitted! We'll contact you within 24 hours.",
        )
        .waitFor({ timeout: 30_000 });
    },
    TIMEOUT_MS,
  );

  it(
    'holds a click made before the app’s script has even loaded, and replays it once live',
    async () => {
      // The entry script itself is held: the drawn form is on screen and nothing of the app has
      // run. Without the page's inline holder, the browser would submit the form itself and
      // reload the page with the (empty) fields in its address.
      const { page, release } = await openWithScriptHeld(
        '/coldshield-offer',
        ENTRY_SCRIPT,
        'commit',
      );
      const problems = consoleProblems(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      const form = page.getByRole('form', { name: /FREE thermal scan/ });
      await form.getByRole('button', { name: 'Claim My Free Thermal Scan' }).click();
      release();
      await page.locator('#lead-name-error').waitFor({ timeout: 30_000 });
      expect(await page.locator('#lead-name-error').textContent()).toBe('Name is required');
      expect(new URL(page.url()).search).toBe('');
      expect(navigations.filter((url) => url.includes('?'))).toEqual([]);
      // The inline holder ran under the page's CSP (allowed by its hash): nothing refused.
      expect(problems).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'replays a tap on a button’s icon made before the app’s script has loaded (the phone menu)',
    async () => {
      const { page, release } = await openWithScriptHeld('/', ENTRY_SCRIPT, 'commit', {
        viewport: VIEWPORTS.phone,
      });
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.waitFor();
      // The tap lands on the icon, an <svg>: it is the button's tap all the same.
      await menu.locator('svg').click();
      release();
      await expect
        .poll(() => page.locator('[aria-controls="mobile-menu"]').getAttribute('aria-expanded'), {
          timeout: 30_000,
        })
        .toBe('true');
    },
    TIMEOUT_MS,
  );

  it(
    'gives held input back to the browser when the app’s script never loads',
    async () => {
      const { page, release: fail } = await openWithScriptHeld(
        '/coldshield-offer',
        ENTRY_SCRIPT,
        'commit',
        { fails: true },
      );
      await page.getByRole('heading', { level: 1 }).waitFor();
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      // A form sent while the script is on its way is held; the script then fails, and the form
      // is not sent by the browser itself with its fields in the address.
      const form = page.getByRole('form', { name: /FREE thermal scan/ });
      await form.getByLabel('Your name').fill('Marisol Beaumont');
      await form.getByRole('button', { name: 'Claim My Free Thermal Scan' }).click();
      fail();
      await page.waitForFunction(() => document.readyState !== 'loading');
      await page.waitForTimeout(1_000);
      expect(navigations).toEqual([]);
      expect(new URL(page.url()).search).toBe('');

      // A plain link clicked while the script is on its way still leads on once it has failed:
      // the browser follows it itself.
      const { page: again, release: failAgain } = await openWithScriptHeld(
        '/coldshield-offer',
        ENTRY_SCRIPT,
        'commit',
        { fails: true },
      );
      await again.getByRole('heading', { level: 1 }).waitFor();
      await again.locator('footer a[href="/financing"]').first().click();
      expect(new URL(again.url()).pathname).toBe('/coldshield-offer');
      failAgain();
      await again.waitForURL(site.urlOf('/financing'), { timeout: 30_000 });
    },
    TIMEOUT_MS,
  );
});
