import { type Db, insertOne } from '@roofing/platform';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type UserRow, users } from './schema.ts';

export function userStore(db: Db) {
  return {
    /** Every staff account, by username (the staff CLI's list). */
    async all(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(users.username);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return Number(row?.n ?? 0);
    },
    async byUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
      return row;
    },
    async byId(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async create(values: {
      username: string;
      displayName: string;
      passwordHash: string;
      role: string;
    }): Promise<UserRow> {
      return insertOne(db, users, values);
    },
    /**
     * Spends a TOTP step: true only for the one caller whose conditional update moved the last
     * step forward, so the same code signs in once even when sent in parallel.
     */
    async consumeTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Spends a recovery code (its digest): true only for the caller whose update removed it. */
    async consumeRecoveryCode(id: number, digest: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ recoveryCodes: sql`${users.recoveryCodes} - ${digest}::text` })
        .where(and(eq(users.id, id), sql`jsonb_exists(${users.recoveryCodes}, ${digest}::text)`))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    async update(id: number, values: Partial<Omit<UserRow, 'id' | 'createdAt'>>) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },
  };
}
export type UserStore = ReturnType<typeof userStore>;
