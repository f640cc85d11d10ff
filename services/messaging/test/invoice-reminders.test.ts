import {
  addCalendarDays,
  easternToday,
  invoiceIssued,
  invoiceSettled,
  type JobData,
  paymentReceived,
} from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { overdueReminderAt, overdueReminderDay } from '../src/domain/invoice-followups.ts';
import { easternWallTime } from '../src/emails/format.ts';
import {
  type invoiceOverdueReminder,
  runInvoiceOverdueReminder,
} from '../src/notifications/invoice-issued/overdue-reminder.ts';
import { invoiceFollowupStore } from '../src/store/invoice-followups.ts';
import { invoice, payment, settledInvoice } from './support/billing-events.ts';
import {
  type Customer,
  customer,
  envelope,
  mailsTo,
  must,
  rowsOf,
  subjectOf,
} from './support/quote-events.ts';

/** The embedded job queue's waiting jobs whose id starts with `prefix`, and when each is due. */
const queued = (prefix: string) =>
  rowsOf<{ id: string; run_at: string }>(
    svc,
    sql`select id, run_at from platform.jobs where id like ${`${prefix}%`} order by id`,
  );

/**
 * The invoice e-mail and its overdue reminders (the day after the due date, then every 7 days, at
 * most 3), run through their job at fixed clocks: sent once while the invoice is owed, with what
 * is left after recorded payments; recorded as not sent once `quote.invoice.settled` arrived;
 * moved out of quiet hours.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

/** Due in 14 days, as the quote service sets it: its reminders wait in the queue meanwhile. */
const dueOn = () => addCalendarDays(easternToday(), 14);

/** Publishes the issue and waits until the reminder projection has it. */
async function issue(who: Customer) {
  const data = invoice(who, dueOn());
  const event = envelope(invoiceIssued, data);
  await svc.runtime.bus.publish(event);
  await waitFor(() => invoiceFollowupStore.find(svc.service.ctx.db, data.number));
  return { data, eventId: event.id };
}

const reminderJob = (
  issued: Awaited<ReturnType<typeof issue>>,
  reminder = 1,
): JobData<typeof invoiceOverdueReminder> => ({
  eventId: issued.eventId,
  correlationId: 'test',
  reminder,
  invoice: issued.data,
});

const run = (data: JobData<typeof invoiceOverdueReminder>, now: Date) =>
  runInvoiceOverdueReminder(svc.service.ctx, data, { id: 'test-overdue', attempt: 1 }, now);

/** Eastern wall-clock `hour` on the day of reminder `n`. */
function reminderDayAt(due: string, n: number, hour: number): Date {
  const [y, m, d] = overdueReminderDay(due, n).split('-').map(Number) as [number, number, number];
  return easternWallTime(y, m, d, hour);
}

const overdueMails = async (address: string) =>
  (await mailsTo(svc, address)).filter((mail) => /past due/.test(subjectOf(mail)));

describe('the invoice e-mail', () => {
  it('lists the lines, total, balance and due date, how to pay in either mode, and the portal link', async () => {
    const who = customer();
    const { data } = await issue(who);
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toContain(
      `Invoice ${data.number} from Shorefront Roofing: $1,840.00 due by`,
    );
    expect(mail.text).toContain(`Invoice number: ${data.number}`);
    expect(mail.text).toContain('Invoice type: Deposit');
    expect(mail.text).toContain('• Deposit on roofing contract v1: $1,840.00');
    expect(mail.text).toContain('Total: $1,840.00');
    expect(mail.text).toContain('Balance due: $1,840.00');
    expect(mail.text).not.toContain('Tax:');
    expect(mail.text).toContain(
      'in your client portal, where you can pay online or see how to pay by check or bank transfer',
    );
    expect(mail.text).toMatch(/https:\/\/roof\.example\/client-portal\?t=[A-Za-z0-9_-]{20,}/);
  });

  it('queues 3 overdue reminders: 10:00 Eastern the day after the due date, then every 7 days', async () => {
    const who = customer();
    const { data } = await issue(who);
    const rows = await waitFor(async () => {
      const found = await queued(`invoice-overdue-reminder-${data.number}-overdue-`);
      return found.length === 3 ? found : undefined;
    });
    expect(rows.map((row) => row.id)).toEqual(
      [1, 2, 3].map((n) => `invoice-overdue-reminder-${data.number}-overdue-${n}`),
    );
    // Due when the reminder is (delayed from the moment it was queued: within seconds).
    rows.forEach((row, index) => {
      const drift =
        new Date(row.run_at).getTime() - overdueReminderAt(data.dueOn, index + 1).getTime();
      expect(Math.abs(drift)).toBeLessThan(10_000);
    });
    expect(overdueReminderDay('2026-12-20', 1)).toBe('2026-12-21');
    expect(overdueReminderDay('2026-12-20', 2)).toBe('2026-12-28');
    expect(overdueReminderDay('2026-12-20', 3)).toBe('2027-01-04');
  });
});

