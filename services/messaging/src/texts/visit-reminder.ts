import {
  addCalendarDays,
  defineJob,
  easternDateIn,
  easternDay,
  easternInstant,
  LocaleSchema,
  QUEUES,
} from '@roofing/contracts';
import { handleJob, type ServiceContext, type Tx } from '@roofing/platform';
import { z } from 'zod';
import { currentVisit, recordVisit } from '../sms/store.ts';
import { textCustomer } from '../sms/text-customer.ts';

/** The day-before reminder goes at 10 AM Eastern the day before the visit. */
export const REMINDER_HOUR = 10;

/**
 * The day-before reminder of one visit (queue `sms`, key `<estimate>-<visit>`, delayed to 10 AM
 * Eastern the day before). It texts only if that visit is still the estimate's current one (not
 * moved or cancelled since). On the wire: never renamed.
 */
export const visitReminderText = defineJob({
  queue: QUEUES.sms,
  name: 'visit-reminder-text',
  version: 1,
  schema: z.object({
    estimateNumber: z.string(),
    phone: z.string(),
    /** The visit (ISO) the reminder is for. */
    scheduledDate: z.string(),
    language: LocaleSchema,
    correlationId: z.string(),
  }),
});

/** 10 AM Eastern on the day before `visit`. */
export function reminderTime(visit: Date): Date {
  const dayBefore = addCalendarDays(easternDay(visit), -1);
  return easternInstant(`${dayBefore}T${String(REMINDER_HOUR).padStart(2, '0')}:00`) as Date;
}

/**
 * A visit was set (or moved): texts it to the customer, remembers it, and books the reminder for
 * the day before (when that is still ahead).
 */
export async function textVisit(
  ctx: ServiceContext,
  tx: Tx,
  input: {
    eventId: string;
    correlationId: string;
    estimateNumber: string;
    phone: string;
    language: 'en' | 'es';
    scheduledDate: string;
  },
) {
  await recordVisit(tx, input.estimateNumber, input.scheduledDate);
  const visit = new Date(input.scheduledDate);
  const texted = await textCustomer(ctx, tx, {
    phone: input.phone,
    estimateNumber: input.estimateNumber,
    kind: 'visit-scheduled',
    message: 'visitScheduled',
    values: { visit: easternDateIn(visit, input.language, 'visit') },
    language: input.language,
    dedupeKey: `${input.eventId}:customer`,
    correlationId: input.correlationId,
  });
  const remindAt = reminderTime(visit);
  if (!texted || remindAt.getTime() <= Date.now()) return;
  await ctx.enqueue(
    visitReminderText,
    {
      estimateNumber: input.estimateNumber,
      phone: input.phone,
      scheduledDate: visit.toISOString(),
      language: input.language,
      correlationId: input.correlationId,
    },
    {
      key: `${input.estimateNumber}-${visit.getTime()}`,
      tx,
      delayMs: remindAt.getTime() - Date.now(),
    },
  );
}

export const visitReminderHandler = handleJob(visitReminderText, async ({ data, ctx }) => {
  const current = await currentVisit(ctx.db, data.estimateNumber);
  // Moved or taken off the calendar since: that visit's reminder is not owed any more.
  if (!current || current.getTime() !== new Date(data.scheduledDate).getTime()) return;
  await ctx.db.transaction((tx) =>
    textCustomer(ctx, tx, {
      phone: data.phone,
      estimateNumber: data.estimateNumber,
      kind: 'visit-reminder',
      message: 'visitReminder',
      values: { visit: easternDateIn(current, data.language, 'visit') },
      language: data.language,
      dedupeKey: `reminder:${data.estimateNumber}:${current.getTime()}`,
      correlationId: data.correlationId,
    }),
  );
});
