import { createHash } from 'node:crypto';
import {
  STAFF_PERMISSIONS,
  STAFF_SESSION_MAX_HOURS,
  type StaffLoginRequest,
  type StaffUser,
} from '@roofing/contracts';
import { clientKey } from '@roofing/platform';
import type { LoginAttemptStore } from '../store/login-attempts.ts';
import type { UserRow } from '../store/schema.ts';
import type { SessionStore } from '../store/sessions.ts';
import type { UserStore } from '../store/users.ts';
import { dummyHash, verifyPassword } from './passwords.ts';
import { newToken, recoveryDigest, tokenDigest } from './tokens.ts';
import { acceptedTotpStep } from './totp.ts';

/** Failed sign-ins are counted over this window. */
export const LOGIN_WINDOW_MINUTES = 10;
/** Failures one client may make against one account before it is slowed down… */
export const FREE_FAILURES_PER_ACCOUNT_AND_CLIENT = 5;
/** …and against all accounts together (one client trying many names). */
export const FREE_FAILURES_PER_CLIENT = 20;
/** Past those, each further failure doubles the wait (2 s, 4 s, 8 s…), up to the window. */
const MAX_DELAY_SECONDS = LOGIN_WINDOW_MINUTES * 60;
/**
 * Failures for one account from all clients together in the window that alert the office (once
 * per window). The account is never locked: the owner signs in from a client that has not been
 * failing, and the second factor stands between a guessed password and a session.
 */
export const ACCOUNT_ALERT_FAILURES = 20;

export type StaffMfaMode = 'required' | 'optional';

export interface SignInDeps {
  users: UserStore;
  sessions: SessionStore;
  attempts: LoginAttemptStore;
  mfa: StaffMfaMode;
  /** Failures for an existing account passed the ceiling (called at most once per window). */
  onAccountCeiling(alert: { username: string; failures: number; clients: number }): Promise<void>;
  onFailure?(): void;
}

export type SignInResult =
  | {
      kind: 'signed-in';
      token: string;
      csrfToken: string;
      user: UserRow;
      expiresAt: Date;
      mfaEnrolmentRequired: boolean;
    }
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

/** A username as logs may carry it on a failure: a short hash, never the typed text. */
export const usernameTag = (username: string) =>
  `u:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 12)}`;

/** Seconds still to wait after `count` failures, the latest at `latest`, with `free` allowed. */
function wait(count: number, latest: Date | null, free: number): number {
  if (count < free || !latest) return 0;
  const delay = Math.min(2 ** (count - free + 1), MAX_DELAY_SECONDS);
  const left = latest.getTime() + delay * 1000 - Date.now();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Checks a sign-in. A client that has been failing waits first (no hashing work for it), growing
 * with each failure, per account and per client; the account itself is never locked, so the
 * right password from another client goes through. An unknown or disabled user costs the same
 * argon2 verification as a wrong password; a user with a second factor needs the code (or a
 * recovery code), each spent once by a conditional update; with STAFF_MFA=required an account
 * without one gets an enrolment-only session.
 */
export async function signIn(
  deps: SignInDeps,
  input: StaffLoginRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<SignInResult> {
  const username = input.username.trim().toLowerCase();
  const key = clientKey(client.ip);
  const pair = await deps.attempts.failuresOfPair(username, key, LOGIN_WINDOW_MINUTES);
  const address = await deps.attempts.failuresFromAddress(key, LOGIN_WINDOW_MINUTES);
  const retryAfterSeconds = Math.max(
    wait(pair.count, pair.latest, FREE_FAILURES_PER_ACCOUNT_AND_CLIENT),
    wait(address.count, address.latest, FREE_FAILURES_PER_CLIENT),
  );
  if (retryAfterSeconds > 0) return { kind: 'limited', retryAfterSeconds };

  const user = await deps.users.byUsername(username);
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await dummyHash()),
    input.password,
  );
  const fail = async (): Promise<SignInResult> => {
    await deps.attempts.record(username, key, false);
    deps.onFailure?.();
    if (user) {
      const account = await deps.attempts.failuresOfAccount(username, LOGIN_WINDOW_MINUTES);
      if (account.count >= ACCOUNT_ALERT_FAILURES) {
        await deps.onAccountCeiling({
          username,
          failures: account.count,
          clients: account.clients,
        });
      }
    }
    return { kind: 'invalid' };
  };
  if (!user || !passwordOk || user.disabledAt) return fail();

  if (user.totpEnabled && user.totpSecret) {
    if (!input.code) return { kind: 'code-required' };
    if (!(await secondFactorAccepted(deps, user, input.code))) return fail();
  }

  await deps.attempts.record(username, key, true);
  const mfaEnrolmentRequired = deps.mfa === 'required' && !user.totpEnabled;
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
    mfaPending: mfaEnrolmentRequired,
  });
  return { kind: 'signed-in', token, csrfToken, user, expiresAt, mfaEnrolmentRequired };
}

/** A six-digit code of a step not used yet, or an unused recovery code: spent atomically. */
async function secondFactorAccepted(deps: SignInDeps, user: UserRow, code: string) {
  if (/^\d{6}$/.test(code)) {
    const step = await acceptedTotpStep(user.totpSecret as string, code, user.totpLastStep);
    return step !== null && (await deps.users.consumeTotpStep(user.id, step));
  }
  const digest = recoveryDigest(code);
  return digest !== null && (await deps.users.consumeRecoveryCode(user.id, digest));
}

/**
 * The password asked again before a change (password, second factor): throttled and counted
 * like a sign-in, so a borrowed session cannot guess it faster than the sign-in form could.
 */
export async function reauthenticate(
  deps: Pick<SignInDeps, 'attempts'>,
  user: UserRow,
  password: string,
  ip: string,
): Promise<'ok' | 'wrong' | { retryAfterSeconds: number }> {
  const key = clientKey(ip);
  const pair = await deps.attempts.failuresOfPair(user.username, key, LOGIN_WINDOW_MINUTES);
  const retryAfterSeconds = wait(pair.count, pair.latest, FREE_FAILURES_PER_ACCOUNT_AND_CLIENT);
  if (retryAfterSeconds > 0) return { retryAfterSeconds };
  if (await verifyPassword(user.passwordHash, password)) return 'ok';
  await deps.attempts.record(user.username, key, false);
  return 'wrong';
}
