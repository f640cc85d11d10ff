import type { QuoteStats } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../support/factories.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * The quote service's polled reads through the gateway, as the browser sends them: the ETag and
 * `private, no-cache` reach the browser, its If-None-Match reaches the service, and the 304
 * comes back with no body.
 */
let app: RunningApp;
const PASSWORD = 'a long office password';

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await app?.close();
});

async function newRequest(lastName: string): Promise<string> {
  const response = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ lastName })),
  });
  expect(response.status).toBe(201);
  return (await response.json()).estimateNumber;
}

const poll = (path: string, cookie: string, etag?: string) =>
  fetch(`${app.url}${path}`, {
    headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe('conditional reads behind the gateway', () => {
  it("the office's tiles and list: 304 while unchanged, 200 once a homeowner asks for a quote", async () => {
    const { cookie } = await signInStaff(app.url, { username: 'office', password: PASSWORD });
    await newRequest('Castellanos');
    for (const path of ['/api/quotes/stats', '/api/quotes?pageSize=10']) {
      const first = await poll(path, cookie);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^W\/".+"$/);
      await first.arrayBuffer();

      const again = await poll(path, cookie, etag);
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
    }

    const tiles = await poll('/api/quotes/stats', cookie);
    const etag = tiles.headers.get('etag') ?? '';
    const { newThisWeek } = (await tiles.json()) as QuoteStats;
    await newRequest('Fairbanks');
    const after = await poll('/api/quotes/stats', cookie, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as QuoteStats).newThisWeek).toBe(newThisWeek + 1);
  });

  it("the portal's billing: 304 for the session's own job", async () => {
    const estimateNumber = await newRequest('Moreau');
    const login = await fetch(`${app.url}/api/quotes/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estimateNumber }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const first = await poll('/api/invoices/portal', cookie);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { estimateNumber: string }).estimateNumber).toBe(
      estimateNumber,
    );
    const etag = first.headers.get('etag') ?? '';
    const again = await poll('/api/invoices/portal', cookie, etag);
    expect(again.status).toBe(304);
    // Without the session the tag opens nothing.
    expect((await poll('/api/invoices/portal', '', etag)).status).toBe(401);
  });
});
