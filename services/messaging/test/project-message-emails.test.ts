import type { EventEnvelope, ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { wakeQueue } from '@roofing/platform';
import { jobs } from '@roofing/platform/job-queue/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { header, type Mail, mailbox } from '../../../test/support/mailbox.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { messagePostedNotification } from '../src/notifications/message-posted/notification.ts';
import { projectMessageDigests } from '../src/store/schema.ts';
import {
  headersFor,
  knownEstimate,
  portal,
  postedEventOf,
  postMessage,
  STAFF,
} from './support/conversation.ts';
import { redeliverAfterDuplicateWindow } from './support/mail-checks.ts';

/**
 * The e-mails of the project conversation: every customer message alerts the office once; team
 * messages reach the customer at most once per estimate in 10 minutes, saying how many arrived.
 */
let svc: ServiceHarness;
const PUBLIC_URL = 'https://www.shorefront.test';
beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL });
});
afterAll(async () => {
  await svc?.close();
});

/** The e-mails to one address whose subject contains `subject`, oldest first, decoded. */
const mailsTo = async (address: string, subject: string) =>
  (await mailbox(svc.dataDir).to(address)).filter((mail) =>
    (header(mail, 'Subject') ?? '').includes(subject),
  );
const TEAM = 'from your project team';

async function post(identity: Parameters<typeof headersFor>[1], body: Record<string, unknown>) {
  const response = await postMessage(svc, identity, body);
  expect(response.statusCode, response.body).toBe(201);
  const message = response.json() as ProjectMessage;
  return { ...(await postedEventOf(svc, message)), messageId: message.id };
}

/** Waits a moment in which nothing should happen, then answers what did. */
async function settle<T>(read: () => Promise<T>, ms = 1200): Promise<T> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return read();
}

const digestsOf = (estimateNumber: string) =>
  svc.runtime.database.db
    .select()
    .from(projectMessageDigests)
    .where(eq(projectMessageDigests.estimateNumber, estimateNumber))
    .orderBy(projectMessageDigests.id);

/** Moves a waiting digest job to now, as if its 10 minutes had passed. */
async function fastForward(digestId: number) {
  const moved = await svc.runtime.database.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(and(eq(jobs.state, 'waiting'), eq(jobs.id, `message-posted-emails-digest-${digestId}`)))
    .returning();
  expect(moved).toHaveLength(1);
  // Moved by hand, so nobody told the queue: wake its workers as an enqueue would (wakeQueue, the
  // NOTIFY an enqueue sends), or they would sleep until the job's old time (up to 30 s).
  await wakeQueue(svc.runtime.database.db, moved[0]?.queue ?? '');
}

const OFFICE = 'office@shorefrontroofing.com';

describe('a customer message', () => {
  it('alerts the office once, with the text and Reply-To the customer, whatever is repeated', async () => {
    const quote = await knownEstimate(svc, { firstName: 'Lena', lastName: 'Okafor' });
    const { estimateNumber } = quote;
    const event = await post(portal(estimateNumber), {
      estimateNumber,
      messageContent: 'The tarp blew off last night.\nCan someone come today?',
    });
    const subject = `New portal message from Lena Okafor (${estimateNumber})`;
    const [alert] = await waitFor(async () => {
      const found = await mailsTo(OFFICE, subject);
      return found.length > 0 ? found : undefined;
    });
    expect(header(alert as Mail, 'Reply-To')).toBe(quote.email);
    expect(alert?.text).toContain('The tarp blew off last night.');
    expect(alert?.text).toContain('Can someone come today?');
    expect(alert?.text).toContain(`${PUBLIC_URL}/admin/dashboard`);

    // The event delivered again, and the job enqueued again (same and new key): still one e-mail.
    await svc.runtime.bus.publish(event as EventEnvelope);
    const job = {
      eventId: event.id,
      correlationId: 'again',
      message: event.data,
      customerDigestId: null,
    };
    await svc.service.ctx.enqueue(messagePostedNotification.job, job, { key: event.id });
    await svc.service.ctx.enqueue(messagePostedNotification.job, job, { key: `${event.id}-retry` });
    expect(await settle(() => mailsTo(OFFICE, subject))).toHaveLength(1);
    // The customer is never sent their own text.
    expect(await mailsTo(quote.email, 'message')).toHaveLength(0);
  });
});

