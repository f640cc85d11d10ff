import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../support/factories.ts';
import { verifiedPortalCookie } from '../support/portal-verify.ts';
import { freshRateWindow } from '../support/rate-window.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/** The customer portal session: issued by the quote service, checked at the gateway, one estimate. */
let app: RunningApp;

beforeAll(async () => {
  app = await startEmbeddedApp();
});
afterAll(async () => {
  await app?.close();
});

let emails = 0;
const emailOf = new Map<string, string>();

async function newEstimate(): Promise<string> {
  emails += 1;
  const email = `portal.gateway.${emails}.${Date.now()}@example.com`;
  const response = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ email })),
  });
  const { estimateNumber } = await response.json();
  emailOf.set(estimateNumber, email);
  return estimateNumber;
}

async function portalCookie(estimateNumber: string): Promise<string> {
  const response = await fetch(`${app.url}/api/quotes/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ estimateNumber }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

describe('portal sessions through the gateway', () => {
  it('open one estimate and no other; a tampered cookie opens nothing', async () => {
    const mine = await newEstimate();
    const other = await newEstimate();
    expect(await portalCookie(mine)).toMatch(/^sfr_portal=/);
    // Acting needs the session verified with the e-mailed code (issue 20).
    const cookie = await verifiedPortalCookie(app.url, app.dataDir, mine, emailOf.get(mine) ?? '');
    const put = (number: string, headers: Record<string, string>) =>
      fetch(`${app.url}/api/quotes/${number}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({
          status: 'need-revision',
          responseNotes: 'A lighter colour, please.',
        }),
      });
    // Not prepared yet: the session is accepted, the estimate is not ready (409, not 401/403).
    expect((await put(mine, { cookie })).status).toBe(409);
    // Another estimate's number: the unknown number's 404 (issue 20), nothing confirmed.
    expect((await put(other, { cookie })).status).toBe(404);
    const [name, value = ''] = cookie.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ e: other, exp: Date.now() + 3600_000 }),
    ).toString('base64url');
    for (const tampered of [
      `${name}=${otherPayload}.${signature}`,
      `${name}=${payload}.x${signature}`,
    ]) {
      expect((await put(other, { cookie: tampered })).status).toBe(401);
    }
  });

  it('counts the portal login against the lookup limit', async () => {
    const limited = await startEmbeddedApp({ RATE_LIMIT_LOOKUPS: '2' });
    try {
      await freshRateWindow();
      const attempt = () =>
        fetch(`${limited.url}/api/quotes/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ estimateNumber: 'SFR-AAAAAAAA' }),
        });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
