import type { Db } from '@roofing/platform';
import { and, count, countDistinct, eq, gt, max, sql } from 'drizzle-orm';
import { loginAttempts, signInAlerts } from './schema.ts';

export function loginAttemptStore(db: Db) {
  const since = (windowMinutes: number) => sql`now() - make_interval(mins => ${windowMinutes})`;
  /** Failures in the window matching `where`, and when the latest of them was. */
  async function failures(where: ReturnType<typeof and>, windowMinutes: number) {
    const [row] = await db
      .select({ n: count(), latest: max(loginAttempts.at) })
      .from(loginAttempts)
      .where(
        and(where, eq(loginAttempts.succeeded, false), gt(loginAttempts.at, since(windowMinutes))),
      );
    return { count: Number(row?.n ?? 0), latest: row?.latest ?? null };
  }
  return {
    record: (username: string, ipAddress: string, succeeded: boolean) =>
      db.insert(loginAttempts).values({ username, ipAddress, succeeded }),
    /** Failures for this account from this client (the attacker's own slow-down). */
    failuresOfPair: (username: string, ipAddress: string, windowMinutes: number) =>
      failures(
        and(eq(loginAttempts.username, username), eq(loginAttempts.ipAddress, ipAddress)),
        windowMinutes,
      ),
    /** Failures from this client for any account (one client guessing many accounts). */
    failuresFromAddress: (ipAddress: string, windowMinutes: number) =>
      failures(and(eq(loginAttempts.ipAddress, ipAddress)), windowMinutes),
    /** Failures for this account from every client, and from how many clients. */
    async failuresOfAccount(username: string, windowMinutes: number) {
      const [row] = await db
        .select({ n: count(), clients: countDistinct(loginAttempts.ipAddress) })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.username, username),
            eq(loginAttempts.succeeded, false),
            gt(loginAttempts.at, since(windowMinutes)),
          ),
        );
      return { count: Number(row?.n ?? 0), clients: Number(row?.clients ?? 0) };
    },
    /**
     * Claims the alert of this account for the window starting at `windowStart`: true for the
     * first caller only (the primary key decides, across replicas).
     */
    async claimAlert(username: string, windowStart: Date, failures: number, tx: Db = db) {
      const rows = await tx
        .insert(signInAlerts)
        .values({ username, windowStart, failures })
        .onConflictDoNothing()
        .returning({ username: signInAlerts.username });
      return rows.length > 0;
    },
  };
}
export type LoginAttemptStore = ReturnType<typeof loginAttemptStore>;
