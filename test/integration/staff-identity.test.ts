import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../support/factories.ts';
import { mailbox } from '../support/mailbox.ts';
import { freshCode, send, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Staff identity through the gateway, from several client addresses (each request binds its own
 * 127.0.0.x, which the gateway sees as the client): a stranger failing against the admin account
 * neither locks it nor stays unnoticed, an enrolment-only session reaches no staff route, broken
 * and random session cookies are cheap anonymous 401s.
 */
let app: RunningApp;
const PASSWORD = 'tidal-quartz-lantern-42';
const OFFICE = 'security-office@example.com';
vi.setConfig({ testTimeout: 120_000 });

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: PASSWORD,
    OFFICE_EMAIL: OFFICE,
  });
});
afterAll(async () => {
  await app?.close();
});

const guess = (from: string, password: string, username = 'admin') =>
  send(`${app.url}/api/admin/auth`, { body: { username, password }, from });

async function lookups() {
  const text = (await app.gateway.runtime?.metrics.scrape()) ?? '';
  const count = (outcome: string) =>
    Number(
      new RegExp(`gateway_staff_session_lookups_total\\{outcome="${outcome}"\\} (\\d+)`).exec(
        text,
      )?.[1] ?? 0,
    );
  return { asked: count('asked'), refused: count('refused') };
}

let secret: string;

describe('an enrolment-only session', () => {
  it('reaches no staff route until the second factor is confirmed', async () => {
    const first = await send(`${app.url}/api/admin/auth`, {
      body: { username: 'admin', password: PASSWORD },
      from: '127.0.0.10',
    });
    expect(first.status).toBe(200);
    expect(first.json()).toMatchObject({ success: true, mfaEnrolmentRequired: true });
    const headers = {
      cookie: first.cookies.find((value) => value.startsWith('sfr_staff=')) as string,
      'x-csrf-token': first.json().token as string,
    };
    for (const url of ['/api/quotes', '/api/employees', '/api/admin/account/sessions']) {
      const refused = await send(`${app.url}${url}`, { headers });
      expect(refused.status, url).toBe(403);
      expect(refused.json().error.code).toBe('MFA_ENROLMENT_REQUIRED');
    }
    const setup = await send(`${app.url}/api/admin/totp/setup`, { method: 'POST', headers });
    expect(setup.status).toBe(200);
    secret = setup.json().secret;
    const enabled = await send(`${app.url}/api/admin/totp/enable`, {
      body: { code: await freshCode(secret) },
      headers,
    });
    expect(enabled.status).toBe(200);
    // The same session now reaches the staff routes (the gateway forgot its cached answer).
    expect((await send(`${app.url}/api/quotes`, { headers })).status).toBe(200);
    // Password alone no longer signs in.
    const passwordOnly = await guess('127.0.0.10', PASSWORD);
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.json()).toMatchObject({ success: false, mfaRequired: true });
  });
});

describe('an attacker on the admin account', () => {
  it('is slowed down and the office alerted, while the admin signs in from their own address', async () => {
    const statuses: number[] = [];
    // Four attacking addresses, each until it is slowed down, then once more.
    for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5']) {
      for (let i = 0; i < 6; i++) statuses.push((await guess(from, `guess-${from}-${i}`)).status);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    // The last attacking address, at once: still waiting, and told for how long.
    const slowed = await guess('127.0.0.5', 'one more');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    // The right password from the attacker's address waits too; from the admin's own, it is in.
    expect((await guess('127.0.0.5', PASSWORD)).status).toBe(429);
    const admin = await signInStaff(
      app.url,
      { username: 'admin', password: PASSWORD },
      { from: '127.0.0.9', secret },
    );
    expect(admin.user.username).toBe('admin');

    // One alert to the office, naming the account and the addresses' count, not a lock.
    const mail = mailbox(app.dataDir);
    const alerts = await waitFor(async () => {
      const found = (await mail.to(OFFICE)).filter((entry) =>
        entry.headers.includes('Security alert'),
      );
      return found.length > 0 ? found : undefined;
    });
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('failed sign-ins for staff account admin');
    expect(alerts[0]?.text).toContain('4 different addresses');
    // More failures in the same window alert no more.
    for (let i = 0; i < 5; i++) await guess('127.0.0.6', `again-${i}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await mail.to(OFFICE)).filter((entry) => entry.headers.includes('Security alert')),
    ).toHaveLength(1);
  });
});

describe('session cookies', () => {
  it('answer a malformed % escape with an anonymous 401, never a 500', async () => {
    for (const cookie of ['sfr_staff=%E0%A4%A', 'sfr_staff=%', 'sfr_staff=abc%zz']) {
      const answer = await send(`${app.url}/api/quotes`, { headers: { cookie } });
      expect(answer.status, cookie).toBe(401);
    }
  });

  it('cost one workforce lookup each only up to a per-client limit, and a repeated one none', async () => {
    const before = await lookups();
    const repeated = `sfr_staff=${randomBytes(32).toString('base64url')}`;
    for (let i = 0; i < 5; i++) {
      expect(
        (await send(`${app.url}/api/quotes`, { headers: { cookie: repeated }, from: '127.0.0.20' }))
          .status,
      ).toBe(401);
    }
    expect((await lookups()).asked - before.asked).toBe(1);

    for (let i = 0; i < 60; i++) {
      const cookie = `sfr_staff=${randomBytes(32).toString('base64url')}`;
      const answer = await send(`${app.url}/api/quotes`, {
        headers: { cookie },
        from: '127.0.0.20',
      });
      expect(answer.status).toBe(401);
    }
    const after = await lookups();
    expect(after.asked - before.asked).toBeLessThanOrEqual(20);
    expect(after.refused - before.refused).toBeGreaterThanOrEqual(40);

    // A real session from the same address is still served.
    const admin = await signInStaff(
      app.url,
      { username: 'admin', password: PASSWORD },
      { from: '127.0.0.20', secret },
    );
    const list = await send(`${app.url}/api/quotes`, {
      headers: admin.headers,
      from: '127.0.0.20',
    });
    expect(list.status).toBe(200);
  });
});
