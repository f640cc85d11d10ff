import type { Db } from '@roofing/platform';
import { count, eq } from 'drizzle-orm';
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
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
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
