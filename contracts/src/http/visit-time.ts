import { z } from 'zod';
import { EASTERN_LABEL, easternInstant, isWallTimeText, parseWallTime } from '../eastern-time.ts';

/**
 * A visit a staff member types (a site visit, an inspection, a thermal scan), on the wire:
 *
 * - the Eastern wall time "2027-01-12T09:30" (what the dashboard's datetime-local field sends,
 *   labelled ET), read as America/New_York whatever the zone of the browser or the server; or
 * - an ISO instant with an offset or Z, "2027-01-12T09:30:00-05:00" (the spec's form), kept as is.
 *
 * Either way the value is checked and becomes one ISO instant in UTC ("2027-01-12T14:30:00.000Z"),
 * which is what is stored and answered. A time that does not exist (the hour skipped when clocks
 * spring forward) or that has already passed is refused with a field error. `now` is the clock
 * the past is judged by (tests pass their own).
 */
export function visitDateTime(label: string, now: () => Date = () => new Date()) {
  const instant = z.iso.datetime({ offset: true });
  return z
    .string({ error: `${label}: use a date and time` })
    .trim()
    .transform((value, ctx) => {
      let at: Date | undefined;
      const wall = parseWallTime(value);
      if (wall) {
        at = easternInstant(wall);
        if (!at) {
          ctx.addIssue({
            code: 'custom',
            message: `${label} does not exist in Eastern time (the clocks skip that hour); choose another time`,
          });
          return z.NEVER;
        }
      } else if (!isWallTimeText(value) && instant.safeParse(value).success) {
        at = new Date(value);
      }
      if (!at || Number.isNaN(at.getTime())) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: use a date and time (${EASTERN_LABEL})`,
        });
        return z.NEVER;
      }
      if (at.getTime() < now().getTime()) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot be in the past` });
        return z.NEVER;
      }
      return at.toISOString();
    });
}
