import { staffSignInAlert } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { loginAttemptStore } from '../store/login-attempts.ts';
import { LOGIN_WINDOW_MINUTES } from './sign-in.ts';

/** What the office is told when one account's failed sign-ins pass the per-account ceiling. */
export interface SignInAlert {
  username: string;
  failures: number;
  clients: number;
}

/**
 * The per-account ceiling: claims this window's alert (once, across replicas) and records the
 * office's alert in the outbox in the same transaction, so the alert is announced exactly when
 * it was claimed. The account stays open. Answers whether this call claimed it.
 */
export async function alertOffice(
  ctx: ServiceContext,
  alert: SignInAlert,
  correlationId: string,
): Promise<boolean> {
  const windowMs = LOGIN_WINDOW_MINUTES * 60_000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  return ctx.db.transaction(async (tx) => {
    const first = await loginAttemptStore(tx).claimAlert(
      alert.username,
      windowStart,
      alert.failures,
    );
    if (first) {
      await ctx.publish(
        tx,
        staffSignInAlert,
        { ...alert, windowMinutes: LOGIN_WINDOW_MINUTES, detectedAt: new Date().toISOString() },
        correlationId,
      );
    }
    return first;
  });
}
