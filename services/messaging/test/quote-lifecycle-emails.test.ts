import { formatAnswerBy } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { estimateRespondedNotification } from '../src/notifications/estimate-responded/notification.ts';
import { visitRescheduledNotification } from '../src/notifications/visit-rescheduled/notification.ts';
import { redeliverAfterDuplicateWindow, stepsSettled } from './support/mail-checks.ts';
import {
  customer,
  envelope,
  events,
  mailsTo,
  must,
  officeMailsAbout,
  prepared,
  rescheduled,
  responded,
  rowsOf,
  STREET,
  settledMailsTo,
  statusChanged,
  subjectOf,
} from './support/quote-events.ts';

/**
 * The quote lifecycle's e-mails, fed as the quote service's events into the messaging service
 * alone: each e-mail once (even when the event arrives twice), as HTML with a text part, with the
 * customer's free text kept out of what the customer receives (except their own notes in their
 * acceptance receipt: the record of what they agreed to).
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

/** Lets the consumers and the e-mail jobs settle, then counts what reached `address`. */
const settledCount = async (address: string) => (await settledMailsTo(svc, address, 400)).length;

async function notifications(estimateNumber: string) {
  const rows = await rowsOf<{
    notification_type: string;
    delivered: boolean;
  }>(
    svc,
    sql`select notification_type, delivered from messaging.customer_notifications where estimate_number = ${estimateNumber} order by id`,
  );
  return rows;
}

