import type { ProjectMessage } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  headersFor,
  knownEstimate,
  newEstimateNumber,
  portal,
  postMessage,
  STAFF,
} from './support/conversation.ts';

/**
 * GET /api/project-messages/unread-counts: the Recent Quotes list asks, for its page of
 * estimates in one call, how many customer messages the team has not read yet.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(messagingService);
});
afterAll(async () => {
  await svc?.close();
});

const counts = (numbers: string, identity: Parameters<typeof headersFor>[1]) =>
  svc.app.inject({
    url: `/api/project-messages/unread-counts?estimateNumbers=${encodeURIComponent(numbers)}`,
    headers: headersFor(svc, identity),
  });

async function posted(identity: Parameters<typeof headersFor>[1], body: Record<string, unknown>) {
  const response = await postMessage(svc, identity, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as ProjectMessage;
}

describe('GET /api/project-messages/unread-counts', () => {
  it('counts unread customer messages per estimate for staff, in one answer', async () => {
    const busy = await knownEstimate(svc);
    const quiet = await knownEstimate(svc);
    const unknown = newEstimateNumber();
    const first = await posted(portal(busy.estimateNumber), {
      estimateNumber: busy.estimateNumber,
      messageContent: 'Is Monday still on?',
    });
    await posted(portal(busy.estimateNumber), {
      estimateNumber: busy.estimateNumber,
      messageContent: 'Also, the gate code is 4411.',
    });
    // The team's own messages are not "unread customer messages".
    await posted(STAFF, { estimateNumber: quiet.estimateNumber, messageContent: 'Crew Monday.' });

    const numbers = `${busy.estimateNumber.toLowerCase()}, ${quiet.estimateNumber},${unknown}`;
    const answer = await counts(numbers, STAFF);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.json()).toEqual({
      counts: { [busy.estimateNumber]: 2, [quiet.estimateNumber]: 0, [unknown]: 0 },
    });

    // Read in the Communication tab: one fewer.
    const read = await svc.app.inject({
      method: 'PUT',
      url: `/api/project-messages/${first.id}/read`,
      headers: headersFor(svc, STAFF),
    });
    expect(read.statusCode).toBe(200);
    expect((await counts(busy.estimateNumber, STAFF)).json()).toEqual({
      counts: { [busy.estimateNumber]: 1 },
    });
  });

  it('is for staff only, and refuses a missing or oversized list', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    expect((await counts(estimateNumber, null)).statusCode).toBe(401);
    // A customer's portal session is no staff session.
    expect((await counts(estimateNumber, portal(estimateNumber))).statusCode).toBe(401);
    expect((await counts('', STAFF)).statusCode).toBe(400);
    expect((await counts('bad/number', STAFF)).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, () => newEstimateNumber()).join(',');
    expect((await counts(many, STAFF)).statusCode).toBe(400);
  });
});
