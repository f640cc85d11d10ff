import type { TotpDisableSchema, TotpEnableSchema } from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import type { UserRow } from '../store/schema.ts';
import type { AccountCaller, AccountStores } from './account-stores.ts';
import { passwordAgain } from './password-again.ts';
import type { StaffMfaMode } from './sign-in.ts';
import { newRecoveryCode, recoveryDigest, tokenDigest } from './tokens.ts';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from './totp.ts';

const alreadyOn = () => new AppError('CONFLICT', 'Two-step sign-in is already on.');

/** Starts enrolling an authenticator app: a new secret (replacing an unfinished one), its QR. */
export async function startTotpEnrolment(stores: Pick<AccountStores, 'users'>, user: UserRow) {
  if (user.totpEnabled) throw alreadyOn();
  const secret = newTotpSecret();
  await stores.users.update(user.id, { totpSecret: secret, totpLastStep: null });
  return totpEnrolment(secret, user.username);
}

/**
 * Finishes enrolling with a code from the app. A session that exists only to enrol has just
 * proven the password; a full one proves it again. A code is used once (its step is consumed).
 * Answers ten recovery codes (only their digests are kept) and how many other sessions ended.
 */
export async function enableTotp(
  stores: AccountStores,
  caller: AccountCaller,
  input: z.output<typeof TotpEnableSchema>,
): Promise<{ recoveryCodes: string[]; ended: number }> {
  const { user } = caller;
  if (user.totpEnabled) throw alreadyOn();
  if (!user.totpSecret) throw new AppError('CONFLICT', 'Start the setup first.');
  if (!caller.session.mfaPending) {
    await passwordAgain(stores.attempts, caller.ip, user, input.password ?? '');
  }
  const step = await acceptedTotpStep(user.totpSecret, input.code, user.totpLastStep);
  if (step === null || !(await stores.users.consumeTotpStep(user.id, step))) {
    throw new AppError(
      'VALIDATION_FAILED',
      'That code did not match. Check the time on your phone and try again.',
      { code: 'That code did not match' },
    );
  }
  const recoveryCodes = Array.from({ length: 10 }, newRecoveryCode);
  await stores.users.update(user.id, {
    totpEnabled: true,
    recoveryCodes: recoveryCodes.map((code) => recoveryDigest(code) as string),
  });
  const digest = tokenDigest(caller.token);
  await stores.sessions.completeEnrolment(digest);
  const ended = await stores.sessions.revokeOthersOf(user.id, digest);
  return { recoveryCodes, ended };
}

/**
 * Turns two-step sign-in off, with the password and a current code; the other sessions end.
 * With STAFF_MFA=required this session, too, ends: it could only enrol a factor again. Answers
 * how many other sessions ended.
 */
export async function disableTotp(
  stores: AccountStores,
  caller: AccountCaller,
  input: z.output<typeof TotpDisableSchema>,
  mfa: StaffMfaMode,
): Promise<number> {
  const { user } = caller;
  await passwordAgain(stores.attempts, caller.ip, user, input.password);
  const step =
    user.totpEnabled && user.totpSecret
      ? await acceptedTotpStep(user.totpSecret, input.code, user.totpLastStep)
      : null;
  if (step === null || !(await stores.users.consumeTotpStep(user.id, step))) {
    throw new AppError('VALIDATION_FAILED', 'That code did not match.', {
      code: 'That code did not match',
    });
  }
  await stores.users.update(user.id, {
    totpEnabled: false,
    totpSecret: null,
    recoveryCodes: [],
    totpLastStep: null,
  });
  const digest = tokenDigest(caller.token);
  const ended = await stores.sessions.revokeOthersOf(user.id, digest);
  if (mfa === 'required') await stores.sessions.revoke(digest);
  return ended;
}
