import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';

/** Staff sign-in through the workforce service's HTTP API, on its own. */
let svc: ServiceHarness;
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  svc = await startService(workforceService, {
    ADMIN_USERNAME: 'Office',
    ADMIN_PASSWORD: PASSWORD,
  });
});
afterAll(async () => {
  await svc?.close();
});

function login(body: Record<string, unknown>, ip = '198.51.100.20') {
  return svc.app.inject({
    method: 'POST',
    url: '/api/admin/auth',
    payload: body,
    remoteAddress: ip,
  });
}

/** Signs in and answers the cookie header to send and the CSRF token. */
async function signedIn(
  body: Record<string, unknown> = { username: 'office', password: PASSWORD },
) {
  const response = await login(body);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === 'sfr_staff');
  if (!cookie) throw new Error('no session cookie');
  return { cookie: `sfr_staff=${cookie.value}`, token: response.json().token as string, response };
}

describe('POST /api/admin/auth', () => {
  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD and signs them in', async () => {
    const { response, token } = await signedIn({ username: 'OFFICE', password: PASSWORD });
    expect(response.json()).toMatchObject({
      success: true,
      user: { username: 'office', role: 'admin', totpEnabled: false },
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = response.cookies.find((c) => c.name === 'sfr_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // 256 random bits, base64url.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const wrong = await login(
      { username: 'office', password: 'not the password' },
      '198.51.100.21',
    );
    const unknown = await login(
      { username: 'nobody', password: 'not the password' },
      '198.51.100.21',
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Invalid credentials. Please try again.',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('refuses a missing field and a password over 128 characters with 400', async () => {
    const missing = await login({ username: 'office' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.password).toBe('Password is required');
    const long = await login({ username: 'office', password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);
  });

  it('never locks the account: failures from many clients leave the right password open', async () => {
    await svc.app.inject({ method: 'POST', url: '/api/admin/auth' }); // no body: 400, not counted
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await login({ username: 'office', password: `guess ${i}` }, `203.0.113.${i}`)).statusCode,
      );
    }
    expect(statuses).toEqual(Array(12).fill(401));
    // The owner, from an address that has not been failing, signs in at once.
    expect(
      (await login({ username: 'office', password: PASSWORD }, '203.0.113.200')).statusCode,
    ).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await login({ username: `user${i}`, password: 'guess' }, '192.0.2.77')).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sessions', () => {
  it('answers the session to the guard, and 401 without one', async () => {
    const { cookie, token } = await signedIn();
    const session = await svc.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { username: 'office' }, token });
    expect((await svc.app.inject({ url: '/api/admin/session' })).statusCode).toBe(401);
    const forged = await svc.app.inject({
      url: '/api/admin/session',
      headers: { cookie: 'sfr_staff=forged-token-value' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('needs the cookie and the CSRF token together for a change, and logout ends it on the server', async () => {
    const { cookie, token } = await signedIn();
    const cookieOnly = await svc.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie },
    });
    expect(cookieOnly.statusCode).toBe(403);
    const tokenOnly = await svc.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { 'x-csrf-token': token },
    });
    expect(tokenOnly.statusCode).toBe(401);
    const both = await svc.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, 'x-csrf-token': token },
    });
    expect(both.statusCode).toBe(200);
    // The old cookie opens nothing any more, even if the browser kept it.
    expect(
      (await svc.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends after 30 minutes idle and after 12 hours in all', async () => {
    const idle = await signedIn();
    const old = await signedIn();
    await svc.runtime.database.db.execute(
      sql`update workforce.staff_sessions set last_seen_at = now() - interval '31 minutes' where csrf_token = ${idle.token}`,
    );
    await svc.runtime.database.db.execute(
      sql`update workforce.staff_sessions set expires_at = now() - interval '1 second' where csrf_token = ${old.token}`,
    );
    for (const { cookie } of [idle, old]) {
      expect(
        (await svc.app.inject({ url: '/api/admin/session', headers: { cookie } })).statusCode,
      ).toBe(401);
    }
  });
});

describe('two-step sign-in', () => {
  it('enrols with a QR code, then asks for the code after the password; recovery codes work once', async () => {
    const { cookie, token } = await signedIn();
    const headers = { cookie, 'x-csrf-token': token };
    const setup = await svc.app.inject({ method: 'POST', url: '/api/admin/totp/setup', headers });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect(qrSvg).toContain('<svg');
    const wrongCode = await svc.app.inject({
      method: 'POST',
      url: '/api/admin/totp/enable',
      headers,
      payload: { code: '000000' },
    });
    expect(wrongCode.statusCode).toBe(400);
    const code = await generate({ secret });
    const enabled = await svc.app.inject({
      method: 'POST',
      url: '/api/admin/totp/enable',
      headers,
      payload: { code },
    });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const passwordOnly = await login({ username: 'office', password: PASSWORD });
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toMatchObject({ success: false, mfaRequired: true });
    expect(passwordOnly.cookies).toHaveLength(0);
    // The code used for enrolment was spent; a wrong code fails like a wrong password.
    expect((await login({ username: 'office', password: PASSWORD, code })).statusCode).toBe(401);
    expect(
      (await login({ username: 'office', password: PASSWORD, code: '123456' })).statusCode,
    ).toBe(401);

    const recovery = recoveryCodes[0] as string;
    expect(
      (await login({ username: 'office', password: PASSWORD, code: recovery })).statusCode,
    ).toBe(200);
    expect(
      (await login({ username: 'office', password: PASSWORD, code: recovery })).statusCode,
    ).toBe(401);
    expect(
      (await login({ username: 'office', password: 'wrong', code: recoveryCodes[1] })).statusCode,
    ).toBe(401);
  });
});
