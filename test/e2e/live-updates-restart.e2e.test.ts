import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, TIMEOUT_MS } from '../support/browser.ts';
import { quoteRequest } from '../support/factories.ts';
import { freePort } from '../support/free-port.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Live updates across a gateway restart (issue 26): the portal stays open while the product
 * restarts on the same address; its EventSource reconnects to the new process by itself, and a
 * message the office sends afterwards shows in the open conversation without a reload.
 */
const ADMIN = { username: 'restart-admin', password: 'restart-e2e-password-2026' };
const CUSTOMER = { firstName: 'Marisol', lastName: 'Vega', email: 'marisol.vega@example.com' };

let dataDir: string;
let port: number;
let app: RunningApp | undefined;
let browser: Browser | undefined;

const start = () =>
  startEmbeddedApp({
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'live-restart-e2e-'));
  port = await freePort();
  app = await start();
  browser = await launchChromium();
}, 3 * TIMEOUT_MS);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('live updates in the customer portal across a gateway restart', () => {
  it(
    'shows a message sent after the restart in the open portal, without a reload',
    async () => {
      if (!app || !browser) throw new Error('not started');
      const base = app.url;
      const created = await fetch(`${base}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest(CUSTOMER)),
      });
      expect(created.status).toBe(201);
      const { estimateNumber } = (await created.json()) as { estimateNumber: string };
      const staff = await signInStaff(base, ADMIN);

      const page = await (await browser.newContext()).newPage();
      let loads = 0;
      page.on('load', () => {
        loads += 1;
      });
      const streamOpened = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/portal/events' && response.status() === 200,
      );
      await page.goto(`${base}/client-portal`);
      await page.getByLabel('Estimate number').fill(estimateNumber);
      await page.getByRole('button', { name: 'Access My Project' }).click();
      await page.getByRole('heading', { name: 'Your Roofing Project' }).waitFor();
      await streamOpened;
      await page.getByRole('button', { name: /^Messages/ }).click();
      await page.getByText(/No messages yet/).waitFor();
      const loadsBefore = loads;

      // The gateway stops and starts again on the same address and data directory.
      await app.close();
      app = undefined;
      const reopened = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/portal/events' && response.status() === 200,
        { timeout: TIMEOUT_MS },
      );
      app = await start();
      // EventSource reconnects by itself (after `retry`) to the new process.
      await reopened;

      const posted = await fetch(`${base}/api/project-messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staff.headers },
        body: JSON.stringify({
          estimateNumber,
          messageContent: 'We are back on site tomorrow to finish the ridge vents.',
        }),
      });
      expect(posted.status).toBe(201);
      // Sooner than the spec's 5 s message poll: the reopened stream said so.
      await page
        .getByText('We are back on site tomorrow to finish the ridge vents.')
        .waitFor({ timeout: 3_000 });
      expect(loads).toBe(loadsBefore);
      // Still the customer's project: the portal session outlived the restart.
      expect(await page.getByRole('heading', { name: 'Your Roofing Project' }).isVisible()).toBe(
        true,
      );
    },
    TIMEOUT_MS * 3,
  );
});
