import type { Db } from '@roofing/platform';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { customerNotifications } from './schema.ts';

export interface NotificationRecord {
  dedupeKey: string;
  notificationType: string;
  estimateNumber: string | null;
  recipient: string;
  title: string;
  message: string;
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
      await db
        .insert(customerNotifications)
        .values({ ...entry, title: entry.title.slice(0, 200), deliveryMethod: 'email' })
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
    /** Marks a step settled without sending (the recipient's cap was reached). */
    async markSkipped(dedupeKey: string, reason: string) {
      await db
        .update(customerNotifications)
        .set({ delivered: true, lastError: `not sent: ${reason}` })
        .where(byKey(dedupeKey));
    },
    /** E-mails of one kind actually delivered to one address since a moment. */
    async deliveredSince(recipient: string, notificationType: string, since: Date) {
      const [row] = await db
        .select({ n: count() })
        .from(customerNotifications)
        .where(
          and(
            eq(sql`lower(${customerNotifications.recipient})`, recipient.toLowerCase()),
            eq(customerNotifications.notificationType, notificationType),
            eq(customerNotifications.delivered, true),
            gt(customerNotifications.deliveredAt, since),
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}
export type NotificationStore = ReturnType<typeof notificationStore>;
