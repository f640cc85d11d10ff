import type { Db, Tx } from '@roofing/platform';
import { and, eq, max, sql } from 'drizzle-orm';
import { estimateFollowups, projectMessages } from './schema.ts';

export type EstimateFollowup = typeof estimateFollowups.$inferSelect;

/**
 * The follow-up projection. Events may arrive late or twice: each write keeps the newest fact
 * (a preparation older than the one recorded changes nothing; an answer counts only for the
 * preparation it followed).
 */
export const followupStore = {
  /** The estimate was (re-)prepared at `preparedAt`: a new round of reminders is owed. */
  async prepared(tx: Tx, estimateNumber: string, preparedAt: Date) {
    await tx
      .insert(estimateFollowups)
      .values({ estimateNumber, preparedAt, answeredAt: null })
      .onConflictDoUpdate({
        target: estimateFollowups.estimateNumber,
        set: {
          preparedAt,
          // An answer recorded after this preparation (events out of order) still stands.
          answeredAt: sql`case when ${estimateFollowups.answeredAt} >= ${preparedAt.toISOString()}::timestamptz then ${estimateFollowups.answeredAt} end`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${estimateFollowups.preparedAt} is null or ${estimateFollowups.preparedAt} < ${preparedAt.toISOString()}::timestamptz`,
      });
  },

  /** The customer answered at `answeredAt` (accepted, declined or questions). */
  async answered(tx: Tx, estimateNumber: string, answeredAt: Date) {
    await tx
      .insert(estimateFollowups)
      .values({ estimateNumber, preparedAt: null, answeredAt })
      .onConflictDoUpdate({
        target: estimateFollowups.estimateNumber,
        set: { answeredAt, updatedAt: sql`now()` },
        setWhere: sql`${estimateFollowups.answeredAt} is null or ${estimateFollowups.answeredAt} < ${answeredAt.toISOString()}::timestamptz`,
      });
  },

  async find(db: Db | Tx, estimateNumber: string): Promise<EstimateFollowup | undefined> {
    const [row] = await db
      .select()
      .from(estimateFollowups)
      .where(eq(estimateFollowups.estimateNumber, estimateNumber))
      .limit(1);
    return row;
  },

  /**
   * When the customer last wrote in the project conversation. Project messages live in this
   * service, so the reminder reads them where they are instead of keeping a copy.
   */
  async lastCustomerMessageAt(db: Db | Tx, estimateNumber: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: max(projectMessages.createdAt) })
      .from(projectMessages)
      .where(
        and(
          eq(projectMessages.estimateNumber, estimateNumber),
          eq(projectMessages.senderType, 'customer'),
        ),
      );
    return row?.at ? new Date(row.at) : null;
  },
};
