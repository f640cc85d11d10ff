import type { SenderType } from '@roofing/contracts';
import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, count, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import { projectMessages } from './schema.ts';

export type ProjectMessageRow = typeof projectMessages.$inferSelect;
export type NewProjectMessage = typeof projectMessages.$inferInsert;

/** A thread holds at most this many messages in one answer (the most recent ones). */
export const THREAD_LIMIT = 500;

export async function insertProjectMessage(tx: Tx, message: NewProjectMessage) {
  return insertOne(tx, projectMessages, message);
}

export async function findProjectMessage(db: Db | Tx, id: number) {
  const [row] = await db.select().from(projectMessages).where(eq(projectMessages.id, id)).limit(1);
  return row;
}

/** One estimate's messages, oldest first (the latest THREAD_LIMIT of them). */
export async function listProjectMessages(db: Db, estimateNumber: string) {
  const latest = await db
    .select()
    .from(projectMessages)
    .where(eq(projectMessages.estimateNumber, estimateNumber))
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(THREAD_LIMIT);
  return latest.reverse();
}

/** Messages written by one side: the customer's, or the team's (admin and project manager). */
export function fromSide(side: 'customer' | 'team') {
  return side === 'customer'
    ? eq(projectMessages.senderType, 'customer' satisfies SenderType)
    : ne(projectMessages.senderType, 'customer' satisfies SenderType);
}

/** The latest `limit` team messages of an estimate posted up to `until`, oldest first. */
export async function latestTeamMessages(
  db: Db | Tx,
  estimateNumber: string,
  until: Date,
  limit: number,
) {
  const latest = await db
    .select()
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.estimateNumber, estimateNumber),
        fromSide('team'),
        lte(projectMessages.createdAt, until),
      ),
    )
    .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
    .limit(limit);
  return latest.reverse();
}

export async function countUnread(db: Db | Tx, estimateNumber: string, from: 'customer' | 'team') {
  const [row] = await db
    .select({ n: count() })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.estimateNumber, estimateNumber),
        eq(projectMessages.isRead, false),
        fromSide(from),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Unread messages from one side for several estimates in one query; 0 for one without any. */
export async function countUnreadByEstimate(
  db: Db,
  estimateNumbers: readonly string[],
  from: 'customer' | 'team',
): Promise<Record<string, number>> {
  const counts = Object.fromEntries(estimateNumbers.map((estimateNumber) => [estimateNumber, 0]));
  const rows = await db
    .select({ estimateNumber: projectMessages.estimateNumber, n: count() })
    .from(projectMessages)
    .where(
      and(
        inArray(projectMessages.estimateNumber, [...estimateNumbers]),
        eq(projectMessages.isRead, false),
        fromSide(from),
      ),
    )
    .groupBy(projectMessages.estimateNumber);
  for (const row of rows) counts[row.estimateNumber] = Number(row.n);
  return counts;
}

export async function markProjectMessageRead(db: Db, id: number) {
  const [row] = await db
    .update(projectMessages)
    .set({ isRead: true })
    .where(eq(projectMessages.id, id))
    .returning();
  return row;
}

/** A message by the id the API gives it (its public id). */
export async function findProjectMessageByPublicId(db: Db | Tx, publicId: string) {
  const [row] = await db
    .select()
    .from(projectMessages)
    .where(eq(projectMessages.publicId, publicId))
    .limit(1);
  return row;
}
