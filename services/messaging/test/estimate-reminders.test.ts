import type { EstimatePreparedData, JobData } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { easternWallTime, nextSendTime } from '../src/emails/format.ts';
import {
  type estimateReminder,
  runEstimateReminder,
} from '../src/notifications/estimate-prepared/estimate-reminder.ts';
import { followupStore } from '../src/store/estimate-followups.ts';
import {
  type Customer,
  customer,
  envelope,
  events,
  mailsTo,
  must,
  prepared,
  responded,
  rowsOf,
  statusChanged,
  subjectOf,
} from './support/quote-events.ts';

/**
 * The follow-up reminders, run through their job at fixed clocks: sent once while owed, recorded
 * as not sent once the estimate is answered, prepared again or written about, and moved out of
 * quiet hours. (The quiet-hours arithmetic itself is tested in src/emails/format.test.ts.)
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

/** Eastern wall-clock `hour` on the calendar day 3 days from now: after the preparation, before expiry. */
function inThreeDaysAt(hour: number): Date {
  const day = new Date(Date.now() + 3 * 24 * 3600_000);
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' })
    .format(day)
    .split('-')
    .map(Number);
  return easternWallTime(y as number, m as number, d as number, hour);
}
const DAYTIME = () => inThreeDaysAt(10);
const NIGHT = () => inThreeDaysAt(23);

/** Publishes the preparation and waits until the follow-up projection has it. */
async function prepare(who: Customer, extra: Partial<EstimatePreparedData> = {}) {
  const data = prepared(who, extra);
  const event = envelope(events.estimatePrepared, data);
  await svc.runtime.bus.publish(event);
  await waitFor(async () => {
    const row = await followupStore.find(svc.service.ctx.db, who.estimateNumber);
    return row?.preparedAt?.getTime() === Date.parse(data.preparedAt) ? row : undefined;
  });
  return { data, eventId: event.id };
}

const reminderJob = (
  prep: { data: EstimatePreparedData; eventId: string },
  reminder: 'd3' | 'd7' = 'd3',
): JobData<typeof estimateReminder> => ({
  eventId: prep.eventId,
  correlationId: 'test',
  reminder,
  estimate: prep.data,
});

const run = (data: JobData<typeof estimateReminder>, now: Date) =>
  runEstimateReminder(svc.service.ctx, data, { id: 'test-reminder', attempt: 1 }, now);

async function reminderRecord(eventId: string, reminder = 'd3') {
  const rows = await rowsOf<{
    delivered: boolean;
    delivered_at: string | null;
    last_error: string | null;
  }>(
    svc,
    sql`select delivered, delivered_at, last_error from messaging.customer_notifications where dedupe_key = ${`${eventId}:reminder-${reminder}:customer`}`,
  );
  return rows[0];
}

const remindersTo = async (address: string) =>
  (await svc.mails()).filter(
    (raw) => raw.split(/\r?\n/).includes(`To: ${address}`) && /Subject: Reminder/.test(raw),
  );

