import { describe, expect, it } from 'vitest';
import { TIMEOUT_MS, useBrowserApp } from '../support/browser.ts';
import { quoteRequest } from '../support/factories.ts';
import { signInStaff } from '../support/staff-sign-in.ts';

/**
 * Live updates (issue 26): with the portal's event stream open, the spec's polling is off, and a
 * message the office sends shows in the open conversation within a second, read because the
 * stream said so, not because a poll came round.
 */
const ADMIN = { username: 'live-admin', password: 'live-e2e-password-2026' };
const CUSTOMER = { firstName: 'Ines', lastName: 'Moreau', email: 'ines.moreau@example.com' };

const { urlOf, openPage } = useBrowserApp(
  { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  { startTimeoutMs: 3 * TIMEOUT_MS },
);

describe('live updates in the customer portal', () => {
  it(
    'shows a message from the office within a second, with polling off while the stream is open',
    async () => {
      const created = await fetch(urlOf('/api/quotes'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest(CUSTOMER)),
      });
      expect(created.status).toBe(201);
      const { estimateNumber } = (await created.json()) as { estimateNumber: string };
      const staff = await signInStaff(new URL(urlOf('/')).origin, ADMIN);

      const page = await openPage();
      const messageReads: number[] = [];
      const threadPath = `/api/project-messages/${estimateNumber}`;
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === threadPath) {
          messageReads.push(Date.now());
        }
      });
      const streamOpened = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/portal/events' && response.status() === 200,
      );
      await page.goto(urlOf('/client-portal'));
      await page.getByLabel('Estimate number').fill(estimateNumber);
      await page.getByRole('button', { name: 'Access My Project' }).click();
      await page.getByRole('heading', { name: 'Your Roofing Project' }).waitFor();
      const stream = await streamOpened;
      expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);
      await page.getByRole('button', { name: /^Messages/ }).click();
      await page.getByText(/No messages yet/).waitFor();

      // Longer than the spec's 5 s message poll: with the stream open, no poll reads the thread.
      const quietFrom = Date.now();
      await page.waitForTimeout(6_000);
      expect(messageReads.filter((at) => at >= quietFrom)).toEqual([]);

      const sentAt = Date.now();
      const posted = await fetch(urlOf('/api/project-messages'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staff.headers },
        body: JSON.stringify({ estimateNumber, messageContent: 'The crew arrives at 8 tomorrow.' }),
      });
      expect(posted.status).toBe(201);
      // The office's send is done once its answer is back (the machine may be slow to answer).
      const postedAt = Date.now();
      await page.getByText('The crew arrives at 8 tomorrow.').waitFor({ timeout: 1_000 });
      // Read once, right after the stream's event: no poll was due (the last read was > 6 s ago).
      const reads = messageReads.filter((at) => at >= sentAt);
      expect(reads).toHaveLength(1);
      expect((reads[0] ?? 0) - postedAt).toBeLessThan(1_000);
    },
    TIMEOUT_MS * 2,
  );
});
