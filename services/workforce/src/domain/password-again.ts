import { AppError } from '@roofing/platform';
import type { LoginAttemptStore } from '../store/login-attempts.ts';
import type { UserRow } from '../store/schema.ts';
import { reauthenticate } from './sign-in.ts';

const WRONG_PASSWORD = 'That is not your current password.';

/**
 * The password asked again before a change to the account (its password, its second factor):
 * 400 when wrong, 429 when this client (`ip`) has been failing (throttled like sign-in).
 */
export async function passwordAgain(
  attempts: LoginAttemptStore,
  ip: string,
  user: UserRow,
  password: string,
) {
  const verdict = await reauthenticate({ attempts }, user, password, ip);
  if (verdict === 'ok') return;
  if (verdict === 'wrong') {
    throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  throw new AppError(
    'RATE_LIMITED',
    `Too many wrong passwords. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
  );
}
