import { staffSignInAlert } from '@roofing/contracts';
import { IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { freshCode } from '../../../test/support/staff-sign-in.ts';
import { ACCOUNT_ALERT_FAILURES } from '../src/domain/sign-in.ts';
import { workforceService } from '../src/service.ts';
import { ADMIN } from './support/staff.ts';

/**
 * Staff identity under attack, through the workforce service's HTTP API: no lockout but a
 * slow-down per client and an alert per account, codes spent once under parallel sign-ins,
 * mandatory second factor, password changes judged for strength, sessions listed and ended,
 * accounts disabled and factors reset by an admin.
 */
let svc: ServiceHarness;
vi.setConfig({ testTimeout: 90_000 });
const PASSWORD = 'tidal-quartz-lantern-42';
const body = (username: string, password: string, code?: string) =>
  code ? { username, password, code } : { username, password };

beforeAll(async () => {
  svc = await startService(workforceService, {
    ADMIN_USERNAME: 'boss',
    ADMIN_PASSWORD: PASSWORD,
  });
  // Four more accounts (the CLI's work, done here through the store's table).
  const hash = (
    (
      (await svc.runtime.database.db.execute(
        sql`select password_hash from workforce.users where username = 'boss'`,
      )) as unknown as { rows: { password_hash: string }[] }
    ).rows[0] as { password_hash: string }
  ).password_hash;
  for (const username of ['crew.one', 'crew.two', 'crew.three', 'crew.four']) {
    await svc.runtime.database.db.execute(
      sql`insert into workforce.users (username, display_name, password_hash, role) values (${username}, ${username}, ${hash}, 'staff')`,
    );
  }
});
afterAll(async () => {
  await svc?.close();
});

function login(payload: Record<string, unknown>, ip = '198.51.100.7', cookie?: string) {
  return svc.app.inject({
    method: 'POST',
    url: '/api/admin/auth',
    payload,
    remoteAddress: ip,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  `sfr_staff=${response.cookies.find((c) => c.name === 'sfr_staff')?.value}`;

async function session(username: string, ip = '198.51.100.7', code?: string) {
  const response = await login(body(username, PASSWORD, code), ip);
  expect(response.statusCode, response.body).toBe(200);
  return {
    cookie: cookieOf(response),
    token: response.json().token as string,
    json: response.json(),
  };
}

function call(
  who: { cookie: string; token: string },
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return svc.app.inject({
    method,
    url,
    headers: { cookie: who.cookie, 'x-csrf-token': who.token },
    ...(payload ? { payload } : {}),
  });
}

/** Enrols TOTP on an enrolment-only session; answers the secret and the recovery codes. */
async function enrol(who: { cookie: string; token: string }) {
  const setup = await call(who, 'POST', '/api/admin/totp/setup');
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const enabled = await call(who, 'POST', '/api/admin/totp/enable', {
    code: await freshCode(secret),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** A code of a 30-second step not spent yet (waits for the clock when it must). */
const nextCode = (secret: string) => freshCode(secret);

describe('no stranger can lock the office out', () => {
  it('slows a failing client down more with each failure, while the owner signs in from elsewhere', async () => {
    const attacker = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await login(body('crew.one', `guess ${i}`), attacker)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const slowed = await login(body('crew.one', 'guess 6'), attacker);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().error.code).toBe('RATE_LIMITED');
    const first = Number(slowed.headers['retry-after']);
    expect(first).toBeGreaterThanOrEqual(1);
    // Even the right password waits from the failing client…
    expect((await login(body('crew.one', PASSWORD), attacker)).statusCode).toBe(429);
    // …and after the wait one more failure doubles it.
    await new Promise((resolve) => setTimeout(resolve, first * 1000 + 50));
    expect((await login(body('crew.one', 'guess 7'), attacker)).statusCode).toBe(401);
    const longer = await login(body('crew.one', 'guess 8'), attacker);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(first);
    // The owner, from a client that has not been failing: straight in.
    expect((await login(body('crew.one', PASSWORD), '198.51.100.99')).statusCode).toBe(200);
  });

  it('alerts the office once per window when failures for one account pass the ceiling, and never locks it', async () => {
    let sent = 0;
    for (let client = 0; sent < ACCOUNT_ALERT_FAILURES + 5; client++) {
      for (let i = 0; i < 5; i++, sent++) {
        const answer = await login(body('crew.two', `guess ${sent}`), `192.0.2.${client + 1}`);
        expect(answer.statusCode).toBe(401);
      }
    }
    const alert = await svc.waitForEvent<{ username: string; failures: number }>(
      staffSignInAlert.type,
      (event) => event.data.username === 'crew.two',
    );
    expect(alert.data.failures).toBeGreaterThanOrEqual(ACCOUNT_ALERT_FAILURES);
    expect(
      svc.published.filter(
        (event) =>
          event.type === staffSignInAlert.type &&
          (event.data as { username: string }).username === 'crew.two',
      ),
    ).toHaveLength(1);
    const metrics = await svc.runtime.metrics.scrape();
    expect(metrics).toMatch(/staff_sign_in_alerts_total 1/);
    // Still open to its owner.
    expect((await login(body('crew.two', PASSWORD), '198.51.100.98')).statusCode).toBe(200);
  });
});

describe('second factor', () => {
  it('is required: the first sign-in gets an enrolment-only session, later ones need the code', async () => {
    const first = await session('crew.three', '198.51.100.30');
    expect(first.json).toMatchObject({ success: true, mfaEnrolmentRequired: true });
    const guard = await call(first, 'GET', '/api/admin/session');
    expect(guard.json()).toMatchObject({ mfaEnrolmentRequired: true });
    // Everything but enrolment is closed to it.
    for (const [method, url] of [
      ['GET', '/api/admin/account/sessions'],
      ['POST', '/api/admin/account/sessions/end-others'],
    ] as const) {
      const refused = await call(first, method, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
    }
    // A service behind the gateway refuses the identity the gateway makes of such a session.
    const employees = await svc.app.inject({
      url: '/api/employees',
      headers: {
        [IDENTITY_HEADER]: signIdentity(
          { ...ADMIN, enrolmentOnly: true },
          svc.runtime.identitySecret,
        ),
      },
    });
    expect(employees.statusCode).toBe(403);
    expect(employees.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');

    const { secret } = await enrol(first);
    // The same session is now a full one.
    const after = await call(first, 'GET', '/api/admin/account/sessions');
    expect(after.statusCode).toBe(200);
    const passwordOnly = await login(body('crew.three', PASSWORD), '198.51.100.30');
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toMatchObject({ success: false, mfaRequired: true });
    const withCode = await login(
      body('crew.three', PASSWORD, await nextCode(secret)),
      '198.51.100.30',
    );
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().mfaEnrolmentRequired).toBeUndefined();
  });

  it('signs in exactly once with one code, and once with one recovery code, under six parallel sign-ins', async () => {
    const first = await session('crew.four', '198.51.100.40');
    const { secret, recoveryCodes } = await enrol(first);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) {
      // 25 characters of base32: 125 random bits.
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}(-[0-9a-hjkmnp-tv-z]{5}){4}$/);
    }
    const code = await nextCode(secret);
    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(body('crew.four', PASSWORD, code), `198.51.100.${41 + i}`),
      ),
    );
    expect(parallel.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const recovery = recoveryCodes[0] as string;
    const again = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        login(body('crew.four', PASSWORD, recovery), `198.51.100.${51 + i}`),
      ),
    );
    expect(again.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    // A short code in the old format is no recovery code at all.
    expect(
      (await login(body('crew.four', PASSWORD, 'abcde-fghjk'), '198.51.100.60')).statusCode,
    ).toBe(400);
  });

  it('is optional only by explicit setting', async () => {
    const optional = await startService(workforceService, {
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: PASSWORD,
      STAFF_MFA: 'optional',
    });
    try {
      const answer = await optional.app.inject({
        method: 'POST',
        url: '/api/admin/auth',
        payload: body('boss', PASSWORD),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().mfaEnrolmentRequired).toBeUndefined();
      const cookie = cookieOf(answer);
      const sessions = await optional.app.inject({
        url: '/api/admin/account/sessions',
        headers: { cookie },
      });
      expect(sessions.statusCode).toBe(200);
    } finally {
      await optional.close();
    }
  });
});

describe('passwords and sessions', () => {
  let boss: { cookie: string; token: string };
  let secret: string;

  beforeAll(async () => {
    boss = await session('boss', '198.51.100.70');
    ({ secret } = await enrol(boss));
  });

  it('ends the old session when signing in again with its cookie', async () => {
    const again = await login(
      body('boss', PASSWORD, await nextCode(secret)),
      '198.51.100.70',
      boss.cookie,
    );
    expect(again.statusCode).toBe(200);
    expect(
      (await svc.app.inject({ url: '/api/admin/session', headers: { cookie: boss.cookie } }))
        .statusCode,
    ).toBe(401);
    boss = { cookie: cookieOf(again), token: again.json().token };
  });

  it('answers a malformed % escape in the cookie with 401, not 500', async () => {
    for (const cookie of ['sfr_staff=%E0%A4%A', 'sfr_staff=%', 'sfr_staff=%zz']) {
      const answer = await svc.app.inject({ url: '/api/admin/session', headers: { cookie } });
      expect(answer.statusCode).toBe(401);
    }
  });

  it('changes the password only with the current one and a strong new one, ending the other sessions', async () => {
    const other = await session('crew.one', '198.51.100.71');
    const mine = await session('crew.one', '198.51.100.72');
    // (crew.one enrolled nothing yet: enrol on one session, the other is then ended.)
    const { secret: crewSecret } = await enrol(mine);
    expect(
      (await svc.app.inject({ url: '/api/admin/session', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(401);
    const second = await session('crew.one', '198.51.100.73', await nextCode(crewSecret));

    const wrong = await call(mine, 'POST', '/api/admin/account/password', {
      currentPassword: 'not it at all',
      newPassword: 'maple-rocket-violet-93',
    });
    expect(wrong.statusCode).toBe(400);
    for (const weak of ['password1234', 'Shorefront2024!', 'qwertyuiopasdf']) {
      const refused = await call(mine, 'POST', '/api/admin/account/password', {
        currentPassword: PASSWORD,
        newPassword: weak,
      });
      expect(refused.statusCode, weak).toBe(400);
      expect(refused.json().error.fields.newPassword).toMatch(/too easy to guess/);
    }
    const changed = await call(mine, 'POST', '/api/admin/account/password', {
      currentPassword: PASSWORD,
      newPassword: 'maple-rocket-violet-93',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().ended).toBe(1);
    expect(
      (await svc.app.inject({ url: '/api/admin/session', headers: { cookie: second.cookie } }))
        .statusCode,
    ).toBe(401);
    expect((await call(mine, 'GET', '/api/admin/session')).statusCode).toBe(200);
  });

  it('lists and ends your own sessions; admins see and end anyone’s; staff cannot', async () => {
    const crewA = await session(
      'crew.three',
      '198.51.100.80',
      await nextCode(await secretOf('crew.three')),
    );
    const mineList = await call(crewA, 'GET', '/api/admin/account/sessions');
    expect(mineList.statusCode).toBe(200);
    const listed = mineList.json().sessions as { id: string; current: boolean; username: string }[];
    expect(listed.every((entry) => entry.username === 'crew.three')).toBe(true);
    expect(listed.filter((entry) => entry.current)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(crewA.cookie.split('=')[1]);

    expect((await call(crewA, 'GET', '/api/admin/staff-sessions')).statusCode).toBe(403);
    expect((await call(crewA, 'GET', '/api/admin/staff-accounts')).statusCode).toBe(403);

    const everyone = await call(boss, 'GET', '/api/admin/staff-sessions');
    expect(everyone.statusCode).toBe(200);
    const current = listed.find((entry) => entry.current) as { id: string };
    // A staff member cannot end a session that is not theirs.
    const bossSession = (
      everyone.json().sessions as { id: string; username: string; current: boolean }[]
    ).find((entry) => entry.current) as { id: string };
    expect(
      (await call(crewA, 'POST', `/api/admin/account/sessions/${bossSession.id}/end`)).statusCode,
    ).toBe(404);
    const ended = await call(boss, 'POST', `/api/admin/staff-sessions/${current.id}/end`);
    expect(ended.statusCode).toBe(200);
    expect((await call(crewA, 'GET', '/api/admin/session')).statusCode).toBe(401);
  });

  it('lets an admin disable an account (no sign-in, sessions end) and reset its factor', async () => {
    const accounts = (await call(boss, 'GET', '/api/admin/staff-accounts')).json().accounts as {
      id: number;
      username: string;
      totpEnabled: boolean;
      disabled: boolean;
    }[];
    const crew = accounts.find((account) => account.username === 'crew.four') as { id: number };
    const crewSecret = await secretOf('crew.four');
    const crewSession = await session('crew.four', '198.51.100.90', await nextCode(crewSecret));

    expect(
      (await call(crewSession, 'POST', `/api/admin/staff-accounts/${crew.id}/disable`)).statusCode,
    ).toBe(403);
    const disabled = await call(boss, 'POST', `/api/admin/staff-accounts/${crew.id}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect((await call(crewSession, 'GET', '/api/admin/session')).statusCode).toBe(401);
    const refused = await login(
      body('crew.four', PASSWORD, await nextCode(crewSecret)),
      '198.51.100.91',
    );
    expect(refused.statusCode).toBe(401);
    expect(refused.json().mfaRequired).toBeUndefined();
    expect(
      (
        (await call(boss, 'GET', '/api/admin/staff-accounts')).json().accounts as {
          id: number;
          disabled: boolean;
        }[]
      ).find((account) => account.id === crew.id)?.disabled,
    ).toBe(true);
    expect(
      (await call(boss, 'POST', `/api/admin/staff-accounts/${crew.id}/enable`)).statusCode,
    ).toBe(200);

    const reset = await call(boss, 'POST', `/api/admin/staff-accounts/${crew.id}/reset-mfa`);
    expect(reset.statusCode).toBe(200);
    // Its next sign-in enrols again.
    const next = await login(body('crew.four', PASSWORD), '198.51.100.92');
    expect(next.statusCode).toBe(200);
    expect(next.json().mfaEnrolmentRequired).toBe(true);
    // An admin does not disable or reset themselves here.
    const bossId = accounts.find((account) => account.username === 'boss')?.id;
    expect(
      (await call(boss, 'POST', `/api/admin/staff-accounts/${bossId}/disable`)).statusCode,
    ).toBe(409);
  });

  it('turns the factor off only with the password and a code, ending the other sessions', async () => {
    const noPassword = await call(boss, 'POST', '/api/admin/totp/disable', {
      code: await nextCode(secret),
    });
    expect(noPassword.statusCode).toBe(400);
    const wrongPassword = await call(boss, 'POST', '/api/admin/totp/disable', {
      code: await nextCode(secret),
      password: 'not the password',
    });
    expect(wrongPassword.statusCode).toBe(400);
  });
});

async function secretOf(username: string): Promise<string> {
  const row = (
    (await svc.runtime.database.db.execute(
      sql`select totp_secret from workforce.users where username = ${username}`,
    )) as unknown as { rows: { totp_secret: string }[] }
  ).rows[0] as { totp_secret: string };
  return row.totp_secret;
}
