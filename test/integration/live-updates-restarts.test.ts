import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EventStream,
  generationOf,
  openEventStream,
  type ReceivedEvent,
} from '../support/event-stream.ts';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { freePort } from '../support/free-port.ts';
import { verifiedPortalCookie } from '../support/portal-verify.ts';
import { type SignedInStaff, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Live updates across restarts (issue 26): a stream ends when the gateway stops, and the browser's
 * reconnection to the new process (with Last-Event-ID) is told to reset, then hears what follows;
 * with JetStream, an open stream keeps hearing events after the broker restarts, and is told to
 * reset when the broker came back without the stream's state.
 */
const PASSWORD = 'live-restarts-password-2026';
const credentials = { ADMIN_USERNAME: 'office', ADMIN_PASSWORD: PASSWORD };

const named = (stream: EventStream, event: string) =>
  stream.events.filter((e) => e.event === event);
const ready = (stream: EventStream) =>
  waitFor(() => named(stream, 'ready')[0], 10_000, 'the ready event');

async function newEstimate(url: string, email = `restart.${Date.now()}@example.com`) {
  const response = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest({ email })),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { estimateNumber: string }).estimateNumber;
}

async function officeWrites(
  url: string,
  staff: SignedInStaff,
  estimateNumber: string,
  messageContent: string,
) {
  const response = await fetch(`${url}/api/project-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...staff.headers },
    body: JSON.stringify({ estimateNumber, messageContent }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** The project-message events of `estimateNumber` the stream has heard, oldest first. */
const messagesOf = (stream: EventStream, estimateNumber: string): ReceivedEvent[] =>
  named(stream, 'project-message').filter((e) => e.data.estimateNumber === estimateNumber);

describe('live updates across a gateway restart (embedded)', () => {
  let dataDir: string;
  let app: RunningApp | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'live-restart-'));
  });
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends the streams when the gateway stops; reconnections to the new process reset and hear what follows', async () => {
    app = await startEmbeddedApp({ DATA_DIR: dataDir, ...credentials });
    const staff = await signInStaff(app.url, { username: 'office', password: PASSWORD });
    const email = `restart.portal.${Date.now()}@example.com`;
    const estimateNumber = await newEstimate(app.url, email);
    const portalCookie = await verifiedPortalCookie(app.url, dataDir, estimateNumber, email);
    const office = await openEventStream(`${app.url}/api/staff/events`, { cookie: staff.cookie });
    const portal = await openEventStream(`${app.url}/api/portal/events`, { cookie: portalCookie });
    expect([office.status, portal.status]).toEqual([200, 200]);
    await ready(office);
    await ready(portal);
    await officeWrites(app.url, staff, estimateNumber, 'Your permit was filed with the county.');
    const heard = await waitFor(
      () => messagesOf(portal, estimateNumber)[0],
      10_000,
      'the message before the restart',
    );

    // The gateway stops: the open streams end (EventSource then reconnects after `retry`).
    await app.close();
    app = undefined;
    await waitFor(() => (office.ended && portal.ended) || undefined, 5000, 'the streams to end');

    // The same installation starts again (same data directory): a new process, an empty buffer.
    // The staff session is kept in the database and the portal session's signature still
    // verifies, so the same cookies open the streams again.
    app = await startEmbeddedApp({ DATA_DIR: dataDir, ...credentials });
    const portalAgain = await openEventStream(`${app.url}/api/portal/events`, {
      cookie: portalCookie,
      'last-event-id': heard.id,
    });
    const officeAgain = await openEventStream(`${app.url}/api/staff/events`, {
      cookie: staff.cookie,
      'last-event-id': office.events.at(-1)?.id ?? '',
    });
    try {
      expect([officeAgain.status, portalAgain.status]).toEqual([200, 200]);
      for (const stream of [portalAgain, officeAgain]) {
        await ready(stream);
        // The new process cannot tell what was missed: the page is told to read everything again.
        expect(stream.events.map((e) => e.event)).toEqual(['reset', 'ready']);
        // Its ids never collide with the old process's: an old id is never taken for a new one.
        expect(generationOf(stream.events[0]?.id ?? '')).not.toBe(generationOf(heard.id));
      }

      await officeWrites(app.url, staff, estimateNumber, 'The crew arrives Thursday at 8 a.m.');
      for (const stream of [portalAgain, officeAgain]) {
        const after = await waitFor(
          () => messagesOf(stream, estimateNumber)[0],
          10_000,
          'the message after the restart',
        );
        expect(generationOf(after.id)).not.toBe(generationOf(heard.id));
      }
    } finally {
      portalAgain.close();
      officeAgain.close();
    }
  });
});

const NATS_SERVER = '/usr/sbin/nats-server';

/** A NATS server of this test's own (never the shared one), restartable on its port. */
function privateNats(port: number) {
  let child: ChildProcess | undefined;
  const listening = () =>
    new Promise<boolean>((resolve) => {
      const socket = connectTcp(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  return {
    url: `nats://127.0.0.1:${port}`,
    async start(storeDir: string) {
      child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
        stdio: 'ignore',
      });
      await waitFor(() => listening().then((up) => up || undefined), 10_000, 'nats-server');
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}

