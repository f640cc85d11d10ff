import type { Db } from '@roofing/platform';
import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { staffSessions, users } from './schema.ts';

const live = () => and(isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, sql`now()`));

export function sessionStore(db: Db) {
  return {
    async create(values: typeof staffSessions.$inferInsert) {
      await db.insert(staffSessions).values(values);
    },
    /**
     * The live session with this digest and its user, touched (its idle clock restarted). Null
     * when unknown, revoked, past its absolute end, idle longer than `idleMinutes`, or when the
     * account was disabled.
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
      return user && !user.disabledAt ? { session: row, user } : null;
    },
    async revoke(digest: string) {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.id, digest), isNull(staffSessions.revokedAt)));
    },
    /** Ends one session of a user (its owner or an admin asked); the number ended (0 or 1). */
    async revokeOf(userId: number | null, digest: string) {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.id, digest),
            isNull(staffSessions.revokedAt),
            userId === null ? undefined : eq(staffSessions.userId, userId),
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },
    /** Ends every session of a user (password changed, account disabled, factor reset). */
    async revokeAllOf(userId: number) {
      await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(staffSessions.userId, userId), isNull(staffSessions.revokedAt)));
    },
    /** Ends every session of a user but the one this request came with; the number ended. */
    async revokeOthersOf(userId: number, keepDigest: string) {
      const rows = await db
        .update(staffSessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(staffSessions.userId, userId),
            ne(staffSessions.id, keepDigest),
            isNull(staffSessions.revokedAt),
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },
    /** The second factor was confirmed: this session may now do everything its account may. */
    async completeEnrolment(digest: string) {
      await db.update(staffSessions).set({ mfaPending: false }).where(eq(staffSessions.id, digest));
    },
    /** Live sessions (of one user, or everyone's), newest first, with their usernames. */
    async list(userId: number | null) {
      return db
        .select({ session: staffSessions, username: users.username })
        .from(staffSessions)
        .innerJoin(users, eq(users.id, staffSessions.userId))
        .where(and(live(), userId === null ? undefined : eq(staffSessions.userId, userId)))
        .orderBy(desc(staffSessions.lastSeenAt))
        .limit(500);
    },
    /** How many live sessions each user has. */
    async liveCounts() {
      const rows = await db
        .select({ userId: staffSessions.userId, n: count() })
        .from(staffSessions)
        .where(live())
        .groupBy(staffSessions.userId);
      return new Map(rows.map((row) => [row.userId, Number(row.n)]));
    },
  };
}
export type SessionStore = ReturnType<typeof sessionStore>;
