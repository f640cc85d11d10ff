import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';
import { waitFor } from '../support/factories.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * The operations dashboard (issue 26) in a real browser against the embedded product: every
 * queue, a dead letter with its error and attempts, Retry (the job runs again and, still
 * unhandled, fails again), and the event backlog. Embedded there is no bull-board link.
 */
const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
// A longer start than the default: the whole product boots embedded before the first test.
const site = useBrowserApp(
  { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  { startTimeoutMs: 3 * TIMEOUT_MS },
);
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

describe('the Queues and Events page', () => {
  it(
    'lists the queues, shows a dead letter with its error and retries it',
    async () => {
      const jobs = site.running().gateway.runtime?.jobs;
      if (!jobs) throw new Error('the embedded product has no job queue');
      // A job no worker knows fails at once, for good: a dead letter.
      const id = 'e2e-dead-letter-1';
      await jobs.enqueue('leads', 'no-such-job@1', { probe: true }, { id });
      await waitFor(async () => (await jobs.state('leads', id)) === 'failed', 10_000);

      const page = await signedIn('/admin/queues');
      await page.getByRole('heading', { name: 'Queues and Events', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Queues' }).first().waitFor();
      for (const queue of ['notifications', 'tts', 'documents', 'leads', 'contracts', 'sms']) {
        await page.getByRole('heading', { name: queue, level: 2, exact: true }).waitFor();
      }
      expect(await page.getByText('Open bull-board').count()).toBe(0);

      const deadLetters = page.getByRole('list', { name: 'Dead letters of leads' });
      const letter = deadLetters.getByRole('listitem').filter({ hasText: id });
      await letter.waitFor();
      expect(await letter.textContent()).toContain('no-such-job@1');
      expect(await letter.textContent()).toMatch(/Error:.*\S/);
      expect(await letter.textContent()).toContain('Attempts: 1');
      await page.getByRole('heading', { name: /^Events/ }).waitFor();
      await page.getByRole('rowheader', { name: 'quote', exact: true }).waitFor();
      await expectNoSeriousAxeViolations(page, 'queues dashboard');

      const [answer] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith(`/jobs/${id}/retry`)),
        letter.getByRole('button', { name: `Retry ${id}` }).click(),
      ]);
      expect(answer.status()).toBe(200);
      // It ran again (still unknown, so failed again): listed once more, after a fresh read.
      await waitFor(async () => (await jobs.state('leads', id)) === 'failed', 10_000);
      await page.reload();
      await deadLetters.getByRole('listitem').filter({ hasText: id }).waitFor();
    },
    TIMEOUT_MS,
  );

  it('refuses the API to anyone signed out', async () => {
    const answer = await fetch(urlOf('/api/admin/queues'));
    expect(answer.status).toBe(401);
  });
});
