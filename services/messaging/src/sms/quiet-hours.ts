import { addCalendarDays, easternDay, easternInstant, easternParts } from '@roofing/contracts';

/**
 * Texts go only from 8 AM to 8 PM in the recipient's time (Eastern: every number we text is in
 * North Florida). Florida forbids commercial telephone solicitation calls and texts before 8 a.m.
 * and after 8 p.m. at the called person's location (s. 501.616(6)(a), Fla. Stat., as amended by
 * ch. 2021-185); the TCPA's rule (47 C.F.R. 64.1200(c)(1)) is 8 a.m. to 9 p.m. We keep the
 * stricter window for every text (docs/florida-rules.md "Texts (SMS)").
 */
export const TEXTING_HOURS = { from: 8, until: 20 } as const;

/** True when a text may go out at `now` (8:00 to 19:59 Eastern). */
export function withinTextingHours(now: Date): boolean {
  const { hour } = easternParts(now);
  return hour >= TEXTING_HOURS.from && hour < TEXTING_HOURS.until;
}

/**
 * When a text owed at `now` may go: `now` within texting hours, otherwise 8:00 Eastern of the same
 * morning (before 8) or of the next day (from 20:00).
 */
export function nextTextingTime(now: Date): Date {
  if (withinTextingHours(now)) return now;
  const { hour } = easternParts(now);
  const today = easternDay(now);
  const day = hour >= TEXTING_HOURS.until ? addCalendarDays(today, 1) : today;
  return easternInstant(`${day}T${String(TEXTING_HOURS.from).padStart(2, '0')}:00`) as Date;
}

/** Milliseconds until a text owed at `now` may go (0 within texting hours). */
export function quietHoursDelayMs(now: Date): number {
  return Math.max(0, nextTextingTime(now).getTime() - now.getTime());
}
