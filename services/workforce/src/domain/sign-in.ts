import {
  STAFF_PERMISSIONS,
  STAFF_SESSION_MAX_HOURS,
  type StaffLoginRequest,
  type StaffUser,
} from '@roofing/contracts';
import type { LoginAttemptStore } from '../store/login-attempts.ts';
import type { UserRow } from '../store/schema.ts';
import type { SessionStore } from '../store/sessions.ts';
import type { UserStore } from '../store/users.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { newToken, recoveryDigest, tokenDigest } from './tokens.ts';
import { acceptedTotpStep } from './totp.ts';

/** Failed sign-ins counted over this window… */
export const LOGIN_WINDOW_MINUTES = 10;
/** …per account (a guesser cannot keep the real user out for more than the window)… */
export const MAX_FAILURES_PER_ACCOUNT = 8;
/** …and per client address (one address guessing many accounts). */
export const MAX_FAILURES_PER_ADDRESS = 30;

export interface SignInDeps {
  users: UserStore;
  sessions: SessionStore;
  attempts: LoginAttemptStore;
}

export type SignInResult =
  | { kind: 'signed-in'; token: string; csrfToken: string; user: UserRow; expiresAt: Date }
  | { kind: 'invalid' }
  | { kind: 'code-required' }
  | { kind: 'limited'; retryAfterSeconds: number };

export function toStaffUser(row: UserRow): StaffUser {
  const role = row.role === 'admin' ? 'admin' : 'staff';
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role,
    permissions:
      role === 'admin'
        ? [...STAFF_PERMISSIONS]
        : STAFF_PERMISSIONS.filter((permission) => row.permissions.includes(permission)),
    totpEnabled: row.totpEnabled,
  };
}

function retryAfter(oldest: Date | null): number {
  if (!oldest) return 60;
  const leaves = oldest.getTime() + LOGIN_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((leaves - Date.now()) / 1000));
}

/**
 * Checks a sign-in. Limits come first (no hashing work for a limited caller); an unknown user
 * costs the same argon2 verification as a wrong password; a user with a second factor needs the
 * code (or a recovery code, used once) before a session is made.
 */
export async function signIn(
  deps: SignInDeps,
  input: StaffLoginRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<SignInResult> {
  const username = input.username.trim().toLowerCase();
  const account = await deps.attempts.failuresOfAccount(username, LOGIN_WINDOW_MINUTES);
  if (account.count >= MAX_FAILURES_PER_ACCOUNT) {
    return { kind: 'limited', retryAfterSeconds: retryAfter(account.oldest) };
  }
  const address = await deps.attempts.failuresFromAddress(client.ip, LOGIN_WINDOW_MINUTES);
  if (address.count >= MAX_FAILURES_PER_ADDRESS) {
    return { kind: 'limited', retryAfterSeconds: retryAfter(address.oldest) };
  }

  const user = await deps.users.byUsername(username);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummyHash()),
    input.password,
  );
  if (!user || !passwordOk) {
    await deps.attempts.record(username, client.ip, false);
    return { kind: 'invalid' };
  }

  if (user.totpEnabled && user.totpSecret) {
    if (!input.code) return { kind: 'code-required' };
    const accepted = await secondFactorAccepted(deps, user, input.code);
    if (!accepted) {
      await deps.attempts.record(username, client.ip, false);
      return { kind: 'invalid' };
    }
  }

  await deps.attempts.record(username, client.ip, true);
  const token = newToken();
  const csrfToken = newToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_MAX_HOURS * 3600_000);
  await deps.sessions.create({
    id: tokenDigest(token),
    userId: user.id,
    csrfToken,
    expiresAt,
    ipAddress: client.ip.slice(0, 45),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return { kind: 'signed-in', token, csrfToken, user, expiresAt };
}

async function secondFactorAccepted(deps: SignInDeps, user: UserRow, code: string) {
  if (/^\d{6}$/.test(code)) {
    const step = await acceptedTotpStep(user.totpSecret as string, code, user.totpLastStep);
    if (step === null) return false;
    await deps.users.update(user.id, { totpLastStep: step });
    return true;
  }
  const digest = recoveryDigest(code);
  if (!user.recoveryCodes.includes(digest)) return false;
  await deps.users.update(user.id, {
    recoveryCodes: user.recoveryCodes.filter((candidate) => candidate !== digest),
  });
  return true;
}
