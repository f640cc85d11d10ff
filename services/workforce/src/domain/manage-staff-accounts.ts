import { AppError } from '@roofing/platform';
import type { UserRow } from '../store/schema.ts';
import type { AccountStores } from './account-stores.ts';
import { toStaffUser } from './sign-in.ts';

type Stores = Pick<AccountStores, 'users' | 'sessions'>;

/** Every staff account with its two-step status, whether disabled, how many live sessions. */
export async function staffAccounts(stores: Stores) {
  const counts = await stores.sessions.liveCounts();
  return (await stores.users.all()).map((user) => ({
    ...toStaffUser(user),
    disabled: user.disabledAt !== null,
    activeSessions: counts.get(user.id) ?? 0,
  }));
}

/** Another staff account than the admin's own (404 when none, 409 when it is their own). */
async function otherAccount(stores: Stores, adminId: number, id: number, what: string) {
  const user = await stores.users.byId(id);
  if (!user) throw new AppError('NOT_FOUND', 'No such staff account.');
  if (user.id === adminId) {
    throw new AppError('CONFLICT', `You cannot ${what} your own account here.`);
  }
  return user;
}

/** Disables an account: it cannot sign in, and its sessions end. */
export async function disableAccount(stores: Stores, adminId: number, id: number) {
  const user = await otherAccount(stores, adminId, id, 'disable');
  await stores.users.update(user.id, { disabledAt: user.disabledAt ?? new Date() });
  await stores.sessions.revokeAllOf(user.id);
  return user;
}

/** Enables a disabled account again. */
export async function enableAccount(stores: Stores, adminId: number, id: number) {
  const user = await otherAccount(stores, adminId, id, 'enable');
  await stores.users.update(user.id, { disabledAt: null });
  return user;
}

/**
 * Resets another account's second factor (a lost phone): its sessions end, and it enrols again
 * at its next sign-in.
 */
export async function resetSecondFactor(
  stores: Stores,
  adminId: number,
  id: number,
): Promise<UserRow> {
  const user = await otherAccount(stores, adminId, id, 'reset the second factor of');
  await stores.users.update(user.id, {
    totpEnabled: false,
    totpSecret: null,
    totpLastStep: null,
    recoveryCodes: [],
  });
  await stores.sessions.revokeAllOf(user.id);
  return user;
}
