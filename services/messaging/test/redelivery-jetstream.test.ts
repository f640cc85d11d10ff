import { randomBytes } from 'node:crypto';
import { type JetStreamManager, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope, ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { wakeQueue } from '@roofing/platform';
import { jobs } from '@roofing/platform/job-queue/schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { header, mailbox } from '../../../test/support/mailbox.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { projectMessageDigests } from '../src/store/schema.ts';
import { knownEstimate, postedEventOf, postMessage, STAFF } from './support/conversation.ts';

/**
 * The messaging service on NATS JetStream, where an event can truly arrive twice: the same event
 * (same id) published again once the stream's duplicate window has passed is stored and delivered
 * again. Only the consumer's inbox keeps its work from being done twice.
 */
const infra = inject('infra');
const DUPLICATE_WINDOW_MS = 1000;
const id = randomBytes(5).toString('hex');
const STREAM = `T_REDELIVERY_${id.toUpperCase()}`;
const PREFIX = `t${id}.`;
const PUBLIC_URL = 'https://www.shorefront.test';
const TEAM = 'from your project team';

describe.runIf(Boolean(infra.nats))(
  'an event redelivered by JetStream after its duplicate window',
  () => {
    let svc: ServiceHarness;
    let nc: NatsConnection;
    let jsm: JetStreamManager;

    beforeAll(async () => {
      nc = await connect({ servers: infra.nats as string });
      jsm = await jetstreamManager(nc);
      // The stream as the bus makes it, with a short duplicate window so a test can outlive it.
      await jsm.streams.add({
        name: STREAM,
        subjects: [`${PREFIX}*.*.*`],
        duplicate_window: DUPLICATE_WINDOW_MS * 1_000_000,
      });
      svc = await startService(messagingService, {
        NATS_URL: infra.nats as string,
        NATS_STREAM: STREAM,
        EVENT_SUBJECT_PREFIX: PREFIX,
        PUBLIC_URL,
      });
    });
    afterAll(async () => {
      await svc?.close();
      await jsm?.streams.delete(STREAM).catch(() => {});
      await nc?.close();
    });

    const storedMessages = async () => (await jsm.streams.info(STREAM)).state.messages;

    /** Until the consumer has acknowledged everything the stream holds for it. */
    const consumed = (durable: string) =>
      waitFor(
        async () => {
          const info = await jsm.consumers.info(STREAM, durable);
          return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
        },
        10_000,
        `${durable} caught up`,
      );

    const teamMails = async (email: string) =>
      (await mailbox(svc.dataDir).to(email)).filter((mail) =>
        (header(mail, 'Subject') ?? '').includes(TEAM),
      );

    async function teamPost(estimateNumber: string, messageContent: string) {
      const response = await postMessage(svc, STAFF, { estimateNumber, messageContent });
      expect(response.statusCode, response.body).toBe(201);
      return postedEventOf(svc, response.json() as ProjectMessage);
    }

    it('counts a team message into the customer e-mail once', async () => {
      const { estimateNumber, email } = await knownEstimate(svc, { firstName: 'Ines' });
      await teamPost(estimateNumber, 'Your permit was approved.');
      await waitFor(async () => ((await teamMails(email)).length === 1 ? true : undefined));

      // The next message waits in a digest for the 10-minute window.
      const second = await teamPost(estimateNumber, 'The crew comes Monday at 8.');
      await consumed('messaging-message-posted');

      // The same event again after the duplicate window: JetStream stores and delivers it.
      await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WINDOW_MS + 500));
      const before = await storedMessages();
      await svc.runtime.bus.publish(second as EventEnvelope);
      expect(await storedMessages()).toBe(before + 1);
      await consumed('messaging-message-posted');

      // The digest's job, as if its 10 minutes had passed: one message, said once.
      const [, waiting] = await svc.runtime.database.db
        .select()
        .from(projectMessageDigests)
        .where(eq(projectMessageDigests.estimateNumber, estimateNumber))
        .orderBy(projectMessageDigests.id);
      const moved = await svc.runtime.database.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(
          and(
            eq(jobs.state, 'waiting'),
            eq(jobs.id, `message-posted-emails-digest-${waiting?.id}`),
          ),
        )
        .returning();
      // Moved by hand, so nobody told the queue: wake its workers as an enqueue would (wakeQueue, the
      // NOTIFY an enqueue sends), or they would sleep until the job's old time (up to 30 s).
      await wakeQueue(svc.runtime.database.db, moved[0]?.queue ?? '');
      const [, digestMail] = await waitFor(async () => {
        const found = await teamMails(email);
        return found.length >= 2 ? found : undefined;
      });
      expect(header(digestMail as NonNullable<typeof digestMail>, 'Subject')).toBe(
        'You have a new message from your project team',
      );
      expect(digestMail?.text).toContain('The crew comes Monday at 8.');
      expect(digestMail?.text).not.toContain('Your permit was approved.');
    });
  },
);
