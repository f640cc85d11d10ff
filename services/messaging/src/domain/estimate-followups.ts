import type { EstimatePreparedData } from '@roofing/contracts';
import { nextSendTime } from '../emails/format.ts';
import type { EstimateFollowup } from '../store/estimate-followups.ts';

/** The reminders after an estimate becomes ready, by how long after. */
export const REMINDERS = [
  { name: 'd3', afterMs: 3 * 24 * 3600_000 },
  { name: 'd7', afterMs: 7 * 24 * 3600_000 },
] as const;
export type ReminderName = (typeof REMINDERS)[number]['name'];

/** An instant as a job-key fragment: 2026-12-03T14:00:00.000Z → 20261203T140000000Z (no ":"). */
export const compactTime = (instant: string | Date) =>
  (typeof instant === 'string' ? instant : instant.toISOString()).replace(/[-:.]/g, '');

/** `<estimateNumber>-<preparedAt>-d3`: one reminder per preparation of an estimate. */
export const reminderKey = (estimate: EstimatePreparedData, reminder: ReminderName) =>
  `${estimate.estimateNumber}-${compactTime(estimate.preparedAt)}-${reminder}`;

export type ReminderDecision =
  | { send: false; reason: 'superseded' | 'answered' | 'customer-wrote' | 'expired' }
  | { send: false; reason: 'quiet-hours'; until: Date }
  | { send: true };

/**
 * Whether a reminder for the preparation of `estimate` is still owed at `now`: not when the
 * estimate was prepared again since (that one has its own reminders), answered since, the
 * customer wrote to us since, or its time to answer is over; and not during quiet hours, when
 * it waits until 08:00 Eastern.
 */
export function decideReminder(input: {
  estimate: EstimatePreparedData;
  followup: EstimateFollowup | undefined;
  lastCustomerMessageAt: Date | null;
  now: Date;
}): ReminderDecision {
  const { estimate, followup, lastCustomerMessageAt, now } = input;
  const preparedAt = new Date(estimate.preparedAt).getTime();
  if (!followup?.preparedAt || followup.preparedAt.getTime() !== preparedAt)
    return { send: false, reason: 'superseded' };
  if (followup.answeredAt && followup.answeredAt.getTime() >= preparedAt)
    return { send: false, reason: 'answered' };
  if (lastCustomerMessageAt && lastCustomerMessageAt.getTime() >= preparedAt)
    return { send: false, reason: 'customer-wrote' };
  if (new Date(estimate.expiresAt).getTime() <= now.getTime())
    return { send: false, reason: 'expired' };
  const until = nextSendTime(now);
  if (until.getTime() > now.getTime()) return { send: false, reason: 'quiet-hours', until };
  return { send: true };
}
