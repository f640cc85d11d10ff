import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { HEADLESS_CHROMIUM_ARGS } from '@roofing/platform/headless-chromium';
import { type Browser, chromium } from 'playwright-core';

const MISSING = 'PDF printing needs Chromium, which was not found at';

/** The one thing to tell whoever runs the worker when there is no Chromium. */
export const chromiumMissingMessage = (path: string) =>
  `${MISSING} ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome executable.`;

/** Whether a render's recorded error is that message (the worker may run on another machine). */
export const isChromiumMissingMessage = (error: string) => error.startsWith(MISSING);

export class ChromiumMissing extends Error {
  override name = 'ChromiumMissing';
}

/**
 * One browser per worker process, launched on the first job and shared by every job after it
 * (each job gets its own context and page): starting Chromium costs far more than a page.
 * Keyed by path only so that a process can be pointed at another Chromium (tests do).
 */
const browsers = new Map<string, Promise<Browser>>();

export async function sharedBrowser(path: string): Promise<Browser> {
  const running = browsers.get(path);
  if (running) return running;
  try {
    await access(path, constants.X_OK);
  } catch {
    throw new ChromiumMissing(chromiumMissingMessage(path));
  }
  const launching = chromium.launch({
    executablePath: path,
    args: HEADLESS_CHROMIUM_ARGS,
    // The process's own shutdown decides when the browser goes (after running jobs finish);
    // Playwright still kills it if the process exits any other way.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  browsers.set(path, launching);
  launching.then(
    // A crashed browser is forgotten, so the next job launches a new one.
    (browser) => browser.on('disconnected', () => forget(path, launching)),
    () => forget(path, launching),
  );
  return launching;
}

function forget(path: string, browser: Promise<Browser>) {
  if (browsers.get(path) === browser) browsers.delete(path);
}

/** Closes the shared browser(s): on worker shutdown, and after tests. */
export async function closeSharedBrowser() {
  const all = [...browsers.values()];
  browsers.clear();
  await Promise.all(
    all.map((launching) =>
      launching.then(
        (browser) => browser.close(),
        () => {},
      ),
    ),
  );
}
