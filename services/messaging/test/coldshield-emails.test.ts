import { randomUUID } from 'node:crypto';
import {
  type ColdshieldFollowUpTriggeredData,
  type ColdshieldLeadCreatedData,
  coldshieldFollowUpTriggered,
  coldshieldLeadCreated,
} from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { createEnvelope } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { header, type Mail, mailbox } from '../../../test/support/mailbox.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { coldshieldFollowUpTriggeredNotification } from '../src/notifications/coldshield-follow-up-triggered/notification.ts';
import { coldshieldLeadCreatedNotification } from '../src/notifications/coldshield-lead-created/notification.ts';
import { deliverAgain, settle, stepsSettled, subjectOf } from './support/mail-checks.ts';

/**
 * The ColdShield e-mails, fed as the lead service's events into the messaging service alone: the
 * office alert and the lead's acknowledgement (at most one an hour per address), and the one
 * follow-up. Each once, even when the event is delivered again.
 */
let svc: ServiceHarness;
let mail: ReturnType<typeof mailbox>;
const PUBLIC_URL = 'https://www.shorefront.test';
const OFFICE = 'office@shorefrontroofing.com';
beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL });
  mail = mailbox(svc.dataDir);
});
afterAll(async () => {
  await svc?.close();
});

const DETAILS = 'Walk-in freezer ices up every August. Call after 2pm, ask for dock 3.';
const ADDRESS = '7420 Phillips Hwy, Jacksonville, FL 32256';

function lead(overrides: Partial<ColdshieldLeadCreatedData> = {}): ColdshieldLeadCreatedData {
  const tag = randomUUID().slice(0, 8);
  return {
    leadId: Math.floor(Math.random() * 1e6),
    name: 'Hector Ruiz',
    language: 'en',
    email: `hector.${tag}@firstcoastcold.example`,
    phone: '(904) 555-0131',
    address: ADDRESS,
    message: DETAILS,
    requestedAt: '2026-06-02T14:05:00.000Z',
    ...overrides,
  };
}

const created = (data: ColdshieldLeadCreatedData) =>
  createEnvelope({
    type: coldshieldLeadCreated.type,
    source: 'lead',
    correlationId: randomUUID(),
    data,
  });

/** Office alerts about one lead. */
const alertsFor = async (data: ColdshieldLeadCreatedData, subject: string) =>
  (await mail.to(OFFICE)).filter(
    (m) => header(m, 'Reply-To') === data.email && (header(m, 'Subject') ?? '').includes(subject),
  );
const first = <T>(list: T[]) => (list.length > 0 ? list : undefined);

