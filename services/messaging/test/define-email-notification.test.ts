import { randomUUID } from 'node:crypto';
import { type ContactReceivedData, contactReceived, jobWireName } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { createEnvelope, queueProcessor, subscriptionFor } from '@roofing/platform';
import { jobs } from '@roofing/platform/job-queue/schema';
import { and, inArray, isNotNull, like } from 'drizzle-orm';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { header, type Mail, mailbox } from '../../../test/support/mailbox.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { renderEmail } from '../src/emails/render.tsx';
import { defineEmailNotification, office } from '../src/notifications/define-email-notification.ts';
import { customerNotifications, owedJobs } from '../src/store/schema.ts';
import { refusingMailTo } from './support/mail-checks.ts';

/**
 * The declaration itself, on a notification of its own (a made-up durable and job, so the
 * service's real ones do not run it): what its consumer enqueues, what its job sends, and what a
 * retry of the job sends again.
 */

let svc: ServiceHarness;
let mail: ReturnType<typeof mailbox>;
beforeAll(async () => {
  svc = await startService(messagingService);
  mail = mailbox(svc.dataDir);
});
afterAll(() => svc?.close());

const notification = defineEmailNotification({
  event: contactReceived,
  durable: 'test-declaration-contact',
  job: { name: 'test-declaration-emails', version: 3, payload: 'contact' },
  sends: (contact) => contact.subject !== 'silent',
  steps: [
    {
      step: 'customer',
      type: 'test_customer',
      to: (contact) => contact.email,
      email: (contact) =>
        renderEmail(`Hello ${contact.name}`, createElement('p', null, 'Thanks for writing.')),
    },
    {
      step: 'office',
      type: 'test_office',
      to: office,
      replyTo: (contact) => contact.email,
      email: (contact) =>
        renderEmail(`Message from ${contact.name}`, createElement('p', null, contact.message)),
    },
  ],
});

/** Renders made by `capped`'s customer template (a settled step must not be rendered again). */
let cappedRenders = 0;
/** A capped customer step (2 per address per hour) and the office's alert. */
const capped = defineEmailNotification({
  event: contactReceived,
  durable: 'test-declaration-capped',
  job: { name: 'test-declaration-capped-emails', version: 1, payload: 'contact' },
  steps: [
    {
      step: 'customer',
      type: 'test_capped_customer',
      to: (contact) => contact.email,
      cap: { max: 2, windowMs: 3600_000 },
      email: (contact) => {
        cappedRenders++;
        return renderEmail(`Capped ${contact.name}`, createElement('p', null, 'Counted.'));
      },
    },
    {
      step: 'office',
      type: 'test_capped_office',
      to: office,
      replyTo: (contact) => contact.email,
      email: (contact) =>
        renderEmail(`Capped alert ${contact.name}`, createElement('p', null, contact.message)),
    },
  ],
});

const contact = (overrides: Partial<ContactReceivedData> = {}): Required<ContactReceivedData> => ({
  contactId: 7,
  name: 'Declaration Test',
  phone: '(904) 555-0100',
  email: `declared.${randomUUID().slice(0, 8)}@example.com`,
  subject: 'repair',
  message: 'The ridge cap lifted.',
  receivedAt: new Date().toISOString(),
  language: 'en',
  textConsent: null,
  ...overrides,
});

const deliver = (event: ReturnType<typeof createEnvelope>, count: number) =>
  subscriptionFor(messagingService, notification.consumer, svc.service.ctx).handle(event, {
    count,
  });

const jobsOf = (eventId: string) =>
  svc.runtime.database.db
    .select({ id: jobs.id, name: jobs.name, data: jobs.data })
    .from(jobs)
    .where(like(jobs.id, `test-declaration-emails-${eventId}%`));

const mailsFor = async (address: string): Promise<Mail[]> => mail.to(address);

