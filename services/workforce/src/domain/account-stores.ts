import type { LoginAttemptStore } from '../store/login-attempts.ts';
import type { StaffSessionRow, UserRow } from '../store/schema.ts';
import type { SessionStore } from '../store/sessions.ts';
import type { UserStore } from '../store/users.ts';

/** What a change to a staff account reads and writes: the accounts, sessions, failed attempts. */
export interface AccountStores {
  users: UserStore;
  sessions: SessionStore;
  attempts: LoginAttemptStore;
}

/**
 * The signed-in staff member making a change to their own account: their account, the session
 * they came with (its token, whose digest names it) and the client address they came from.
 */
export interface AccountCaller {
  user: UserRow;
  session: Pick<StaffSessionRow, 'mfaPending'>;
  token: string;
  ip: string;
}