describe('a thermal scan request', () => {
  it('alerts the office with every field and acknowledges the lead, once each', async () => {
    const data = lead();
    const event = created(data);
    await svc.runtime.bus.publish(event);
    const [alert] = await waitFor(async () => first(await alertsFor(data, 'ColdShield')));
    expect(header(alert as Mail, 'Subject')).toBe(
      `ColdShield thermal scan request from Hector Ruiz, ${ADDRESS}`,
    );
    for (const field of [data.name, data.phone, data.email, ADDRESS, DETAILS])
      expect(alert?.text).toContain(field);
    expect(alert?.text).toContain('Received: Tuesday, June 2, 2026 at 10:05 AM EDT');

    const [ack] = await waitFor(async () => first(await mail.to(data.email)));
    expect(subjectOf((ack as Mail).headers)).toBe(
      'Your free ColdShield thermal scan request – Shorefront Roofing',
    );
    expect(ack?.text).toContain('Hi Hector,');
    expect(ack?.text).toContain('free (a $500 value)');
    expect(ack?.text).toContain('Within 24 hours we call you');
    expect(ack?.text).toContain('Up to 40% less heat');
    expect(ack?.text).toContain('done in 14 days');
    expect(ack?.text).toContain('5-year warranty and a 30-day money-back guarantee');
    // The address is unverified: nothing the sender wrote besides the name comes back.
    expect(ack?.text).not.toContain('Walk-in freezer ices');
    expect(ack?.text).not.toContain('Phillips');

    // Delivered again to the consumer, and its job enqueued again under a new key: still one each.
    await stepsSettled(svc, event.id, 2);
    await deliverAgain(svc, coldshieldLeadCreatedNotification.consumer, event);
    await svc.service.ctx.enqueue(
      coldshieldLeadCreatedNotification.job,
      { eventId: event.id, correlationId: 'retry', lead: data },
      { key: `${event.id}-retry` },
    );
    await settle();
    expect(await mail.to(data.email)).toHaveLength(1);
    expect(await alertsFor(data, 'ColdShield')).toHaveLength(1);
  });

  it('says "(none given)" to the office when the lead left no details', async () => {
    const data = lead({ message: null });
    await svc.runtime.bus.publish(created(data));
    const [alert] = await waitFor(async () => first(await alertsFor(data, 'ColdShield')));
    expect(alert?.text).toContain('(none given)');
  });

  it('acknowledges one address at most once an hour, while every request alerts the office', async () => {
    const email = `cap.${randomUUID().slice(0, 8)}@example.com`;
    const leads = [1, 2, 3].map((n) => lead({ email, name: `Cap Lead ${n}` }));
    for (const data of leads) await svc.runtime.bus.publish(created(data));
    await waitFor(async () => {
      const alerts = (await mail.to(OFFICE)).filter((m) => header(m, 'Reply-To') === email);
      return alerts.length === 3 ? alerts : undefined;
    });
    await settle();
    expect(await mail.to(email)).toHaveLength(1);
  });
});

describe('the follow-up', () => {
  const triggered = (data: ColdshieldLeadCreatedData): ColdshieldFollowUpTriggeredData => {
    const { message: _message, ...facts } = data;
    return { ...facts, triggeredAt: '2026-06-04T14:05:00.000Z' };
  };
  const followUp = (data: ColdshieldFollowUpTriggeredData) =>
    createEnvelope({
      type: coldshieldFollowUpTriggered.type,
      source: 'lead',
      correlationId: randomUUID(),
      data,
    });

  it('e-mails the lead once, answers going to the office, and nudges the office', async () => {
    const data = triggered(lead());
    const event = followUp(data);
    await svc.runtime.bus.publish(event);
    const [mailToLead] = await waitFor(async () => first(await mail.to(data.email)));
    expect(subjectOf((mailToLead as Mail).headers)).toBe(
      "Let's book your free ColdShield thermal scan – Shorefront Roofing",
    );
    expect(header(mailToLead as Mail, 'Reply-To')).toBe(OFFICE);
    expect(mailToLead?.text).toContain("we haven't managed to reach you yet");
    expect(mailToLead?.text).toContain('(904) 555-0142');
    expect(mailToLead?.text).toContain('the only reminder we send');
    expect(mailToLead?.text).not.toContain('Phillips');

    const [nudge] = await waitFor(async () =>
      first(await alertsFor(data as never, 'not contacted')),
    );
    expect(header(nudge as Mail, 'Subject')).toBe(
      'ColdShield lead not contacted after 2 business days: Hector Ruiz',
    );
    expect(nudge?.text).toContain(ADDRESS);
    expect(nudge?.text).toContain(`${PUBLIC_URL}/admin/dashboard`);

    await stepsSettled(svc, event.id, 2);
    await deliverAgain(svc, coldshieldFollowUpTriggeredNotification.consumer, event);
    await settle();
    expect(await mail.to(data.email)).toHaveLength(1);
    expect(await alertsFor(data as never, 'not contacted')).toHaveLength(1);
  });

  it('sends one address at most one follow-up a day, however many leads it sent', async () => {
    const email = `follow.${randomUUID().slice(0, 8)}@example.com`;
    for (const n of [1, 2])
      await svc.runtime.bus.publish(followUp(triggered(lead({ email, leadId: n }))));
    await waitFor(async () => {
      const nudges = (await alertsFor({ email } as never, 'not contacted')).length;
      return nudges === 2 ? true : undefined;
    });
    await settle();
    expect(await mail.to(email)).toHaveLength(1);
  });
});
