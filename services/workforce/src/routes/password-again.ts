import { AppError } from '@roofing/platform';
import type { FastifyRequest } from 'fastify';
import { reauthenticate } from '../domain/sign-in.ts';
import type { LoginAttemptStore } from '../store/login-attempts.ts';
import type { UserRow } from '../store/schema.ts';

const WRONG_PASSWORD = 'That is not your current password.';

/**
 * The password asked again before a change to the account (its password, its second factor):
 * 400 when wrong, 429 when this client has been failing (throttled like sign-in).
 */
export async function passwordAgain(
  attempts: LoginAttemptStore,
  request: FastifyRequest,
  user: UserRow,
  password: string,
) {
  const verdict = await reauthenticate({ attempts }, user, password, request.ip);
  if (verdict === 'ok') return;
  if (verdict === 'wrong') {
    throw new AppError('VALIDATION_FAILED', WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  throw new AppError(
    'RATE_LIMITED',
    `Too many wrong passwords. Please try again in ${Math.ceil(verdict.retryAfterSeconds / 60)} minutes.`,
  );
}