describe('overdue reminders', () => {
  it('queues only the reminders still ahead for an invoice issued with a past due date', async () => {
    const who = customer();
    const data = invoice(who, addCalendarDays(easternToday(), -10));
    await svc.runtime.bus.publish(envelope(invoiceIssued, data));
    await waitFor(() => invoiceFollowupStore.find(svc.service.ctx.db, data.number));
    await mailsTo(svc, who.email);
    // Due 10 days ago: the reminders of 9 and 2 days ago are not sent late; the one in 5 days is.
    expect((await queued(`invoice-overdue-reminder-${data.number}-`)).map((row) => row.id)).toEqual(
      [`invoice-overdue-reminder-${data.number}-overdue-3`],
    );
  });

  it('sends a reminder still owed once, with what is left after the payments recorded since', async () => {
    const who = customer();
    const issued = await issue(who);
    await svc.runtime.bus.publish(
      envelope(
        paymentReceived,
        payment(who, { invoiceNumber: issued.data.number, amount: '840.00' }),
      ),
    );
    await waitFor(async () =>
      (await invoiceFollowupStore.find(svc.service.ctx.db, issued.data.number))?.paidSinceCents ===
      84_000
        ? true
        : undefined,
    );
    const at = reminderDayAt(issued.data.dueOn, 2, 10);
    expect(await run(reminderJob(issued, 2), at)).toBe('sent');
    expect(await run(reminderJob(issued, 2), at)).toBe('already-settled');
    const [reminder, ...others] = await overdueMails(who.email);
    expect(others).toHaveLength(0);
    const mail = must(reminder);
    expect(subjectOf(mail)).toBe(`Invoice ${issued.data.number} is 8 days past due`);
    expect(mail.text).toContain('Balance due: $1,000.00');
    expect(mail.text).toContain('If you have already paid, thank you');
    expect(mail.text).toContain(
      'where you can pay online or see how to pay by check or bank transfer',
    );
  });

  it('stops the moment the invoice is settled: every reminder recorded as not sent', async () => {
    const who = customer();
    const issued = await issue(who);
    await svc.runtime.bus.publish(envelope(invoiceSettled, settledInvoice(issued.data, 'paid')));
    await waitFor(
      async () =>
        (await invoiceFollowupStore.find(svc.service.ctx.db, issued.data.number))?.settledAt,
    );
    for (const n of [1, 2, 3])
      expect(await run(reminderJob(issued, n), reminderDayAt(issued.data.dueOn, n, 10))).toBe(
        'skipped:settled',
      );
    const [record] = await rowsOf<{ delivered: boolean; last_error: string | null }>(
      svc,
      sql`select delivered, last_error from messaging.customer_notifications where dedupe_key = ${`${issued.eventId}:overdue-1:customer`}`,
    );
    expect(record).toMatchObject({ delivered: true, last_error: 'not sent: settled' });
    // Settled: a retry does not reconsider it.
    expect(await run(reminderJob(issued, 1), reminderDayAt(issued.data.dueOn, 1, 10))).toBe(
      'already-settled',
    );
    expect(await overdueMails(who.email)).toHaveLength(0);
  });

  it('stops for a voided invoice too, and once payments cover the balance', async () => {
    const voided = customer();
    const first = await issue(voided);
    await svc.runtime.bus.publish(envelope(invoiceSettled, settledInvoice(first.data, 'void')));
    await waitFor(
      async () =>
        (await invoiceFollowupStore.find(svc.service.ctx.db, first.data.number))?.settledAt,
    );
    expect(await run(reminderJob(first), reminderDayAt(first.data.dueOn, 1, 10))).toBe(
      'skipped:settled',
    );

    const paid = customer();
    const second = await issue(paid);
    await svc.runtime.bus.publish(
      envelope(paymentReceived, payment(paid, { invoiceNumber: second.data.number })),
    );
    await waitFor(async () =>
      (await invoiceFollowupStore.find(svc.service.ctx.db, second.data.number))?.paidSinceCents
        ? true
        : undefined,
    );
    expect(await run(reminderJob(second), reminderDayAt(second.data.dueOn, 1, 10))).toBe(
      'skipped:paid',
    );
  });

  it('waits out quiet hours: due at 23:00 Eastern, it is queued again for 08:00', async () => {
    const who = customer();
    const issued = await issue(who);
    const night = reminderDayAt(issued.data.dueOn, 1, 23);
    expect(await run(reminderJob(issued), night)).toBe('rescheduled');
    const morning = reminderDayAt(overdueReminderDay(issued.data.dueOn, 1), 1, 8);
    const [moved] = await waitFor(async () => {
      const found = await rowsOf<{ id: string; data: { notBefore?: string } }>(
        svc,
        sql`select id, data from platform.jobs where id like ${`invoice-overdue-reminder-${issued.data.number}-overdue-1-%`}`,
      );
      return found.length ? found : undefined;
    });
    expect(must(moved).data.notBefore).toBe(morning.toISOString());
    expect(await overdueMails(who.email)).toHaveLength(0);
  });
});
