import type { Db } from '@roofing/platform';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { loginAttempts } from './schema.ts';

export function loginAttemptStore(db: Db) {
  /** Failures in the window, and when the oldest of them leaves it. */
  async function failures(column: 'username' | 'ipAddress', value: string, windowMinutes: number) {
    const since = sql`now() - make_interval(mins => ${windowMinutes})`;
    const [row] = await db
      .select({ n: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts[column], value),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
        ),
      );
    return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
  }
  return {
    record: (username: string, ipAddress: string, succeeded: boolean) =>
      db.insert(loginAttempts).values({ username, ipAddress, succeeded }),
    failuresOfAccount: (username: string, windowMinutes: number) =>
      failures('username', username, windowMinutes),
    failuresFromAddress: (ipAddress: string, windowMinutes: number) =>
      failures('ipAddress', ipAddress, windowMinutes),
  };
}
export type LoginAttemptStore = ReturnType<typeof loginAttemptStore>;
