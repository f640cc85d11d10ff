/**
 * Chromium flags for a machine without a display, sandbox-less containers included. The PDF
 * printer, the browser tests, the e-mail screenshots and the Lighthouse bench all launch with
 * these (the bench adds `--headless=new`, which Playwright sets itself).
 */
export const HEADLESS_CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
