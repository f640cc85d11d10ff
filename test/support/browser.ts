import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { HEADLESS_CHROMIUM_ARGS } from '@roofing/platform/headless-chromium';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type RunningApp, startEmbeddedApp } from './start-app.ts';

/**
 * Shared setup of the browser tests (test/e2e): Debian's chromium against the real product
 * (embedded mode) serving the built web app, the usual viewports, screenshots and an axe check.
 */

/** Where the browser tests write their screenshots (the repository's screenshots/ folder). */
export const SCREENSHOTS = fileURLToPath(new URL('../../screenshots/', import.meta.url));

export interface Viewport {
  width: number;
  height: number;
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
  narrow: { width: 360, height: 740 },
} satisfies Record<string, Viewport>;

/** Time limit of a browser test and of starting the app and the browser. */
export const TIMEOUT_MS = 60_000;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: HEADLESS_CHROMIUM_ARGS });
}

export interface BrowserApp {
  /** The absolute address of a path of the running app. */
  urlOf(path: string): string;
  /**
   * A new page in a new browser context of the given viewport size (the desktop one unless told),
   * with the file's context options and then these. Its context is closed after the file's tests.
   */
  openPage(viewport?: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /**
   * The running product, for the few states no API can reach (an estimate prepared 31 days ago):
   * set them in its database, then look at them in the browser.
   */
  running(): RunningApp;
}

export interface BrowserAppOptions {
  /** Context options of every page the file opens (a time zone, say). */
  contextOptions?: BrowserContextOptions;
  /** Time limit of starting the app and the browser (a busy machine can need more). */
  startTimeoutMs?: number;
}

/**
 * Starts the app and chromium before the file's tests and closes both after them (the pages'
 * contexts first); call it at the top level of a test file (or of a describe block: one app per
 * block).
 */
export function useBrowserApp(
  env: Record<string, string> = {},
  { contextOptions = {}, startTimeoutMs = TIMEOUT_MS }: BrowserAppOptions = {},
): BrowserApp {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    app = await startEmbeddedApp(env);
    browser = await launchChromium();
  }, startTimeoutMs);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  return {
    urlOf(path) {
      if (!app) throw new Error('the app is not running');
      return new URL(path, app.url).href;
    },
    running() {
      if (!app) throw new Error('the app is not running');
      return app;
    },
    async openPage(viewport = VIEWPORTS.desktop, options = {}) {
      if (!browser) throw new Error('the browser is not running');
      const context = await browser.newContext({ viewport, ...contextOptions, ...options });
      contexts.push(context);
      return waitingForTheApp(await context.newPage());
    },
  };
}

/** How long `goto` waits for the app to be live after the page has loaded. */
const APP_READY_TIMEOUT_MS = 20_000;

/** Waits (up to APP_READY_TIMEOUT_MS) for the app to be live: `<html data-app-ready>`, or no app. */
async function appLive(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.getElementById('root') === null ||
        document.documentElement.hasAttribute('data-app-ready'),
      undefined,
      { timeout: APP_READY_TIMEOUT_MS },
    )
    .catch(() => undefined);
}

/**
 * The page, whose `goto` also waits for the app to be live (`<html data-app-ready>`, set by
 * web/src/i18n/locale-root.tsx): public pages arrive already drawn (web/prerender.ts), and a
 * test typing into a field before React has taken the page over would type into a page that does
 * not listen yet. A response that is not the app (JSON, a PDF) is not waited for; an app that
 * never gets ready leaves the test to fail on what it then looks for.
 */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await appLive(page);
    return response;
  };
  return page;
}

/** Saves a screenshot as screenshots/{name}.png: the full page unless told otherwise. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage });
}

/**
 * Waits (up to 3 s) until no CSS transition or finite animation is running. axe reads colours
 * as they are at that instant: the landing's header fades from transparent to white in 300 ms
 * when the page opens scrolled (a navigation to the same address restores the scroll), and a
 * check made mid-fade measured dark text on the hero behind it (CI, 2026-11-28). What a visitor
 * reads is the settled page. Endless animations (a spinner) are not waited for.
 */
async function transitionsSettled(page: Page) {
  // The app live first: a drawn page (web/prerender.ts) shows the home page's header as over
  // the hero until React takes it over; then the scroll position it may put back, and the
  // header's answer to it (a CI run checked in between: white links over the page under the
  // header). Waited for: the scroll still for two frames and the header's `data-scrolled` saying
  // what it shows (NAV_SCROLL_THRESHOLD_PX, 50 px).
  await appLive(page);
  await page
    .evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = -1;
          let still = 0;
          const check = () => {
            const y = window.scrollY;
            const headersAgree = [...document.querySelectorAll('[data-scrolled]')].every(
              (header) => header.getAttribute('data-scrolled') === String(y > 50),
            );
            still = y === last && headersAgree ? still + 1 : 0;
            last = y;
            if (still >= 2) resolve();
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
          setTimeout(resolve, 3000);
        }),
    )
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** Fails with the list of violations when axe finds a serious or critical problem. */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
  await transitionsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (serious.length > 0) {
    const report = serious
      .map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.help}\n` +
          violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n'),
      )
      .join('\n');
    console.error(`axe violations on ${label}:\n${report}`);
  }
  expect(serious.map((violation) => violation.id)).toEqual([]);
}

/** The POST bodies the page sends to `path`, collected as they go. */
export function postsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      sent.push(request.postData() ?? '');
    }
  });
  return sent;
}

/** The toast with this title, read where screen readers hear it: the live region. */
export const toast = (page: Page, title: string): Locator =>
  page.getByRole('status').getByText(title, { exact: true });

/** The error shown under a field of the quote wizard (`field` as in its id: `quote-{field}`). */
export const quoteFieldError = (wizard: Locator, field: string): Locator =>
  wizard.locator(`#quote-${field}-error`);

/**
 * Opens `url` and resolves with its quote wizard, scrolled into view and ready on step 1 (its
 * button to the next step reads `nextStep`: the page's language).
 */
export async function openQuoteWizard(
  page: Page,
  url: string,
  nextStep = 'Next Step',
): Promise<Locator> {
  await page.goto(url);
  const wizard = page.locator('#quote-form');
  await wizard.scrollIntoViewIfNeeded();
  await wizard.getByRole('button', { name: nextStep }).waitFor();
  return wizard;
}
