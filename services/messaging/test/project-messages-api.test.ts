import type { ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  headersFor,
  knownEstimate,
  newEstimateNumber,
  portal,
  postedEventOf,
  postMessage,
  STAFF,
} from './support/conversation.ts';

/** The project conversation API on its own: callers arrive signed, as from the gateway. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService);
});
afterAll(async () => {
  await svc?.close();
});

const list = (estimateNumber: string, identity: Parameters<typeof headersFor>[1]) =>
  svc.app.inject({
    url: `/api/project-messages/${estimateNumber}`,
    headers: headersFor(svc, identity),
  });
const unread = (
  estimateNumber: string,
  identity: Parameters<typeof headersFor>[1],
  reader?: string,
) =>
  svc.app.inject({
    url: `/api/project-messages/${estimateNumber}/unread-count${reader ? `?senderType=${reader}` : ''}`,
    headers: headersFor(svc, identity),
  });
const markRead = (id: string, identity: Parameters<typeof headersFor>[1]) =>
  svc.app.inject({
    method: 'PUT',
    url: `/api/project-messages/${id}/read`,
    headers: headersFor(svc, identity),
  });

async function posted(identity: Parameters<typeof headersFor>[1], body: Record<string, unknown>) {
  const response = await postMessage(svc, identity, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProjectMessage;
}

describe('who may read and write a conversation', () => {
  it('answers 401 to a caller without a session, on every route', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const message = await posted(portal(estimateNumber), {
      estimateNumber,
      messageContent: 'Hello',
    });
    expect((await list(estimateNumber, null)).statusCode).toBe(401);
    expect((await unread(estimateNumber, null)).statusCode).toBe(401);
    expect(
      (await postMessage(svc, null, { estimateNumber, messageContent: 'Hi' })).statusCode,
    ).toBe(401);
    expect((await markRead(message.id, null)).statusCode).toBe(401);
  });

  it("refuses another estimate's portal session with 403, and accepts any letter case", async () => {
    const mine = await knownEstimate(svc);
    const theirs = await knownEstimate(svc);
    const message = await posted(portal(theirs.estimateNumber), {
      estimateNumber: theirs.estimateNumber,
      messageContent: 'Private to my estimate',
    });
    const me = portal(mine.estimateNumber);
    expect((await list(theirs.estimateNumber, me)).statusCode).toBe(403);
    expect((await unread(theirs.estimateNumber, me)).statusCode).toBe(403);
    const intrusion = await postMessage(svc, me, {
      estimateNumber: theirs.estimateNumber,
      messageContent: 'Sneaking in',
    });
    expect(intrusion.statusCode).toBe(403);
    expect((await markRead(message.id, portal(mine.estimateNumber))).statusCode).toBe(403);
    const lower = await list(theirs.estimateNumber.toLowerCase(), portal(theirs.estimateNumber));
    expect(lower.statusCode).toBe(200);
    expect(lower.json()).toHaveLength(1);
  });

  it('lets staff read without the CSRF token but not post or mark read without it (403)', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const message = await posted(portal(estimateNumber), {
      estimateNumber,
      messageContent: 'Hi team',
    });
    const noToken = { ...STAFF, csrf: false };
    expect((await list(estimateNumber, noToken)).statusCode).toBe(200);
    const post = await postMessage(svc, noToken, { estimateNumber, messageContent: 'Reply' });
    expect(post.statusCode).toBe(403);
    expect((await markRead(message.id, noToken)).statusCode).toBe(403);
    expect((await list(estimateNumber, STAFF)).json()).toHaveLength(1);
  });

  it('answers 409 to a portal post for an estimate it has never heard of', async () => {
    const estimateNumber = newEstimateNumber();
    const response = await postMessage(svc, portal(estimateNumber), {
      estimateNumber,
      messageContent: 'Anyone there?',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
  });
});

describe('POST /api/project-messages', () => {
  it('takes the customer sender from the session, never from the body', async () => {
    const quote = await knownEstimate(svc, { firstName: 'Priya', lastName: 'Nand' });
    const message = await posted(portal(quote.estimateNumber.toLowerCase()), {
      estimateNumber: quote.estimateNumber.toLowerCase(),
      senderType: 'admin',
      senderName: 'Shorefront Roofing Team',
      senderEmail: 'office@shorefrontroofing.com',
      messageContent: '  When can the crew start?\nThe gate code is 4412.  ',
      messageType: 'text',
    });
    expect(message).toMatchObject({
      estimateNumber: quote.estimateNumber,
      senderType: 'customer',
      senderName: 'Priya Nand',
      senderEmail: null,
      messageContent: 'When can the crew start?\nThe gate code is 4412.',
      message: 'When can the crew start?\nThe gate code is 4412.',
      messageType: 'text',
      imageUrl: null,
      isRead: false,
    });
    expect(message.timestamp).toBe(message.createdAt);
    const event = await postedEventOf(svc, message);
    // The event names the stored row; the API names the message by its random public id.
    expect(message.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(event.data).toEqual({
      id: expect.any(Number),
      estimateNumber: quote.estimateNumber,
      senderType: 'customer',
      senderName: 'Priya Nand',
      excerpt: 'When can the crew start?\nThe gate code is 4412.',
      hasImage: false,
      postedAt: message.createdAt,
    });
  });

  it('posts staff messages as the team: admin, or project_manager when asked', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const admin = await posted(STAFF, {
      estimateNumber,
      messageContent: 'We will call you today.',
    });
    expect(admin).toMatchObject({
      senderType: 'admin',
      senderName: 'Shorefront Roofing Team',
      senderEmail: 'office@shorefrontroofing.com',
    });
    const manager = await posted(STAFF, {
      estimateNumber,
      senderType: 'project_manager',
      senderName: 'Someone Else',
      messageContent: 'Crew booked for Monday.',
    });
    expect(manager).toMatchObject({
      senderType: 'project_manager',
      senderName: 'Shorefront Roofing Team',
    });
  });

  it('carries a 280-character excerpt in its event, whole characters only', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const text = `${'🏠'.repeat(100)}${'a'.repeat(4800)}`;
    const message = await posted(portal(estimateNumber), { estimateNumber, messageContent: text });
    expect(message.messageContent).toBe(text);
    const event = await postedEventOf(svc, message);
    expect(event.data.excerpt.length).toBeLessThanOrEqual(280);
    expect(event.data.excerpt.endsWith('…')).toBe(true);
    expect(event.data.excerpt.startsWith('🏠'.repeat(100))).toBe(true);
  });

  it('refuses a blank or too long message, a foreign image link, and an image message without one', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const customer = portal(estimateNumber);
    for (const body of [
      { estimateNumber, messageContent: '   \n  ' },
      { estimateNumber, messageContent: 'x'.repeat(5001) },
      { estimateNumber, messageContent: 'Look', imageUrl: 'https://tracker.example/pixel.gif' },
      { estimateNumber, messageContent: 'Look', messageType: 'image' },
      {
        estimateNumber,
        messageContent: 'Look',
        imageUrl: '/api/project-messages/images/0b7e5c1e-2f1a-4c3b-9d8e-7f6a5b4c3d2e',
      },
    ]) {
      const response = await postMessage(svc, customer, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/project-messages/:estimateNumber', () => {
  it('lists oldest first with both readings of text and time, revalidated on every read', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    await posted(portal(estimateNumber), { estimateNumber, messageContent: 'First' });
    await posted(STAFF, { estimateNumber, messageContent: 'Second' });
    await posted(portal(estimateNumber), { estimateNumber, messageContent: 'Third' });
    const response = await list(estimateNumber, portal(estimateNumber));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const messages = response.json() as ProjectMessage[];
    expect(messages.map((message) => message.messageContent)).toEqual(['First', 'Second', 'Third']);
    for (const message of messages) {
      expect(message.message).toBe(message.messageContent);
      expect(message.timestamp).toBe(message.createdAt);
      // A customer's address is never handed out; team messages carry the office's.
      expect(message.senderEmail).toBe(
        message.senderType === 'customer' ? null : 'office@shorefrontroofing.com',
      );
    }
    expect(messages.map((message) => message.senderType)).toEqual([
      'customer',
      'admin',
      'customer',
    ]);
    expect((await list(newEstimateNumber(), STAFF)).json()).toEqual([]);
  });
});

describe('unread counts and marking read', () => {
  it('counts what the reader has not read from the other side, and only lets them mark that', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    const customer = portal(estimateNumber);
    const question = await posted(customer, { estimateNumber, messageContent: 'Question 1' });
    await posted(customer, { estimateNumber, messageContent: 'Question 2' });
    const answer = await posted(STAFF, { estimateNumber, messageContent: 'Answer' });

    const count = async (identity: Parameters<typeof headersFor>[1], reader?: string) => {
      const response = await unread(estimateNumber, identity, reader);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      return response.json().count as number;
    };
    expect(await count(customer, 'customer')).toBe(1); // the team's answer
    expect(await count(customer)).toBe(1); // a portal session reads as the customer
    expect(await count(STAFF, 'admin')).toBe(2); // the customer's questions
    expect(await count(STAFF, 'project_manager')).toBe(2);
    expect(await count(STAFF)).toBe(2);
    expect((await unread(estimateNumber, customer, 'someone')).statusCode).toBe(400);

    // Each side marks only the other side's messages.
    expect((await markRead(question.id, customer)).statusCode).toBe(403);
    expect((await markRead(answer.id, STAFF)).statusCode).toBe(403);
    const read = await markRead(answer.id, customer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: answer.id, isRead: true });
    expect((await markRead(answer.id, customer)).statusCode).toBe(200); // again: no harm
    expect((await markRead(question.id, STAFF)).json().isRead).toBe(true);
    expect(await count(customer, 'customer')).toBe(0);
    expect(await count(STAFF, 'admin')).toBe(1);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await markRead(unknown, STAFF)).statusCode).toBe(404);
    expect((await markRead(unknown, customer)).statusCode).toBe(404);
    // Ids are random, not serial: a row number does not name a message.
    expect((await markRead('1', STAFF)).statusCode).toBe(400);
  });
});
