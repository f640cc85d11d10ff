import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp, VIEWPORTS } from '../support/browser.ts';

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
 * held back until `release()`: the page is drawn but not yet live, as asserted here.
 */
async function openWithScriptHeld(
  path: string,
  held: RegExp,
  waitUntil: 'domcontentloaded' | 'load',
) {
  const opened = await site.openPage(VIEWPORTS.desktop);
  const page = await opened.context().newPage();
  let release: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(held, async (route) => {
    await holding;
    await route.continue();
  });
  await page.goto(site.urlOf(path), { waitUntil });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
    false,
  );
  return { page, release };
}

describe('public pages drawn at build time', () => {
  for (const { path, heading } of PAGES) {
    it(
      `sends ${path} with its first screen in the HTML and hydrates it without redrawing`,
      async () => {
        const html = await (await fetch(site.urlOf(path))).text();
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(root).toMatch(/<h1[^>]*>/);
        expect(root).toContain(heading.replaceAll("'", '&#x27;'));
        // Nothing the page's Content-Security-Policy would refuse: no inline script or style.
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
});
