import { AppError } from '@roofing/platform';
import type { AccountCaller, AccountStores } from './account-stores.ts';
import { passwordAgain } from './password-again.ts';
import { passwordProblem } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { tokenDigest } from './tokens.ts';

/**
 * A staff member changes their own password: the current one asked again, the new one different
 * and judged for strength (400 at `newPassword`). Their other sessions end, as whoever held them
 * may have known the old password. Answers how many ended.
 */
export async function changePassword(
  stores: AccountStores,
  caller: AccountCaller,
  passwords: { currentPassword: string; newPassword: string },
): Promise<number> {
  const { user } = caller;
  const { currentPassword, newPassword } = passwords;
  await passwordAgain(stores.attempts, caller.ip, user, currentPassword);
  const problem =
    newPassword === currentPassword
      ? 'Choose a password different from the current one.'
      : passwordProblem(newPassword, [user.username, user.displayName]);
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { newPassword: problem });
  await stores.users.update(user.id, { passwordHash: await hashPassword(newPassword) });
  return stores.sessions.revokeOthersOf(user.id, tokenDigest(caller.token));
}