describe('project status e-mails', () => {
  it('announces the site visit with its date and time in Eastern words, once, as HTML and text', async () => {
    const who = customer();
    const event = envelope(
      events.quoteStatusChanged,
      statusChanged(who, 'site_visit_scheduled', { scheduledDate: '2026-12-03T19:00:00.000Z' }),
    );
    await svc.runtime.bus.publish(event);
    // Delivered again once the bus no longer knows its id: the consumer's inbox drops it.
    await redeliverAfterDuplicateWindow(svc, event);
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your roof inspection is scheduled (${who.estimateNumber})`);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.text).toContain('Visit: Thursday, December 3, 2026 at 2:00 PM ET');
    expect(mail.text).toContain('Hi Lorna,');
    expect(mail.text).toMatch(/https:\/\/roof\.example\/estimate-tracker\?t=[A-Za-z0-9_-]{20,}/);
    expect(mail.text).toContain('Florida license CCC1334187');
    expect(mail.text).not.toContain(STREET);
    expect(await settledCount(who.email)).toBe(1);
  });

  it('tells the customer work started and finished (warranty, review), nothing for other statuses', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(events.quoteStatusChanged, statusChanged(who, 'accepted')),
    );
    await svc.runtime.bus.publish(
      envelope(events.quoteStatusChanged, statusChanged(who, 'in_progress', { from: 'accepted' })),
    );
    const started = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(started)).toContain('Work on your roof has started');
    expect(started.text).toContain('https://roof.example/client-portal');
    await svc.runtime.bus.publish(
      envelope(events.quoteStatusChanged, statusChanged(who, 'completed', { from: 'in_progress' })),
    );
    const done = must(
      (await mailsTo(svc, who.email, 2)).find((mail) => subjectOf(mail).includes('complete')),
    );
    // SPEC-DECISIONS "Warranty terms": 25 years on materials, 10 years on workmanship.
    expect(done.text).toContain('25 years on materials');
    expect(done.text).toContain('10 years on workmanship');
    expect(done.text).not.toMatch(/\b5-year/);
    expect(done.text).toContain('Leave a review');
    expect(await settledCount(who.email)).toBe(2);
    expect((await notifications(who.estimateNumber)).map((row) => row.notification_type)).toEqual([
      'work_in_progress',
      'project_completed',
    ]);
  });
});

describe('site visit moved', () => {
  it('gives the new and the previous time in Eastern words, once through redelivery and retry', async () => {
    const who = customer();
    const visit = rescheduled(who, '2026-12-03T19:00:00.000Z', '2026-12-04T14:30:00.000Z');
    const event = envelope(events.visitRescheduled, visit);
    await svc.runtime.bus.publish(event);
    // Delivered again once the bus no longer knows its id: the consumer's inbox drops it.
    await redeliverAfterDuplicateWindow(svc, event);
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Your roof inspection has been rescheduled (${who.estimateNumber})`,
    );
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    for (const line of [
      'Hi Lorna,',
      'The earlier time no longer applies.',
      'New visit: Friday, December 4, 2026 at 9:30 AM ET',
      'Previously: Thursday, December 3, 2026 at 2:00 PM ET',
    ])
      expect(mail.text).toContain(line);
    // The link carries a single-use token, never the estimate number.
    expect(mail.text).toMatch(
      /Track your estimate https:\/\/roof\.example\/estimate-tracker\?t=[A-Za-z0-9_-]{20,}/,
    );
    expect(mail.text).not.toContain(`number=${who.estimateNumber}`);
    expect(mail.text).not.toContain(STREET);

    // A retried job (same event id) finds the step done and sends nothing more. (The first job
    // marks the step delivered just after the send: wait for that, as BullMQ's retry would.)
    await stepsSettled(svc, event.id, 1);
    await visitRescheduledNotification.handler.handle({
      data: { eventId: event.id, correlationId: 'retry', visit },
      job: { id: 'retry', name: 'visit-rescheduled-emails@1', data: {}, attempt: 2 },
      ctx: svc.service.ctx,
    });
    expect(await settledCount(who.email)).toBe(1);
    expect(await notifications(who.estimateNumber)).toEqual([
      { notification_type: 'site_visit_rescheduled', delivered: true },
    ]);
  });

  it('words a first date and a cleared one; says nothing once the project is over', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(
        events.visitRescheduled,
        rescheduled(who, null, '2026-07-14T13:00:00.000Z', { status: 'estimate_prepared' }),
      ),
    );
    const first = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(first)).toBe(`Your roof inspection is scheduled (${who.estimateNumber})`);
    expect(first.text).toContain('Visit: Tuesday, July 14, 2026 at 9:00 AM ET');
    expect(first.text).not.toContain('New visit');
    expect(first.text).not.toContain('Previously');

    await svc.runtime.bus.publish(
      envelope(events.visitRescheduled, rescheduled(who, '2026-07-14T13:00:00.000Z', null)),
    );
    const cleared = must(
      (await mailsTo(svc, who.email, 2)).find((mail) => subjectOf(mail).includes('new time')),
    );
    expect(subjectOf(cleared)).toBe(
      `Your roof inspection needs a new time (${who.estimateNumber})`,
    );
    expect(cleared.text).toContain('Cancelled visit: Tuesday, July 14, 2026 at 9:00 AM ET');
    expect(cleared.text).toContain('We will call you within one business day');

    await svc.runtime.bus.publish(
      envelope(
        events.visitRescheduled,
        rescheduled(who, null, '2026-08-01T13:00:00.000Z', { status: 'completed' }),
      ),
    );
    expect(await settledCount(who.email)).toBe(2);
  });
});

