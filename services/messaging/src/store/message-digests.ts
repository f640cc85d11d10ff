import type { Db, Tx } from '@roofing/platform';
import { desc, eq, sql } from 'drizzle-orm';
import { projectMessageDigests } from './schema.ts';

export type MessageDigest = typeof projectMessageDigests.$inferSelect;

/**
 * Serialises every decision about one estimate's digests (a message joining one, a job claiming
 * one) for the rest of the transaction.
 */
async function lockEstimateDigests(tx: Tx, estimateNumber: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`project-message-digest:${estimateNumber}`}))`,
  );
}

async function latestDigest(tx: Tx, estimateNumber: string) {
  const [row] = await tx
    .select()
    .from(projectMessageDigests)
    .where(eq(projectMessageDigests.estimateNumber, estimateNumber))
    .orderBy(desc(projectMessageDigests.id))
    .limit(1);
  return row;
}

/**
 * Counts one more team message into the estimate's open digest (one its job has not claimed
 * yet), or opens a new digest due `windowMs` after the last one was claimed (at once when there
 * is none or that is past). Answers the new digest, which needs a job, or null when the message
 * joined one that has its job already. Runs inside the consumer's transaction: a redelivered
 * event finds the inbox record and never counts twice.
 */
export async function addToDigest(
  tx: Tx,
  estimateNumber: string,
  windowMs: number,
): Promise<MessageDigest | null> {
  await lockEstimateDigests(tx, estimateNumber);
  const latest = await latestDigest(tx, estimateNumber);
  if (latest && !latest.claimedAt) {
    await tx
      .update(projectMessageDigests)
      .set({ messageCount: sql`${projectMessageDigests.messageCount} + 1` })
      .where(eq(projectMessageDigests.id, latest.id));
    return null;
  }
  const nextAllowed = latest?.claimedAt ? latest.claimedAt.getTime() + windowMs : 0;
  const [created] = await tx
    .insert(projectMessageDigests)
    .values({ estimateNumber, sendAt: new Date(Math.max(Date.now(), nextAllowed)) })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/**
 * The job takes its digest: from now on its count is fixed and later messages open the next
 * one. Claiming again (a retried job) answers the same digest; undefined when there is none.
 */
export async function claimDigest(db: Db, id: number): Promise<MessageDigest | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ estimateNumber: projectMessageDigests.estimateNumber })
      .from(projectMessageDigests)
      .where(eq(projectMessageDigests.id, id));
    if (!row) return undefined;
    await lockEstimateDigests(tx, row.estimateNumber);
    const [claimed] = await tx
      .update(projectMessageDigests)
      .set({ claimedAt: sql`coalesce(${projectMessageDigests.claimedAt}, now())` })
      .where(eq(projectMessageDigests.id, id))
      .returning();
    return claimed;
  });
}
