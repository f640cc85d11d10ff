import type { Db } from '@roofing/platform';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { staffSessions, users } from './schema.ts';

export function sessionStore(db: Db) {
  return {
    async create(values: typeof staffSessions.$inferInsert) {
      await db.insert(staffSessions).values(values);
    },
    /**
     * The live session with this digest and its user, touched (its idle clock restarted). Null
     * when unknown, revoked, past its absolute end, or idle longer than `idleMinutes`.
     */
    async touch(digest: string, idleMinutes: number) {
      const [row] = await db
        .update(staffSessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.id, digest),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, sql`now()`),
            gt(staffSessions.lastSeenAt, sql`now() - make_interval(mins => ${idleMinutes})`),
          ),
        )
        .returning();
      if (!row) return null;
      const [user] = await db.select().from(users).where(eq(users.id, row.userId)).limit(1);
      return user ? { session: row, user } : null;
    },
    async revoke(digest: string) {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, digest), isNull(staffSessions.revokedAt)));
    },
    /** Ends every session of a user (password changed, account disabled). */
    async revokeAllOf(userId: number) {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
