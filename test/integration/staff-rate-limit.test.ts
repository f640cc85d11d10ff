import { IDENTITY_HEADER } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshRateWindow } from '../support/rate-window.ts';
import { signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Staff writes count against the signed-in account's own limit, not the public per-address post
 * limit: an office behind one address keeps working while its address is limited, and a staff
 * member's own bucket still ends. The account comes from the session the gateway checked.
 */
let app: RunningApp;
const PASSWORD = 'a long office password';
const POSTS = 3;
const STAFF_WRITES = 5;

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: 'office',
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_POSTS: String(POSTS),
    RATE_LIMIT_STAFF_WRITES: String(STAFF_WRITES),
  });
});
afterAll(async () => {
  await app?.close();
});

/** Signs in through the gateway (enrolling the second factor: more public posts than one). */
async function signIn() {
  return signInStaff(app.url, { username: 'office', password: PASSWORD });
}

/** A write to the messaging service (its answer does not matter here, only its limit). */
const write = (headers: Record<string, string> = {}) =>
  fetch(`${app.url}/api/project-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ estimateNumber: 'SFR-ABCDEFGH', messageContent: 'Hello' }),
  });

describe('staff writes behind the gateway', () => {
  it('count per staff account with their own limit, never per address', async () => {
    await freshRateWindow();
    const staff = await signIn(); // the sign-in itself is a public post from this address
    // The address spends the rest of its public post limit.
    const publicStatuses: number[] = [];
    for (let i = 0; i < POSTS; i++) publicStatuses.push((await write()).status);
    expect(publicStatuses.at(-1)).toBe(429);

    // The staff member, from the same address, writes on under their own limit.
    const session = { cookie: staff.cookie, 'x-csrf-token': staff.token };
    for (let i = 0; i < STAFF_WRITES; i++) {
      const response = await write(session);
      expect(response.status, await response.text()).not.toBe(429);
      expect(response.headers.get('x-ratelimit-limit')).toBe(String(STAFF_WRITES));
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(STAFF_WRITES - 1 - i));
    }
    const limited = await write(session);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();

    // Neither a cookie that is no session nor a forged identity header reaches a staff bucket.
    const forged = Buffer.from(
      JSON.stringify({ kind: 'staff', userId: 99, username: 'x', role: 'admin', csrf: true }),
    ).toString('base64url');
    const strangers: Record<string, string>[] = [
      { cookie: 'sfr_staff=not-a-session', 'x-csrf-token': staff.token },
      { [IDENTITY_HEADER]: `${forged}.c2lnbmF0dXJl` },
    ];
    for (const headers of strangers) {
      const response = await write(headers);
      expect(response.status).toBe(429);
      expect(response.headers.get('x-ratelimit-limit')).toBe(String(POSTS));
    }
  });
});
