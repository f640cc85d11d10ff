import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../support/factories.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Behind HTTPS every cookie is `__Host-` named and Secure: a sibling subdomain or a plain-HTTP
 * page on the network cannot plant one (cookie tossing, session fixation). A cookie of the
 * plain name is not read at all there. Over http://localhost the plain names stay.
 */
const PASSWORD = 'a long office password';
let https: RunningApp;
let plain: RunningApp;

beforeAll(async () => {
  const staff = { ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD };
  [https, plain] = await Promise.all([
    startEmbeddedApp({ ...staff, PUBLIC_URL: 'https://roofing.example' }),
    startEmbeddedApp(staff),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([https?.close(), plain?.close()]);
});

/** Signs the office in (enrolling the second factor on the first sign-in): its Set-Cookie line. */
async function signIn(app: RunningApp) {
  const signedIn = await signInStaff(app.url, { username: 'office', password: PASSWORD });
  expect(signedIn.setCookie).not.toBe('');
  return signedIn.setCookie;
}

async function portalLogin(app: RunningApp) {
  const created = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest()),
  });
  const { estimateNumber } = await created.json();
  const response = await fetch(`${app.url}/api/quotes/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ estimateNumber }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie') ?? '';
}

const pair = (setCookie: string) => setCookie.split(';')[0] as string;

describe('cookies behind HTTPS', () => {
  it('sets the staff session as __Host-sfr_staff, Secure, Path=/, no Domain, and reads only that name', async () => {
    const setCookie = await signIn(https);
    expect(setCookie).toMatch(/^__Host-sfr_staff=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).not.toMatch(/Domain=/i);
    const cookie = pair(setCookie);
    expect((await fetch(`${https.url}/api/quotes`, { headers: { cookie } })).status).toBe(200);
    // The same session under the plain name (what a tossed cookie would be called) opens nothing.
    const tossed = cookie.replace(/^__Host-/, '');
    expect((await fetch(`${https.url}/api/quotes`, { headers: { cookie: tossed } })).status).toBe(
      401,
    );
    const logout = await fetch(`${https.url}/api/admin/logout`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': (await sessionToken(https, cookie)) ?? '' },
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-sfr_staff=;.*Secure/i);
  });

  it('sets the portal session as __Host-sfr_portal, Secure, and reads only that name', async () => {
    const setCookie = await portalLogin(https);
    expect(setCookie).toMatch(/^__Host-sfr_portal=/);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*Path=\//i);
    const cookie = pair(setCookie);
    const session = (value: string) =>
      fetch(`${https.url}/api/quotes/portal-session`, { headers: { cookie: value } });
    expect((await session(cookie)).status).toBe(200);
    expect((await session(cookie.replace(/^__Host-/, ''))).status).toBe(401);
  });
});

describe('cookies over http://localhost (development, tests)', () => {
  it('keep their plain names, not Secure', async () => {
    const staff = await signIn(plain);
    expect(staff).toMatch(/^sfr_staff=/);
    expect(staff).not.toMatch(/Secure/i);
    expect(
      (await fetch(`${plain.url}/api/quotes`, { headers: { cookie: pair(staff) } })).status,
    ).toBe(200);
    const portal = await portalLogin(plain);
    expect(portal).toMatch(/^sfr_portal=/);
    expect(portal).not.toMatch(/Secure/i);
  });
});

async function sessionToken(app: RunningApp, cookie: string) {
  const response = await fetch(`${app.url}/api/admin/session`, { headers: { cookie } });
  return response.ok ? ((await response.json()).token as string) : undefined;
}
