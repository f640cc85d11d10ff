import {
  addCalendarDays,
  type InvoiceIssuedData,
  OVERDUE_REMINDER_EVERY_DAYS,
  OVERDUE_REMINDERS_MAX,
} from '@roofing/contracts';
import { easternWallTime, nextSendTime } from '../emails/format.ts';
import type { InvoiceFollowup } from '../store/invoice-followups.ts';

/** The overdue reminders of an invoice: 1, 2, 3 (OVERDUE_REMINDERS_MAX). */
export const OVERDUE_REMINDER_NUMBERS = Array.from(
  { length: OVERDUE_REMINDERS_MAX },
  (_, index) => index + 1,
);

/** The Eastern hour an overdue reminder is due at, on its day. */
export const OVERDUE_REMINDER_HOUR = 10;

/**
 * The day reminder `n` is due: the day after the due date, then every
 * OVERDUE_REMINDER_EVERY_DAYS days (due 2026-12-20 → 12-21, 12-28, 2027-01-04).
 */
export const overdueReminderDay = (dueOn: string, n: number) =>
  addCalendarDays(dueOn, 1 + (n - 1) * OVERDUE_REMINDER_EVERY_DAYS);

/** When reminder `n` is due: 10:00 Eastern on its day. */
export function overdueReminderAt(dueOn: string, n: number): Date {
  const [year, month, day] = overdueReminderDay(dueOn, n).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return easternWallTime(year, month, day, OVERDUE_REMINDER_HOUR);
}

/** `INV-2026-0007-overdue-1`: one reminder of each number per invoice. */
export const overdueReminderKey = (invoice: Pick<InvoiceIssuedData, 'number'>, n: number) =>
  `${invoice.number}-overdue-${n}`;

export type OverdueDecision =
  | { send: false; reason: 'unknown' | 'settled' | 'paid' }
  | { send: false; reason: 'quiet-hours'; until: Date }
  | { send: true; balanceCents: number };

/**
 * Whether an overdue reminder is still owed at `now`: not when the invoice was settled (paid in
 * full or voided), nor when the payments recorded against it since it was issued cover its
 * balance; and not in quiet hours, when it waits until 08:00 Eastern. The balance it reports is
 * the balance at issue less those payments.
 */
export function decideOverdueReminder(input: {
  followup: InvoiceFollowup | undefined;
  now: Date;
}): OverdueDecision {
  const { followup, now } = input;
  if (!followup || followup.balanceAtIssueCents === null) return { send: false, reason: 'unknown' };
  if (followup.settledAt) return { send: false, reason: 'settled' };
  const balanceCents = followup.balanceAtIssueCents - followup.paidSinceCents;
  if (balanceCents <= 0) return { send: false, reason: 'paid' };
  const until = nextSendTime(now);
  if (until.getTime() > now.getTime()) return { send: false, reason: 'quiet-hours', until };
  return { send: true, balanceCents };
}
