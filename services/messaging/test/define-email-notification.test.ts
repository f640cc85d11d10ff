import { randomUUID } from 'node:crypto';
import { type ContactReceivedData, contactReceived, jobWireName } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { createEnvelope, subscriptionFor } from '@roofing/platform';
import { jobs } from '@roofing/platform/job-queue/schema';
import { like } from 'drizzle-orm';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { header, type Mail, mailbox } from '../../../test/support/mailbox.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { renderEmail } from '../src/emails/render.tsx';
import { defineEmailNotification, office } from '../src/notifications/define-email-notification.ts';
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
});
