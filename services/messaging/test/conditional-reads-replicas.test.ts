import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { conditionalGet } from './support/conditional.ts';
import { headersFor, knownEstimate, portal, postMessage, STAFF } from './support/conversation.ts';

/**
 * Two replicas of the messaging service on one database and one NATS: a change made through one
 * reaches the other's versions through the bus's change notices, so the other stops answering
 * 304 for a conversation that changed behind its back.
 */
const infra = inject('infra');
const id = randomBytes(5).toString('hex');
const env = {
  NATS_URL: infra.nats ?? '',
  NATS_STREAM: `T_ETAG_${id.toUpperCase()}`,
  EVENT_SUBJECT_PREFIX: `t${id}.`,
};

describe.runIf(Boolean(infra.nats && infra.postgres))('conditional reads across replicas', () => {
  let writer: ServiceHarness;
  let reader: ServiceHarness;
  let nc: NatsConnection;

  beforeAll(async () => {
    writer = await startService(messagingService, env);
    reader = await startService(messagingService, {
      ...env,
      DATABASE_URL: writer.databaseUrl as string,
    });
    await waitFor(
      () => (writer.runtime.bus.changesLive() && reader.runtime.bus.changesLive()) || undefined,
      10_000,
      'both replicas hearing change notices',
    );
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    nc = await connect({ servers: env.NATS_URL });
    await (await jetstreamManager(nc)).streams.delete(env.NATS_STREAM).catch(() => {});
    await nc.close();
  });

  it('a message posted or read through one replica makes the other answer 200', async () => {
    const { estimateNumber } = await knownEstimate(writer);
    const customer = portal(estimateNumber);
    const url = `/api/project-messages/${estimateNumber}`;
    const first = await conditionalGet(reader, url, customer);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect((await conditionalGet(reader, url, customer, etag)).statusCode).toBe(304);

    const posted = await postMessage(writer, STAFF, {
      estimateNumber,
      messageContent: 'Crew at 8',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const answer = posted.json() as ProjectMessage;
    // The notice crosses the broker: the reader's next polls turn to 200 with the message.
    const fresh = await waitFor(async () => {
      const response = await conditionalGet(reader, url, customer, etag);
      return response.statusCode === 200 ? response : undefined;
    }, 5000);
    expect((fresh.json() as ProjectMessage[]).map((message) => message.id)).toEqual([answer.id]);

    const unreadUrl = `${url}/unread-count?senderType=customer`;
    const unread = await conditionalGet(reader, unreadUrl, customer);
    expect(unread.json()).toEqual({ count: 1 });
    const read = await writer.app.inject({
      method: 'PUT',
      url: `/api/project-messages/${answer.id}/read`,
      headers: headersFor(writer, customer),
    });
    expect(read.statusCode).toBe(200);
    const recount = await waitFor(async () => {
      const response = await conditionalGet(
        reader,
        unreadUrl,
        customer,
        unread.headers.etag as string,
      );
      return response.statusCode === 200 ? response : undefined;
    }, 5000);
    expect(recount.json()).toEqual({ count: 0 });
  });
});
