import { businessToday, PERMIT_WARNING_DAYS } from '@roofing/contracts';
import { floridaDay } from '../../../lib/florida-day.ts';

export { dateTime } from '../../admin/admin-format.ts';

/** Blank → null; otherwise a number (NaN when not one, for the contract to refuse). */
export const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));

/** A calendar day (YYYY-MM-DD) or an instant as "Dec 3, 2026"; nothing → "—". */
export function day(value: string | null | undefined): string {
  return value ? (floridaDay(value) ?? value) : '—';
}

/** Whole days from today (Florida's calendar) to a YYYY-MM-DD day: negative when past. */
export function daysFromToday(on: string, today = businessToday()): number {
  const ms = Date.parse(`${on}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export type DeadlineState = 'past' | 'soon' | 'ok';

/** A deadline not yet met: past, within the warning days, or fine. */
export function deadlineState(on: string, today = businessToday()): DeadlineState {
  const days = daysFromToday(on, today);
  if (days < 0) return 'past';
  return days <= PERMIT_WARNING_DAYS ? 'soon' : 'ok';
}

/** "in 5 days", "today", "3 days ago". */
export function relativeDays(on: string, today = businessToday()): string {
  const days = daysFromToday(on, today);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

/** "deposit" → "Deposit"; "us_bank_account" → "Us bank account" (labels come from contracts). */
export const capitalised = (word: string) =>
  word.length === 0 ? word : `${word[0]?.toUpperCase()}${word.slice(1).replaceAll('_', ' ')}`;
