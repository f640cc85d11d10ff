import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { HEADLESS_CHROMIUM_ARGS } from '@roofing/platform/headless-chromium';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
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
  /** A new page in a new browser context of the given viewport size. */
  openPage(viewport: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /**
   * The running product, for the few states no API can reach (an estimate prepared 31 days ago):
   * set them in its database, then look at them in the browser.
   */
  running(): RunningApp;
}

/**
 * Starts the app and chromium before the file's tests and closes both after them; call it at the
 * top level of a test file (or of a describe block: one app per block). `bootTimeoutMs` gives a
 * file that boots several apps more time than TIMEOUT_MS on a busy machine.
 */
export function useBrowserApp(
  env: Record<string, string> = {},
  options: { bootTimeoutMs?: number } = {},
): BrowserApp {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = await startEmbeddedApp(env);
    browser = await launchChromium();
  }, options.bootTimeoutMs ?? TIMEOUT_MS);

  afterAll(async () => {
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
    async openPage(viewport, options = {}) {
      if (!browser) throw new Error('the browser is not running');
      const context = await browser.newContext({ viewport, ...options });
      return context.newPage();
    },
  };
}

/** Saves a screenshot as screenshots/{name}.png: the full page unless told otherwise. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage });
}

/** Fails with the list of violations when axe finds a serious or critical problem. */
export async function expectNoSeriousAxeViolations(page: Page, label: string) {
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