describe('team messages', () => {
  it('reach a customer who asked for the quote in Spanish in Spanish, with Spanish portal links', async () => {
    const quote = await knownEstimate(svc, { firstName: 'María', language: 'es' });
    const { estimateNumber, email } = quote;
    await post(STAFF, { estimateNumber, messageContent: 'Su permiso fue aprobado (secreto-es).' });
    const spanishSubject = 'Tiene un mensaje nuevo de su equipo del proyecto';
    const [mail] = await waitFor(async () => {
      const found = await mailsTo(email, spanishSubject);
      return found.length > 0 ? found : undefined;
    });
    expect(header(mail as Mail, 'Subject')).toBe(spanishSubject);
    expect(mail?.text).toContain('Hola, María:');
    expect(mail?.text).toContain('Su permiso fue aprobado (secreto-es).');
    expect(mail?.text).toMatch(
      new RegExp(`${PUBLIC_URL}\\/es\\/client-portal\\?t=[A-Za-z0-9_-]{20,}`),
    );
    expect(mail?.text).toContain('lang="es"');
    expect(mail?.text).not.toMatch(/\b(your|you have|project team)\b/i);
    expect(await mailsTo(email, TEAM)).toHaveLength(0);
  });

  it('e-mail the customer at once, then at most once per 10 minutes with how many arrived', async () => {
    const quote = await knownEstimate(svc, { firstName: 'Marco' });
    const { estimateNumber, email } = quote;
    await post(STAFF, { estimateNumber, messageContent: 'Your permit was approved (secret-1).' });
    const [first] = await waitFor(async () => {
      const found = await mailsTo(email, TEAM);
      return found.length > 0 ? found : undefined;
    });
    expect(header(first as Mail, 'Subject')).toBe('You have a new message from your project team');
    expect(first?.text).toContain('Hi Marco,');
    // The message itself, and a link that opens the portal on this estimate.
    expect(first?.text).toContain('Your permit was approved (secret-1).');
    expect(first?.text).toMatch(new RegExp(`${PUBLIC_URL}\\/client-portal\\?t=[A-Za-z0-9_-]{20,}`));
    expect(first?.text).toMatch(
      new RegExp(`href="${PUBLIC_URL}\\/client-portal\\?t=[A-Za-z0-9_-]{20,}"`),
    );
    expect(first?.text).not.toContain(`number=${estimateNumber}`);

    // Two more within the window: nothing now, one digest waiting for the window's end.
    const second = await post(STAFF, { estimateNumber, messageContent: 'Crew Monday (secret-2).' });
    await post(STAFF, { estimateNumber, senderType: 'project_manager', messageContent: 'At 8am.' });
    // A customer message in between changes nothing for the customer's e-mails.
    await post(portal(estimateNumber), { estimateNumber, messageContent: 'Great, thanks!' });
    expect(await settle(() => mailsTo(email, TEAM))).toHaveLength(1);
    const digests = await digestsOf(estimateNumber);
    expect(digests.map((digest) => digest.messageCount)).toEqual([1, 2]);
    const [opened, waiting] = digests;
    expect(opened?.claimedAt).not.toBeNull();
    expect(waiting?.claimedAt).toBeNull();
    const windowMs = (waiting?.sendAt.getTime() ?? 0) - (opened?.claimedAt?.getTime() ?? 0);
    expect(windowMs).toBe(10 * 60_000);
    expect((await svc.runtime.jobs.counts('notifications')).delayed).toBeGreaterThanOrEqual(1);

    // A team message delivered again once the bus no longer knows its id is not counted twice.
    await redeliverAfterDuplicateWindow(svc, second as EventEnvelope);
    await settle(async () => undefined, 500);
    expect((await digestsOf(estimateNumber)).map((digest) => digest.messageCount)).toEqual([1, 2]);

    await fastForward(waiting?.id ?? 0);
    const both = await waitFor(async () => {
      const found = await mailsTo(email, TEAM);
      return found.length >= 2 ? found : undefined;
    });
    expect(header(both[1] as Mail, 'Subject')).toBe(
      'You have 2 new messages from your project team',
    );
    // The digest quotes its own two messages, not the one e-mailed before.
    expect(both[1]?.text).toContain('Crew Monday (secret-2).');
    expect(both[1]?.text).toContain('At 8am.');
    expect(both[1]?.text).not.toContain('secret-1');
    expect(both[1]?.text).not.toContain('Great, thanks!');
    expect(await settle(() => mailsTo(email, TEAM))).toHaveLength(2);
  });

  it('send nothing when the customer has already read them in the portal', async () => {
    const { estimateNumber, email } = await knownEstimate(svc);
    const first = await post(STAFF, { estimateNumber, messageContent: 'First note' });
    await waitFor(async () => ((await mailsTo(email, TEAM)).length === 1 ? true : undefined));
    const late = await post(STAFF, { estimateNumber, messageContent: 'Second note' });
    for (const { messageId } of [first, late]) {
      const read = await svc.app.inject({
        method: 'PUT',
        url: `/api/project-messages/${messageId}/read`,
        headers: headersFor(svc, portal(estimateNumber)),
      });
      expect(read.statusCode).toBe(200);
    }
    const [, waiting] = await digestsOf(estimateNumber);
    await fastForward(waiting?.id ?? 0);
    await waitFor(async () => ((await digestsOf(estimateNumber))[1]?.claimedAt ? true : undefined));
    expect(await settle(() => mailsTo(email, TEAM))).toHaveLength(1);
  });
});
