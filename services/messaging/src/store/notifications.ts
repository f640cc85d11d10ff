import type { Db } from '@roofing/platform';
import { and, count, eq, gt, isNull, not, type SQL, sql } from 'drizzle-orm';
import { mailboxKey } from '../domain/mailbox.ts';
import { customerNotifications } from './schema.ts';

export interface NotificationRecord {
  dedupeKey: string;
  notificationType: string;
  estimateNumber: string | null;
  recipient: string;
  title: string;
  message: string;
}

/** The row of one e-mail step: keyed by the mailbox it went to, its title cut to the column. */
function emailRow(entry: NotificationRecord) {
  return {
    ...entry,
    recipientKey: mailboxKey(entry.recipient),
    title: entry.title.slice(0, 200),
    deliveryMethod: 'email',
  };
}

/** The record of every e-mail we owe or sent: the dedupe key makes each step happen once. */
export function notificationStore(db: Db) {
  const byKey = (dedupeKey: string) => eq(customerNotifications.dedupeKey, dedupeKey);
  return {
    async find(dedupeKey: string) {
      const [row] = await db.select().from(customerNotifications).where(byKey(dedupeKey)).limit(1);
      return row;
    },
    async record(entry: NotificationRecord) {
      await db.insert(customerNotifications).values(emailRow(entry)).onConflictDoNothing();
    },
    /** Records a step settled without sending (it is no longer owed), so it is not reconsidered. */
    async recordNotSent(entry: NotificationRecord, reason: string) {
      await db
        .insert(customerNotifications)
        .values({
          ...emailRow(entry),
          delivered: true,
          lastError: `not sent: ${reason}`,
        })
        .onConflictDoNothing();
    },
    async markFailed(dedupeKey: string, error: unknown) {
      await db
        .update(customerNotifications)
        .set({
          attempts: sql`${customerNotifications.attempts} + 1`,
          lastError: String(error).slice(0, 500),
        })
        .where(byKey(dedupeKey));
    },
    async markDelivered(dedupeKey: string) {
      await db
        .update(customerNotifications)
        .set({
          delivered: true,
          deliveredAt: new Date(),
          attempts: sql`${customerNotifications.attempts} + 1`,
          lastError: null,
        })
        .where(byKey(dedupeKey));
    },
    /**
     * Records a capped step, deciding under a per-recipient lock whether it still fits the cap.
     * A step takes a slot when it is recorded (not when it is sent), so jobs running side by side
     * cannot all see room under the cap and all send. A recorded step keeps its slot through
     * retries; one over the cap is recorded already settled, as not sent.
     */
    async recordWithinCap(
      entry: NotificationRecord,
      cap: { max: number; windowMs: number },
    ): Promise<'recorded' | 'capped'> {
      // One mailbox however its address is written (case, +tags, Gmail's dots).
      const recipient = mailboxKey(entry.recipient);
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`email-cap:${entry.notificationType}:${recipient}`}))`,
        );
        const [row] = await tx
          .select({ n: count() })
          .from(customerNotifications)
          .where(
            and(
              eq(customerNotifications.recipientKey, recipient),
              eq(customerNotifications.notificationType, entry.notificationType),
              gt(
                customerNotifications.createdAt,
                sql`now() - ${cap.windowMs} * interval '1 millisecond'`,
              ),
              // Held-back steps took no slot: settled, but never delivered.
              not(
                and(
                  eq(customerNotifications.delivered, true),
                  isNull(customerNotifications.deliveredAt),
                ) as SQL,
              ),
            ),
          );
        const capped = Number(row?.n ?? 0) >= cap.max;
        await tx
          .insert(customerNotifications)
          .values({
            ...entry,
            recipientKey: recipient,
            title: entry.title.slice(0, 200),
            deliveryMethod: 'email',
            ...(capped
              ? { delivered: true, lastError: `not sent: cap of ${cap.max} reached` }
              : {}),
          })
          .onConflictDoNothing();
        return capped ? 'capped' : 'recorded';
      });
    },
  };
}
export type NotificationStore = ReturnType<typeof notificationStore>;
