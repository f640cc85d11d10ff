import type { ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { describe, expect, it } from 'vitest';
import { conditionalGet } from '../../../test/support/conditional-reads.ts';
import { waitFor } from '../../../test/support/factories.ts';
import { replicasPossible, useTwoReplicas } from '../../../test/support/replicas.ts';
import { headersFor, knownEstimate, portal, postMessage, STAFF } from './support/conversation.ts';

/**
 * Two replicas of the messaging service on one database and one NATS: a change made through one
 * reaches the other's versions through the bus's change notices, so the other stops answering
 * 304 for a conversation that changed behind its back.
 */
describe.runIf(replicasPossible)('conditional reads across replicas', () => {
  const replicas = useTwoReplicas(messagingService, 'ETAG');

  it('a message posted or read through one replica makes the other answer 200', async () => {
    const writer = replicas.writer();
    const reader = replicas.reader();
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