describe('estimate reminders', () => {
  it('sends a reminder still owed, once, with the days left and the respond link', async () => {
    const who = customer();
    const prep = await prepare(who);
    expect(await run(reminderJob(prep), DAYTIME())).toBe('sent');
    expect(await run(reminderJob(prep), DAYTIME())).toBe('already-settled');
    const mails = await mailsTo(svc, who.email, 2); // the estimate-ready e-mail and the reminder
    const reminder = must(mails.find((mail) => subjectOf(mail).startsWith('Reminder:')));
    expect(subjectOf(reminder)).toBe(
      `Reminder: your estimate ${who.estimateNumber} is waiting for your answer`,
    );
    expect(reminder.text).toContain('Estimate amount: $14,250.50');
    expect(reminder.text).toMatch(/\(2[67] days left\)/);
    expect(reminder.text).toMatch(
      /https:\/\/roof\.example\/estimate-tracker\?t=[A-Za-z0-9_-]{20,}/,
    );
    expect(reminder.raw).toMatch(/Content-Type: text\/html/);
    expect(await remindersTo(who.email)).toHaveLength(1);
  });

  it('is not sent once the customer answered (recorded as not sent)', async () => {
    const who = customer();
    const prep = await prepare(who);
    await svc.runtime.bus.publish(
      envelope(
        events.estimateResponded,
        responded(who, 'questions', 'Is the drip edge aluminium?'),
      ),
    );
    await waitFor(
      async () => (await followupStore.find(svc.service.ctx.db, who.estimateNumber))?.answeredAt,
    );
    expect(await run(reminderJob(prep), DAYTIME())).toBe('skipped:answered');
    expect(await run(reminderJob(prep, 'd7'), DAYTIME())).toBe('skipped:answered');
    expect(await reminderRecord(prep.eventId)).toMatchObject({
      delivered: true,
      delivered_at: null,
      last_error: 'not sent: answered',
    });
    // Settled: a retry does not reconsider it.
    expect(await run(reminderJob(prep), DAYTIME())).toBe('already-settled');
    expect(await remindersTo(who.email)).toHaveLength(0);
  });

  it('is not sent for a preparation that was replaced; the new one announces itself as updated', async () => {
    const who = customer();
    const first = await prepare(who, {
      preparedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    });
    const second = await prepare(who, { estimateAmount: '13900.00' });
    expect(await run(reminderJob(first), DAYTIME())).toBe('skipped:superseded');
    const mails = await mailsTo(svc, who.email, 2);
    expect(mails.map(subjectOf)).toContain(
      `Your updated estimate is ready (${who.estimateNumber})`,
    );
    expect(await run(reminderJob(second), DAYTIME())).toBe('sent');
  });

  it('is not sent once staff moved the estimate on (accepted by phone)', async () => {
    const who = customer();
    const prep = await prepare(who);
    await svc.runtime.bus.publish(
      envelope(
        events.quoteStatusChanged,
        statusChanged(who, 'accepted', { from: 'estimate_prepared' }),
      ),
    );
    await waitFor(
      async () => (await followupStore.find(svc.service.ctx.db, who.estimateNumber))?.answeredAt,
    );
    expect(await run(reminderJob(prep), DAYTIME())).toBe('skipped:answered');
  });

  it('is not sent when the customer wrote to us since the estimate was prepared', async () => {
    const who = customer();
    const prep = await prepare(who);
    await svc.service.ctx.db.execute(
      sql`insert into messaging.project_messages (estimate_number, sender_type, sender_name, message_content) values (${who.estimateNumber}, 'customer', 'Lorna', 'Thinking it over')`,
    );
    expect(await run(reminderJob(prep), DAYTIME())).toBe('skipped:customer-wrote');
    expect(await remindersTo(who.email)).toHaveLength(0);
  });

  it('is not sent after the estimate expired', async () => {
    const who = customer();
    const prep = await prepare(who, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    expect(await run(reminderJob(prep, 'd7'), DAYTIME())).toBe('skipped:expired');
  });

  it('waits out quiet hours: due at 23:00 Eastern, it is queued again for 08:00 under a new key', async () => {
    const who = customer();
    const prep = await prepare(who);
    const night = NIGHT();
    expect(await run(reminderJob(prep), night)).toBe('rescheduled');
    const morning = nextSendTime(night); // 08:00 Eastern the next day
    const rows = await rowsOf<{ id: string; data: { notBefore?: string } }>(
      svc,
      sql`select id, data from platform.jobs where id like ${`estimate-reminder-${who.estimateNumber}-%-d3-%`}`,
    );
    const stamp = (instant: string) => instant.replace(/[-:.]/g, '');
    expect(rows.map((row) => row.id)).toEqual([
      `estimate-reminder-${who.estimateNumber}-${stamp(prep.data.preparedAt)}-d3-${stamp(morning.toISOString())}`,
    ]);
    expect(rows[0]?.data.notBefore).toBe(morning.toISOString());
    expect(await reminderRecord(prep.eventId)).toBeUndefined();
    // When it runs (at 08:00, or a little early) it goes.
    expect(await run({ ...reminderJob(prep), notBefore: morning.toISOString() }, morning)).toBe(
      'sent',
    );
  });
});
