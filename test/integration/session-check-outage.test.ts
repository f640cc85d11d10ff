import { signPortalSession } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * A session the gateway cannot check is not a signed-out session. With the service that keeps a
 * kind of session down (the workforce service for staff, the quote service for portal sessions)
 * while the route's own service is up, a request carrying such a cookie gets 503 UNAVAILABLE with
 * Retry-After, so the browser keeps its session and tries again, instead of 401 (the back office
 * sending its user to the sign-in page, the portal asking for a new e-mailed code). It is still
 * never trusted: nothing is served as staff or as a verified customer. Requests without a cookie
 * are refused as before.
 *
 * The gateway runs the other services in-process and points the workforce and quote services at
 * an address where nothing listens (as while their processes restart).
 */
const SECRET = 'session-check-outage-identity-secret-2026';
const ESTIMATE = 'SF-20261128-4821';
let app: RunningApp;

beforeAll(async () => {
  const nothing = `http://127.0.0.1:${await freePort()}`;
  app = await startEmbeddedApp({
    IDENTITY_SECRET: SECRET,
    WORKFORCE_SERVICE_URL: nothing,
    QUOTE_SERVICE_URL: nothing,
  });
});
afterAll(async () => {
  await app?.close();
});

const messagesOf = (estimateNumber: string, cookie?: string) =>
  fetch(`${app.url}/api/project-messages/${estimateNumber}`, {
    headers: cookie ? { cookie } : {},
  });
const post = (cookie: string | undefined, headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/project-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify({ estimateNumber: ESTIMATE, messageContent: 'Is the crew still coming?' }),
  });

async function expectTryAgain(response: Response) {
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(response.status, JSON.stringify(body)).toBe(503);
  expect(body.error.code).toBe('UNAVAILABLE');
  expect(body.error.message).toBe(
    'We could not confirm your sign-in just now. Please try again in a moment.',
  );
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a session the gateway cannot check', () => {
  it('staff: 503 with Retry-After on staff reads, writes and the live stream; never served as staff', async () => {
    const cookie = 'sfr_staff=a-session-token-the-gateway-cannot-check';
    await expectTryAgain(await messagesOf(ESTIMATE, cookie));
    // A staff-only route, refused by its scope's hook before the handler runs.
    await expectTryAgain(
      await fetch(`${app.url}/api/project-messages/unread-counts?estimateNumbers=${ESTIMATE}`, {
        headers: { cookie },
      }),
    );
    await expectTryAgain(await post(cookie, { 'x-csrf-token': 'anything' }));
    await expectTryAgain(await fetch(`${app.url}/api/staff/events`, { headers: { cookie } }));
    // Public routes still work for the same browser.
    const open = await fetch(`${app.url}/api/validate-service-area`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ zipCode: '32931' }),
    });
    expect(open.status).toBe(200);
  });

  it('portal: a customer act on the session’s estimate is 503, not a request for a new code', async () => {
    const verifiedSession = signPortalSession(ESTIMATE, SECRET, {
      sessionId: 'c2Vzc2lvbi13aG9zZS1jaGVjay10aGUtZ2F0ZXdheS1jYW5ub3QtbWFrZQ',
    });
    await expectTryAgain(await post(`sfr_portal=${verifiedSession}`));
  });

  it('without a session, or with one that needs no check, the answers stay 401', async () => {
    const anonymous = await messagesOf(ESTIMATE);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('retry-after')).toBeNull();
    // A cookie opened with the number alone (no server-side session) is not checked: still 401.
    const viewOnly = await post(`sfr_portal=${signPortalSession(ESTIMATE, SECRET)}`);
    expect(viewOnly.status).toBe(401);
    expect(((await viewOnly.json()) as { error: { code: string } }).error.code).toBe(
      'VERIFICATION_REQUIRED',
    );
    // A client cannot claim an unchecked session to turn a refusal into a 503.
    const forged = await fetch(`${app.url}/api/project-messages/${ESTIMATE}`, {
      headers: { 'x-roofing-identity-unchecked': 'staff' },
    });
    expect(forged.status).toBe(401);
  });
});
