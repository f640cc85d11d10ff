import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { createDatabase, type Database, LISTENER_APPLICATION_NAME } from '../src/database/index.ts';
import { createInProcessEventBus } from '../src/event-bus/in-process.ts';
import { createDatabaseJobQueue, JOB_QUEUE_MIGRATIONS } from '../src/job-queue/database.ts';
import type { Job, JobQueue } from '../src/job-queue/types.ts';
import { createLogger } from '../src/logger.ts';
import { createEnvelope, startOutboxRelay, writeToOutbox } from '../src/outbox.ts';
import { migrationsFolder, outbox } from './fixtures/schema.ts';

/**
 * An idle process waits for work instead of polling (issue 26): the database job queue and the
 * outbox relay hear of new rows through LISTEN/NOTIFY once the writing transaction commits, from
 * another process too, and look on their own only rarely (the safety look, an hour long here, so
 * nothing below can pass by polling). On PGlite (embedded) and, when it runs, on PostgreSQL, where
 * the producer and the worker are two separate connections to one database, as two processes are.
 */
const infra = inject('infra');
const logger = createLogger({ level: 'silent' });
const HOUR_MS = 3_600_000;

interface Pair {
  /** Where work is written (another process, on PostgreSQL). */
  producer: Database;
  /** Where it is taken from. */
  worker: Database;
  /** Cuts the worker's listening connection (PostgreSQL only). */
  cutListener?: () => Promise<void>;
  close(): Promise<void>;
}