describe.runIf(existsSync(NATS_SERVER))('live updates across a NATS restart (JetStream)', () => {
  let nats: ReturnType<typeof privateNats>;
  let storeDir: string;
  let dataDir: string;
  let app: RunningApp;
  let staff: SignedInStaff;
  let estimateNumber: string;
  let stream: EventStream;

  beforeAll(async () => {
    storeDir = await mkdtemp(join(tmpdir(), 'live-nats-'));
    dataDir = await mkdtemp(join(tmpdir(), 'live-nats-app-'));
    nats = privateNats(await freePort());
    await nats.start(storeDir);
    app = await startApp();
    staff = await signInStaff(app.url, { username: 'office', password: PASSWORD });
    estimateNumber = await newEstimate(app.url);
    stream = await openEventStream(`${app.url}/api/staff/events`, { cookie: staff.cookie });
    expect(stream.status).toBe(200);
    await ready(stream);
    await officeWrites(app.url, staff, estimateNumber, 'We measured your roof on Monday.');
    await waitFor(() => messagesOf(stream, estimateNumber)[0], 15_000, 'the first message');
  }, 120_000);
  afterAll(async () => {
    stream?.close();
    await app?.close();
    await nats?.stop();
    await rm(storeDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  const startApp = () =>
    startEmbeddedApp({
      ...credentials,
      DATA_DIR: dataDir,
      NATS_URL: nats.url,
      NATS_STREAM: 'LIVE_RESTARTS',
      EVENT_SUBJECT_PREFIX: 'liverestarts.',
    });

  it('keeps an open stream hearing events after the broker restarts with its state', async () => {
    const before = messagesOf(stream, estimateNumber).length;
    await nats.stop();
    // Written while the broker is down: stored, and its event waits in the outbox.
    await officeWrites(app.url, staff, estimateNumber, 'Shingle delivery moved to Friday.');
    await nats.start(storeDir);
    await waitFor(
      () => messagesOf(stream, estimateNumber).length >= before + 1 || undefined,
      30_000,
      'the message written during the outage',
    );
    await officeWrites(app.url, staff, estimateNumber, 'The dumpster is on your driveway.');
    await waitFor(
      () => messagesOf(stream, estimateNumber).length >= before + 2 || undefined,
      30_000,
      'the message written after the restart',
    );
    expect(stream.ended).toBe(false);
    // Nothing was lost, so nothing is reset; each event has its own id.
    expect(named(stream, 'reset')).toHaveLength(0);
    const ids = messagesOf(stream, estimateNumber).map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  }, 60_000);

  it('tells an open stream to reset when the broker came back without its state, then goes on', async () => {
    const oldId = messagesOf(stream, estimateNumber).at(-1)?.id ?? '';
    await nats.stop();
    await rm(storeDir, { recursive: true, force: true });
    storeDir = await mkdtemp(join(tmpdir(), 'live-nats-'));
    await nats.start(storeDir);
    const reset = await waitFor(() => named(stream, 'reset')[0], 30_000, 'a reset event');
    expect(generationOf(reset.id)).not.toBe(generationOf(oldId));

    const before = messagesOf(stream, estimateNumber).length;
    await officeWrites(app.url, staff, estimateNumber, 'Final inspection is booked for June 3.');
    const after = await waitFor(
      () => messagesOf(stream, estimateNumber)[before],
      30_000,
      'the message after the broker lost its state',
    );
    expect(generationOf(after.id)).toBe(generationOf(reset.id));
    expect(stream.ended).toBe(false);
  }, 60_000);

  it('resumes a reconnection to a restarted gateway from JetStream, without a reset', async () => {
    // The browser was offline from here on; a message is sent meanwhile.
    const lastId = stream.events.at(-1)?.id ?? '';
    stream.close();
    const office = await openEventStream(`${app.url}/api/staff/events`, { cookie: staff.cookie });
    await ready(office);
    await officeWrites(app.url, staff, estimateNumber, 'Your warranty papers are in the portal.');
    await waitFor(() => messagesOf(office, estimateNumber)[0], 15_000, 'the message on the bus');

    await app.close();
    await waitFor(() => office.ended || undefined, 5000, 'the stream to end');
    app = await startApp();
    // The new process refills its buffer from JetStream, so the old id still means something.
    stream = await waitFor(
      async () => {
        const again = await openEventStream(`${app.url}/api/staff/events`, {
          cookie: staff.cookie,
          'last-event-id': lastId,
        });
        await ready(again);
        if (named(again, 'reset').length === 0) return again;
        again.close();
        return undefined;
      },
      15_000,
      'a resumed stream',
    );
    expect(stream.events.map((e) => e.event)).toEqual(['project-message', 'ready']);
    expect(stream.events[0]?.data.estimateNumber).toBe(estimateNumber);
    expect(generationOf(stream.events[0]?.id ?? '')).toBe(generationOf(lastId));
  }, 60_000);
});