describe('defineEmailNotification', () => {
  it('derives the job from the event: its queue, wire name and payload under the given key', () => {
    expect(notification.job.queue).toBe('notifications');
    expect(jobWireName(notification.job)).toBe('test-declaration-emails@3');
    expect(notification.consumer.durable).toBe('test-declaration-contact');
    const data = contact();
    expect(
      notification.job.schema.parse({ eventId: 'e', correlationId: 'c', contact: data }),
    ).toEqual({ eventId: 'e', correlationId: 'c', contact: data });
    expect(notification.handlers).toEqual([notification.handler]);
  });

  it('enqueues one job per event, keyed by its id, however often the event is delivered', async () => {
    const data = contact();
    const event = createEnvelope({
      type: contactReceived.type,
      source: 'test',
      correlationId: 'declaration-test',
      data,
    });
    await deliver(event, 1);
    await deliver(event, 2);
    const enqueued = await jobsOf(event.id);
    expect(enqueued).toEqual([
      {
        id: `test-declaration-emails-${event.id}`,
        name: 'test-declaration-emails@3',
        data: { eventId: event.id, correlationId: 'declaration-test', contact: data },
      },
    ]);
  });

  it('enqueues nothing for an event its rule does not send', async () => {
    const event = createEnvelope({
      type: contactReceived.type,
      source: 'test',
      correlationId: 'declaration-test',
      data: contact({ subject: 'silent' }),
    });
    await deliver(event, 1);
    expect(await jobsOf(event.id)).toEqual([]);
  });

  it('sends each step once: a retried job repeats only the step that did not finish', async () => {
    const data = contact();
    const eventId = randomUUID();
    // The mail server refuses the office's e-mail once, after the customer's went out.
    const ctx = refusingMailTo(svc, svc.runtime.config.OFFICE_EMAIL);
    const run = (attempt: number) =>
      notification.handler.handle({
        data: { eventId, correlationId: 'declaration-test', contact: data },
        job: { id: `test-declaration-emails-${eventId}`, name: 'x', data: {}, attempt },
        ctx,
      });
    await expect(run(1)).rejects.toThrow('mail server refused');
    expect(await mailsFor(data.email)).toHaveLength(1);

    await run(2);
    await run(3);
    const [customer] = await mailsFor(data.email);
    expect(await mailsFor(data.email)).toHaveLength(1);
    expect(customer?.text).toContain('Thanks for writing.');
    const alerts = (await mail.to(svc.runtime.config.OFFICE_EMAIL)).filter(
      (m) => header(m, 'Reply-To') === data.email,
    );
    expect(alerts).toHaveLength(1);
  });

  it('sends nothing from a job whose event no longer qualifies', async () => {
    const data = contact({ subject: 'silent' });
    const eventId = randomUUID();
    await notification.handler.handle({
      data: { eventId, correlationId: 'declaration-test', contact: data },
      job: { id: `test-declaration-emails-${eventId}`, name: 'x', data: {}, attempt: 1 },
      ctx: svc.service.ctx,
    });
    expect(await mailsFor(data.email)).toHaveLength(0);
  });

  it('sends a capped step refused by the mail server on a retry, counting it once against the cap', async () => {
    const data = contact();
    const runCapped = (eventId: string, ctx = svc.service.ctx, attempt = 1) =>
      capped.handler.handle({
        data: { eventId, correlationId: 'declaration-test', contact: data },
        job: { id: `test-declaration-capped-emails-${eventId}`, name: 'x', data: {}, attempt },
        ctx,
      });
    const first = randomUUID();
    await expect(runCapped(first, refusingMailTo(svc, data.email))).rejects.toThrow(
      'mail server refused',
    );
    expect(await mailsFor(data.email)).toHaveLength(0);
    // The retry sends the step recorded by the failed run: its slot, not a new one.
    await runCapped(first, svc.service.ctx, 2);
    expect(await mailsFor(data.email)).toHaveLength(1);
    await runCapped(randomUUID());
    await runCapped(randomUUID());
    // Two a window: the retried step and the second job's; the third job's is held back.
    expect(await mailsFor(data.email)).toHaveLength(2);
    const alerts = (await mail.to(svc.runtime.config.OFFICE_EMAIL)).filter(
      (m) => header(m, 'Reply-To') === data.email,
    );
    expect(alerts).toHaveLength(3);
  });

  it('neither sends nor renders again the steps of a job retried after they were marked sent', async () => {
    const data = contact();
    const eventId = randomUUID();
    const run = (attempt: number) =>
      capped.handler.handle({
        data: { eventId, correlationId: 'declaration-test', contact: data },
        job: { id: `test-declaration-capped-emails-${eventId}`, name: 'x', data: {}, attempt },
        ctx: svc.service.ctx,
      });
    await run(1);
    const renders = cappedRenders;
    // As after a crash between the last mark and the queue hearing of the job's end.
    await run(2);
    expect(cappedRenders).toBe(renders);
    expect(await mailsFor(data.email)).toHaveLength(1);
    const alerts = (await mail.to(svc.runtime.config.OFFICE_EMAIL)).filter(
      (m) => header(m, 'Reply-To') === data.email,
    );
    expect(alerts).toHaveLength(1);
  });

  it('marks every e-mail of jobs running side by side delivered, each sent once', async () => {
    const runs = Array.from({ length: 12 }, () => ({ eventId: randomUUID(), data: contact() }));
    await Promise.all(
      runs.map(({ eventId, data }) =>
        notification.handler.handle({
          data: { eventId, correlationId: 'declaration-test', contact: data },
          job: { id: `test-declaration-emails-${eventId}`, name: 'x', data: {}, attempt: 1 },
          ctx: svc.service.ctx,
        }),
      ),
    );
    // Each job returned only once its marks had committed (several jobs' marks in one statement).
    const rows = await svc.runtime.database.db
      .select({ key: customerNotifications.dedupeKey, delivered: customerNotifications.delivered })
      .from(customerNotifications)
      .where(
        inArray(
          customerNotifications.dedupeKey,
          runs.flatMap(({ eventId }) => [`${eventId}:customer`, `${eventId}:office`]),
        ),
      );
    expect(rows).toHaveLength(24);
    expect(rows.every((row) => row.delivered)).toBe(true);
    for (const { data } of runs) expect(await mailsFor(data.email)).toHaveLength(1);
  });

  it('settles the owed row of each job that succeeds, jobs ending side by side included', async () => {
    // As the BullMQ worker runs them: the processor settles each job's owed row as it succeeds.
    const processor = queueProcessor(
      notification.job.queue,
      [notification.handler],
      svc.service.ctx,
      owedJobs,
    );
    const runs = Array.from({ length: 8 }, () => {
      const eventId = randomUUID();
      return {
        id: `test-declaration-emails-${eventId}`,
        data: { eventId, correlationId: 'declaration-test', contact: contact() },
      };
    });
    await svc.runtime.database.db.insert(owedJobs).values(
      runs.map(({ id, data }) => ({
        id,
        queue: notification.job.queue,
        name: jobWireName(notification.job),
        data,
      })),
    );
    await Promise.all(
      runs.map(({ id, data }) =>
        processor({ id, name: jobWireName(notification.job), data, attempt: 1 }),
      ),
    );
    const settled = await svc.runtime.database.db
      .select({ id: owedJobs.id })
      .from(owedJobs)
      .where(
        and(
          inArray(
            owedJobs.id,
            runs.map(({ id }) => id),
          ),
          isNotNull(owedJobs.doneAt),
        ),
      );
    expect(settled).toHaveLength(8);
  });
});