async function pgliteDatabase(): Promise<Pair> {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-notify-'));
  const database = await createDatabase({ dataDir });
  return {
    producer: database,
    worker: database,
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresDatabases(url: string): Promise<Pair> {
  const name = `t_notify_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-notify-'));
  const producer = await createDatabase({ databaseUrl: databaseUrl.toString(), dataDir });
  const worker = await createDatabase({ databaseUrl: databaseUrl.toString(), dataDir });
  return {
    producer,
    worker,
    async cutListener() {
      const { rows } = await admin.query(
        `select pid, pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and application_name = $2`,
        [name, LISTENER_APPLICATION_NAME],
      );
      expect(rows).toHaveLength(1);
      // Gone for good before the test writes anything (termination is asynchronous).
      await waitFor(
        async () => {
          const left = await admin.query('select 1 from pg_stat_activity where pid = $1', [
            rows[0].pid,
          ]);
          return left.rowCount === 0 || undefined;
        },
        10_000,
        'the listening backend to end',
      );
    },
    async close() {
      await producer.close();
      await worker.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function describeNotifications(engine: string, open: () => Promise<Pair>) {
  describe(`notifications instead of polling: ${engine}`, () => {
    let pair: Pair;
    let producerQueue: JobQueue;
    let workerQueue: JobQueue;
    let queues = 0;

    beforeAll(async () => {
      pair = await open();
      await pair.producer.migrate('platform', JOB_QUEUE_MIGRATIONS);
      await pair.producer.migrate('contract', migrationsFolder);
      // The producer never processes: it cannot wake the worker but through the database.
      producerQueue = createDatabaseJobQueue(pair.producer.db, logger);
      workerQueue = createDatabaseJobQueue(pair.worker.db, logger, {
        listen: pair.worker.listen,
        safetyLookMs: HOUR_MS,
      });
    });
    afterAll(async () => {
      await workerQueue?.close();
      await producerQueue?.close();
      await pair?.close();
    });

    async function processed() {
      const queue = `notify-queue-${++queues}`;
      const ran: Job[] = [];
      await workerQueue.process(queue, async (job) => void ran.push(job), { concurrency: 1 });
      return { queue, ran };
    }

    it('runs a job enqueued in a transaction once that commits', async () => {
      const { queue, ran } = await processed();

      await pair.producer.db.transaction(async (tx) => {
        await producerQueue.enqueue(queue, 'send', { n: 1 }, { id: 'in-tx', tx });
        await tx.execute(sql`select 1`); // more work before the commit
      });

      await waitFor(() => ran.length > 0 || undefined, 10_000, 'the committed job to run');
      expect(ran.map((job) => job.id)).toEqual(['in-tx']);
    });

    it('runs nothing from a transaction that rolled back', async () => {
      const { queue, ran } = await processed();

      await pair.producer.db
        .transaction(async (tx) => {
          await producerQueue.enqueue(queue, 'send', {}, { id: 'rolled-back', tx });
          throw new Error('roll back');
        })
        .catch(() => {});
      await producerQueue.enqueue(queue, 'send', {}, { id: 'after' });

      await waitFor(() => ran.length > 0 || undefined, 10_000, 'the later job to run');
      expect(ran.map((job) => job.id)).toEqual(['after']);
      expect(await workerQueue.state(queue, 'rolled-back')).toBe('missing');
    });

    it('runs a delayed job enqueued elsewhere when it falls due', async () => {
      const { queue, ran } = await processed();

      await producerQueue.enqueue(queue, 'later', {}, { id: 'delayed', delayMs: 1000 });
      expect(await workerQueue.state(queue, 'delayed')).toBe('delayed');

      await waitFor(() => ran.length > 0 || undefined, 10_000, 'the delayed job to run');
      expect(ran.map((job) => job.id)).toEqual(['delayed']);
    });

    it('publishes an outbox event written in a transaction, with no nudge', async () => {
      const bus = createInProcessEventBus(logger);
      const type = `contract.notified${queues}.happened`;
      const received: EventEnvelope[] = [];
      await bus.subscribe({
        durable: `notified-${queues}`,
        type,
        handle: async (e) => {
          received.push(e as EventEnvelope);
        },
      });
      const relay = startOutboxRelay({
        db: pair.worker.db,
        table: outbox,
        bus,
        logger,
        pollMs: HOUR_MS,
        safetyLookMs: HOUR_MS,
        listen: pair.worker.listen,
      });
      try {
        // The relay's first look at the empty outbox is past before anything is written.
        await relay.flush();
        const event = createEnvelope({ type, source: 'test', correlationId: 'c-1', data: {} });
        await pair.producer.db.transaction((tx) => writeToOutbox(tx, outbox, event));

        await waitFor(() => received.length > 0 || undefined, 10_000, 'the event to be published');
        expect(received.map((e) => e.id)).toEqual([event.id]);
      } finally {
        await relay.stop();
        await bus.close();
      }
    });

    // Only PostgreSQL has a connection to lose (PGlite runs in the process).
    if (engine === 'PostgreSQL') {
      it('runs a job enqueued while its listening connection was lost, once that is back', async () => {
        const { queue, ran } = await processed();

        await pair.cutListener?.();
        await producerQueue.enqueue(queue, 'send', {}, { id: 'during-the-cut' });

        await waitFor(() => ran.length > 0 || undefined, 15_000, 'the job after the reconnect');
        expect(ran.map((job) => job.id)).toEqual(['during-the-cut']);
      });
    }
  });
}

describeNotifications('PGlite', pgliteDatabase);
describe.runIf(Boolean(infra.postgres))('on the shared PostgreSQL', () => {
  describeNotifications('PostgreSQL', () => postgresDatabases(infra.postgres as string));
});

describe('the safety look', () => {
  let pair: Pair;
  let jobs: JobQueue;
  beforeAll(async () => {
    pair = await pgliteDatabase();
    await pair.worker.migrate('platform', JOB_QUEUE_MIGRATIONS);
    jobs = createDatabaseJobQueue(pair.worker.db, logger, {
      listen: pair.worker.listen,
      safetyLookMs: 200,
    });
  });
  afterAll(async () => {
    await jobs?.close();
    await pair?.close();
  });

  it('finds a job no notification announced', async () => {
    const ran: Job[] = [];
    await jobs.process('quiet-queue', async (job) => void ran.push(job));
    // The first looks are past: the queue has gone idle.
    await jobs.enqueue('quiet-queue', 'send', {}, { id: 'announced' });
    await waitFor(() => ran.length > 0 || undefined, 10_000, 'the announced job');
    // Written behind the queue's back: no NOTIFY, no wake-up.
    await pair.worker.db.execute(
      sql`insert into platform.jobs (queue, id, name, data, max_attempts, backoff_ms)
            values ('quiet-queue', 'unannounced', 'send', '{}', 1, 1000)`,
    );

    await waitFor(() => ran.length > 1 || undefined, 10_000, 'the safety look to find it');
    expect(ran.map((job) => job.id)).toEqual(['announced', 'unannounced']);
  });
});
