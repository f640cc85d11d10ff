import { TZDate, tz } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, endOfDay, format } from 'date-fns';
import { PROMISES } from './company.ts';
import { BUSINESS_TIME_ZONE } from './http/lead.ts';
import { FINAL_ANSWERS } from './status.ts';

/**
 * An estimate can be answered until the end (23:59:59.999 Eastern) of the 30th day after it was
 * prepared or last revised; the request date plays no part. Eastern, because the business runs on
 * North Florida time: "Answer by Saturday, December 26" means that day's end in Jacksonville,
 * wherever the customer reads it.
 */
export function estimateExpiresAt(preparedAt: Date): Date {
  const prepared = new TZDate(preparedAt.getTime(), BUSINESS_TIME_ZONE);
  const lastDay = endOfDay(addDays(prepared, PROMISES.estimateValidityDays));
  return new Date(lastDay.getTime());
}

/** The facts that decide whether a customer may still answer an estimate. */
export interface AnswerableEstimate {
  status: string;
  estimateAmount: string | null;
  customerResponse: string | null;
  /** ISO instant, null before any estimate was prepared. */
  expiresAt: string | null;
}

/**
 * Whether an answer is possible now: the estimate is ready (with an amount), has no final answer
 * (questions and requested changes are not final), and its time to answer is not over.
 */
export function isAnswerable(estimate: AnswerableEstimate, now: Date = new Date()): boolean {
  return (
    estimate.status === 'estimate_prepared' &&
    Boolean(estimate.estimateAmount) &&
    !FINAL_ANSWERS.has(estimate.customerResponse ?? '') &&
    estimate.expiresAt !== null &&
    Date.parse(estimate.expiresAt) > now.getTime()
  );
}

/** The estimate was ready for an answer and its time is over. */
export function isExpired(expiresAt: string | null, now: Date = new Date()): boolean {
  return expiresAt !== null && Date.parse(expiresAt) <= now.getTime();
}

/**
 * Whole Eastern calendar days between today and the last day to answer: 30 on the day the
 * estimate is prepared, 0 on the last day (still answerable until its end) and once expired.
 */
export function daysToAnswer(expiresAt: string | Date, now: Date = new Date()): number {
  const end = new Date(expiresAt);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return 0;
  return Math.max(0, differenceInCalendarDays(end, now, { in: tz(BUSINESS_TIME_ZONE) }));
}

/** The moment an answer is due, named as a customer reads it: "Thursday, December 31, 2026 at 11:59 PM ET". */
export function formatAnswerBy(expiresAt: string | Date): string {
  const end = new TZDate(new Date(expiresAt).getTime(), BUSINESS_TIME_ZONE);
  return `${format(end, "EEEE, MMMM d, yyyy 'at' h:mm a")} ET`;
}
