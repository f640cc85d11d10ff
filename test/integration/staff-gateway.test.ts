import { IDENTITY_HEADER } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Staff identity across the product: signed in at the workforce service, established once at the
 * gateway, carried to the quote service signed. Nothing a client sends can stand in for it.
 */
let app: RunningApp;
const PASSWORD = 'a long office password';

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD });
});
afterAll(async () => {
  await app?.close();
});

/** Signs in through the gateway (enrolling the second factor the first time). */
async function signIn() {
  const staff = await signInStaff(app.url, { username: 'office', password: PASSWORD });
  expect(staff.cookie).toMatch(/^sfr_staff=/);
  return staff;
}

describe('staff routes behind the gateway', () => {
  it('serve a signed-in staff member and nobody else', async () => {
    const { cookie } = await signIn();
    const list = await fetch(`${app.url}/api/quotes`, { headers: { cookie } });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('0');
    expect((await fetch(`${app.url}/api/quotes`)).status).toBe(401);
  });

  it('drop an identity header sent from outside', async () => {
    const forged = Buffer.from(
      JSON.stringify({
        kind: 'staff',
        userId: 1,
        username: 'admin',
        role: 'admin',
        csrf: true,
        iat: Date.now(),
      }),
    ).toString('base64url');
    for (const value of [forged, `${forged}.c2lnbmF0dXJl`]) {
      const response = await fetch(`${app.url}/api/quotes`, {
        headers: { [IDENTITY_HEADER]: value },
      });
      expect(response.status).toBe(401);
    }
  });

  it('need the CSRF token for a change, and end with logout at once', async () => {
    const { cookie, token } = await signIn();
    const quote = await (
      await fetch(`${app.url}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          serviceType: 'roof-repair',
          propertyType: 'residential',
          firstName: 'Lena',
          lastName: 'Okafor',
          phone: '(904) 555-0199',
          email: 'lena.okafor@example.com',
          streetAddress: '88 Atlantic Blvd',
          city: 'Atlantic Beach',
          state: 'FL',
          zipCode: '32233',
        }),
      })
    ).json();
    const [listed] = await (
      await fetch(`${app.url}/api/quotes?search=${quote.estimateNumber}`, { headers: { cookie } })
    ).json();
    const patch = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/quotes/${listed.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ status: 'site_visit_scheduled' }),
      });
    expect((await patch({ cookie })).status).toBe(403);
    expect((await patch({ 'x-csrf-token': token })).status).toBe(401);
    const changed = await patch({ cookie, 'x-csrf-token': token });
    expect(changed.status).toBe(200);
    expect((await changed.json()).status).toBe('site_visit_scheduled');

    const logout = await fetch(`${app.url}/api/admin/logout`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token },
    });
    expect(logout.status).toBe(200);
    expect((await fetch(`${app.url}/api/quotes`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${app.url}/api/admin/session`, { headers: { cookie } })).status).toBe(401);
  });
});
