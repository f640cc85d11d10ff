import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, openEventStream } from '../support/event-stream.ts';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { verifiedPortalCookie } from '../support/portal-verify.ts';
import { type SignedInStaff, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/** Live updates (issue 26): the portal's and the back office's event streams, over HTTP. */
const PASSWORD = 'live-updates-password-2026';
let app: RunningApp;
let staff: SignedInStaff;

beforeAll(async () => {
  app = await startEmbeddedApp({ ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD });
  staff = await signInStaff(app.url, { username: 'office', password: PASSWORD });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const openStream = (path: string, headers: Record<string, string>) =>
  openEventStream(`${app.url}${path}`, headers);

const named = (stream: EventStream, event: string) =>
  stream.events.filter((e) => e.event === event);

let customers = 0;
async function newCustomer(): Promise<{ estimateNumber: string; cookie: string }> {
  customers += 1;
  const email = `live.${customers}.${Date.now()}@example.com`;
  const response = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ email })),
  });
  const { estimateNumber } = (await response.json()) as { estimateNumber: string };
  const cookie = await verifiedPortalCookie(app.url, app.dataDir, estimateNumber, email);
  return { estimateNumber, cookie };
}

async function officeWrites(estimateNumber: string, messageContent: string) {
  const response = await fetch(`${app.url}/api/project-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staff.headers },
    body: JSON.stringify({ estimateNumber, messageContent }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const ready = (stream: EventStream) =>
  waitFor(() => named(stream, 'ready')[0], 5000, 'the ready event');

describe('live updates', () => {
  it('answers 401 to a stream without a session', async () => {
    for (const path of ['/api/portal/events', '/api/staff/events']) {
      const stream = await openStream(path, {});
      expect(stream.status, path).toBe(401);
    }
    // A portal session is not a staff session.
    const { cookie } = await newCustomer();
    expect((await openStream('/api/staff/events', { cookie })).status).toBe(401);
  });

  it("gives a homeowner their own estimate's changes and never another customer's", async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const portal = await openStream('/api/portal/events', { cookie: mine.cookie });
    const office = await openStream('/api/staff/events', { cookie: staff.cookie });
    try {
      expect(portal.status).toBe(200);
      expect(portal.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(portal.headers.get('content-encoding')).toBeNull();
      await ready(portal);
      await ready(office);
      expect(portal.retry).toBeGreaterThan(0);

      await officeWrites(theirs.estimateNumber, 'Your shingles arrive Monday.');
      await officeWrites(mine.estimateNumber, 'The crew starts Tuesday.');

      const message = await waitFor(
        () => named(portal, 'project-message')[0],
        5000,
        'the portal to hear of its message',
      );
      expect(message.data).toMatchObject({
        estimateNumber: mine.estimateNumber,
        senderType: 'admin',
      });
      expect(message.id).toMatch(/^[0-9a-z]+-\d+$/);
      // Staff hear of both; by then the portal would have heard of the other one too.
      await waitFor(
        () => named(office, 'project-message').length >= 2 || undefined,
        5000,
        'the office stream',
      );
      expect(named(office, 'project-message').map((e) => e.data.estimateNumber)).toEqual([
        theirs.estimateNumber,
        mine.estimateNumber,
      ]);
      expect(named(portal, 'project-message')).toHaveLength(1);
      // Every event carries an id; the text itself is never on the stream.
      for (const event of portal.events) expect(event.id).not.toBe('');
      expect(JSON.stringify(portal.events)).not.toContain('crew starts');
    } finally {
      portal.close();
      office.close();
    }
  });

  it('resumes after Last-Event-ID, and tells a client with an unknown id to reset', async () => {
    const mine = await newCustomer();
    const first = await openStream('/api/portal/events', { cookie: mine.cookie });
    const lastId = (await ready(first)).id;
    first.close();

    // The office's stream shows when the message is on the bus (its outbox is relayed apart).
    const office = await openStream('/api/staff/events', { cookie: staff.cookie });
    await ready(office);
    await officeWrites(mine.estimateNumber, 'Missed while offline.');
    await waitFor(() => named(office, 'project-message')[0], 5000, 'the message on the bus');
    office.close();
    const resumed = await openStream('/api/portal/events', {
      cookie: mine.cookie,
      'last-event-id': lastId,
    });
    try {
      await ready(resumed);
      expect(resumed.events.map((e) => e.event)).toEqual(['project-message', 'ready']);
      expect(resumed.events[0]?.data.estimateNumber).toBe(mine.estimateNumber);
    } finally {
      resumed.close();
    }

    const stale = await openStream('/api/portal/events', {
      cookie: mine.cookie,
      'last-event-id': 'deadbeef-1',
    });
    try {
      await ready(stale);
      expect(stale.events.map((e) => e.event)).toEqual(['reset', 'ready']);
    } finally {
      stale.close();
    }
  });

  it('refuses a fourth stream of one session with 429 and frees a slot when one closes', async () => {
    const mine = await newCustomer();
    const open = [];
    for (let n = 0; n < 3; n++) {
      const stream = await openStream('/api/portal/events', { cookie: mine.cookie });
      expect(stream.status).toBe(200);
      await ready(stream);
      open.push(stream);
    }
    const refused = await openStream('/api/portal/events', { cookie: mine.cookie });
    expect(refused.status).toBe(429);
    // Another session is not counted against this one.
    const other = await newCustomer();
    const theirs = await openStream('/api/portal/events', { cookie: other.cookie });
    expect(theirs.status).toBe(200);
    theirs.close();

    open[0]?.close();
    const again = await waitFor(
      async () => {
        const stream = await openStream('/api/portal/events', { cookie: mine.cookie });
        return stream.status === 200 ? stream : undefined;
      },
      5000,
      'a freed slot',
    );
    again.close();
    for (const stream of open) stream.close();
  });
});
