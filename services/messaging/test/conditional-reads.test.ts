import type { ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionalGet, queriesOf } from '../../../test/support/conditional-reads.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { headersFor, knownEstimate, portal, postMessage, STAFF } from './support/conversation.ts';

/**
 * Issue 26: the polled reads of a conversation answer 304 from their ETag while nothing
 * changed, without a database query, and 200 with the new body once anything did.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService);
});
afterAll(async () => {
  await svc?.close();
});

const LIST_ROUTE = '/api/project-messages/:estimateNumber';
const UNREAD_ROUTE = '/api/project-messages/:estimateNumber/unread-count';
const COUNTS_ROUTE = '/api/project-messages/unread-counts';

async function posted(identity: Parameters<typeof headersFor>[1], estimateNumber: string) {
  const response = await postMessage(svc, identity, {
    estimateNumber,
    messageContent: `Message ${Math.random()}`,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProjectMessage;
}

describe('GET /api/project-messages/:estimateNumber, conditionally', () => {
  it('answers 304 with no body and no query while unchanged, 200 after a new message', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const customer = portal(estimateNumber);
    await posted(customer, estimateNumber);
    const url = `/api/project-messages/${estimateNumber}`;

    const first = await conditionalGet(svc, url, customer);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const before = await queriesOf(svc, LIST_ROUTE);
    const again = await conditionalGet(svc, url, customer, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(await queriesOf(svc, LIST_ROUTE)).toBe(before);
    // A list of tags, or the strong form of the same tag, matches too (RFC 9110 weak compare).
    const listed = await conditionalGet(svc, url, customer, `"nope", ${etag.slice(2)}`);
    expect(listed.statusCode).toBe(304);

    // The team answers: the customer's next poll gets the new list and a new tag.
    const answer = await posted(STAFF, estimateNumber);
    const changed = await conditionalGet(svc, url, customer, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const messages = changed.json() as ProjectMessage[];
    expect(messages.at(-1)?.id).toBe(answer.id);
    expect(await queriesOf(svc, LIST_ROUTE)).toBeGreaterThan(before);

    // Marking the answer read changes the list (its read flag): 200 again.
    const read = await svc.app.inject({
      method: 'PUT',
      url: `/api/project-messages/${answer.id}/read`,
      headers: headersFor(svc, customer),
    });
    expect(read.statusCode).toBe(200);
    const afterRead = await conditionalGet(svc, url, customer, changed.headers.etag as string);
    expect(afterRead.statusCode).toBe(200);
    expect((afterRead.json() as ProjectMessage[]).at(-1)?.isRead).toBe(true);
  });

  it('still checks who asks before answering 304', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const url = `/api/project-messages/${estimateNumber}`;
    const { etag } = (await conditionalGet(svc, url, STAFF)).headers;
    const other = await knownEstimate(svc);
    const stranger = await conditionalGet(svc, url, portal(other.estimateNumber), etag as string);
    expect(stranger.statusCode).toBe(403);
    expect((await conditionalGet(svc, url, null, etag as string)).statusCode).toBe(401);
  });
});

describe('unread counts, conditionally', () => {
  it('one estimate: 304 while unchanged, 200 with the new count after a message or a read', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const customer = portal(estimateNumber);
    const url = `/api/project-messages/${estimateNumber}/unread-count?senderType=customer`;
    const first = await conditionalGet(svc, url, customer);
    expect(first.json()).toEqual({ count: 0 });
    const etag = first.headers.etag as string;

    const before = await queriesOf(svc, UNREAD_ROUTE);
    expect((await conditionalGet(svc, url, customer, etag)).statusCode).toBe(304);
    expect(await queriesOf(svc, UNREAD_ROUTE)).toBe(before);

    const answer = await posted(STAFF, estimateNumber);
    const one = await conditionalGet(svc, url, customer, etag);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ count: 1 });

    // The other side's count of the same conversation is another answer: never the same tag.
    const staffView = await conditionalGet(
      svc,
      `/api/project-messages/${estimateNumber}/unread-count`,
      STAFF,
      one.headers.etag as string,
    );
    expect(staffView.statusCode).toBe(200);
    expect(staffView.json()).toEqual({ count: 0 });

    await svc.app.inject({
      method: 'PUT',
      url: `/api/project-messages/${answer.id}/read`,
      headers: headersFor(svc, customer),
    });
    const none = await conditionalGet(svc, url, customer, one.headers.etag as string);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ count: 0 });
  });

  it("the office's counts over many estimates: 304 while unchanged, 200 after a customer writes", async () => {
    const busy = await knownEstimate(svc);
    const quiet = await knownEstimate(svc);
    const url = `/api/project-messages/unread-counts?estimateNumbers=${busy.estimateNumber},${quiet.estimateNumber}`;
    const first = await conditionalGet(svc, url, STAFF);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;

    const before = await queriesOf(svc, COUNTS_ROUTE);
    expect((await conditionalGet(svc, url, STAFF, etag)).statusCode).toBe(304);
    expect(await queriesOf(svc, COUNTS_ROUTE)).toBe(before);
    // Another estimate's conversation is not in this answer: still 304.
    const elsewhere = await knownEstimate(svc);
    await posted(portal(elsewhere.estimateNumber), elsewhere.estimateNumber);
    expect((await conditionalGet(svc, url, STAFF, etag)).statusCode).toBe(304);

    await posted(portal(quiet.estimateNumber), quiet.estimateNumber);
    const changed = await conditionalGet(svc, url, STAFF, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      counts: { [busy.estimateNumber]: 0, [quiet.estimateNumber]: 1 },
    });
  });
});