describe('estimate ready', () => {
  it('gives the amount, an excerpt of the notes, the days to answer and the respond link', async () => {
    const who = customer();
    const data = prepared(who);
    const event = envelope(events.estimatePrepared, data);
    await svc.runtime.bus.publish(event);
    // Delivered again once the bus no longer knows its id: the consumer's inbox drops it.
    await redeliverAfterDuplicateWindow(svc, event);
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your roofing estimate is ready (${who.estimateNumber})`);
    expect(mail.text).toContain('Estimate amount: $14,250.50');
    // The end of the 30th day after the estimate was prepared, named in Eastern time.
    expect(mail.text).toContain(`Answer by: ${formatAnswerBy(data.expiresAt)} (30 days left)`);
    expect(mail.text).toMatch(/Answer by: \w+day, \w+ \d{1,2}, \d{4} at 11:59 PM ET/);
    expect(mail.text).toContain('Status: Estimate Ready');
    expect(mail.text).toMatch(
      /See your project's progress https:\/\/roof\.example\/project-status\?t=[A-Za-z0-9_-]{20,}/,
    );
    expect(mail.text).toContain('Tear off the existing shingles down to the deck');
    expect(mail.text).not.toContain('quoted separately if you wish');
    expect(mail.text).toContain('…');
    expect(mail.text).toMatch(
      /Review and respond to your estimate https:\/\/roof\.example\/estimate-tracker\?t=[A-Za-z0-9_-]{20,}/,
    );
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(await settledCount(who.email)).toBe(1);

    // The two reminders wait in the queue, keyed by the estimate and its preparation.
    const rows = await rowsOf<{ id: string; due: string }>(
      svc,
      sql`select id, run_at as due from platform.jobs where id like ${`estimate-reminder-${who.estimateNumber}-%`} order by run_at`,
    );
    const stamp = data.preparedAt.replace(/[-:.]/g, '');
    expect(rows.map((row) => row.id)).toEqual([
      `estimate-reminder-${who.estimateNumber}-${stamp}-d3`,
      `estimate-reminder-${who.estimateNumber}-${stamp}-d7`,
    ]);
    const dueInDays = (row: { due: string } | undefined) =>
      Math.round((new Date(must(row).due).getTime() - Date.parse(data.preparedAt)) / 86_400_000);
    expect([dueInDays(rows[0]), dueInDays(rows[1])]).toEqual([3, 7]);
  });
});

describe('answers to an estimate', () => {
  it('sends the customer an acceptance receipt with the audit details, and alerts the office', async () => {
    const who = customer();
    const answer = responded(who, 'accepted', 'Please start after January 5.');
    const event = envelope(events.estimateResponded, answer);
    await svc.runtime.bus.publish(event);
    // Delivered again once the bus no longer knows its id: the consumer's inbox drops it.
    await redeliverAfterDuplicateWindow(svc, event);
    const receipt = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(receipt)).toBe(`Receipt: you accepted estimate ${who.estimateNumber}`);
    for (const line of [
      'Amount accepted: $14,250.50',
      'Accepted on: Friday, December 4, 2026 at 10:05 AM EST',
      'From address: 203.0.113.7',
      'Browser: Safari on iOS (Mozilla/5.0 (iPhone;',
      `Estimate version (SHA-256): ${must(answer.acceptance).estimateHash}`,
      'Architectural shingles, new drip edge.',
      'Permit included.',
      'Please start after January 5.',
    ])
      expect(receipt.text).toContain(line);
    expect(receipt.text).not.toContain(STREET);

    const alert = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(alert)).toBe(
      `Estimate ${who.estimateNumber} accepted: Lorna ${who.lastName}, Atlantic Beach`,
    );
    expect(alert.text).toMatch(new RegExp(`^Reply-To: ${who.email}$`, 'm'));
    expect(alert.text).toContain('Please start after January 5.');
    expect(alert.text).toContain(STREET);

    // A retried job (same event id) finds both steps done and sends nothing more.
    await stepsSettled(svc, event.id, 2);
    await estimateRespondedNotification.handler.handle({
      data: { eventId: event.id, correlationId: 'retry', answer },
      job: { id: 'retry', name: 'estimate-responded-emails@1', data: {}, attempt: 2 },
      ctx: svc.service.ctx,
    });
    expect(await settledCount(who.email)).toBe(1);
    expect(await officeMailsAbout(svc, who.estimateNumber)).toHaveLength(1);
  });

  it('acknowledges questions (one business day) without repeating them; the office gets them', async () => {
    const who = customer();
    const question = 'Can you match the neighbour’s colour? Call me after 6.';
    await svc.runtime.bus.publish(
      envelope(events.estimateResponded, responded(who, 'questions', question)),
    );
    const ack = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(ack)).toBe(`We received your questions about estimate ${who.estimateNumber}`);
    expect(ack.text).toContain('within one business day');
    expect(ack.text).not.toContain('neighbour');
    const alert = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(alert)).toContain(`Questions on estimate ${who.estimateNumber}`);
    expect(alert.text).toContain(question);
  });

  it('acknowledges a decline with no pressure and the door open', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(events.estimateResponded, responded(who, 'declined', 'Went with my cousin’s crew.')),
    );
    const ack = must((await mailsTo(svc, who.email))[0]);
    expect(ack.text).toContain('no hard feelings');
    expect(ack.text).toContain("we won't follow up");
    expect(ack.text).toContain('If your plans change');
    expect(ack.text).not.toContain('cousin');
    const alert = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(alert)).toContain(`Estimate ${who.estimateNumber} declined`);
    expect(alert.text).toContain('cousin');
  });
});
