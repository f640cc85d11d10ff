import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { createDatabase } from '../src/database/index.ts';
import { createBullmqJobQueue } from '../src/job-queue/bullmq.ts';
import { createDatabaseJobQueue, JOB_QUEUE_MIGRATIONS } from '../src/job-queue/database.ts';
import type { Job, JobQueue } from '../src/job-queue/types.ts';
import { createLogger } from '../src/logger.ts';

/**
 * The job queue port: the database queue (embedded) and BullMQ (distributed) must agree on
 * what job code relies on — ids deduplicate, failures retry with exponential backoff, and a job
 * that runs out of attempts stays visible in `failed()`.
 */
const infra = inject('infra');
const logger = createLogger({ level: 'silent' });

let queues = 0;
/** A fresh queue per test, so counts are this test's alone. */
const freshQueue = () => `contract-queue-${++queues}`;

function describeJobQueueContract(name: string, open: () => Promise<JobQueue>) {
  describe(`job queue contract: ${name}`, () => {
    let jobs: JobQueue;

    beforeAll(async () => {
      jobs = await open();
    });
    afterAll(async () => {
      await jobs?.close();
    });

    /** Processes a queue, recording every run; `behave` may throw to fail a run. */
    async function runRecorded(queue: string, behave: (job: Job) => void = () => {}) {
      const runs: Array<Job & { at: number }> = [];
      await jobs.process(
        queue,
        async (job) => {
          runs.push({ ...job, at: Date.now() });
          behave(job);
        },
        { concurrency: 1 },
      );
      return runs;
    }

    const settled = (queue: string, state: 'completed' | 'failed', count = 1) =>
      waitFor(
        async () => {
          const counts = await jobs.counts(queue);
          const busy = counts.waiting + counts.active + counts.delayed;
          return (busy === 0 && counts[state] === count) || undefined;
        },
        10_000,
        `${count} ${state} job(s) in ${queue}`,
      );

    it('answers ping with true', async () => {
      await expect(jobs.ping()).resolves.toBe(true);
    });

    it('runs an enqueued job with its name and data', async () => {
      const queue = freshQueue();
      const runs = await runRecorded(queue);

      await jobs.enqueue(
        queue,
        'send-welcome',
        { quoteId: 42, to: 'a@example.com' },
        { id: 'q-42' },
      );

      await settled(queue, 'completed');
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({
        id: 'q-42',
        name: 'send-welcome',
        data: { quoteId: 42, to: 'a@example.com' },
        attempt: 1,
      });
    });

    it('starts within a second a job enqueued into a queue left idle', async () => {
      // An idle BullMQ worker sits in a long blocking read (issue 26 lengthened it): a new job
      // must wake it at once, not at the read's timeout.
      const queue = freshQueue();
      const runs = await runRecorded(queue);
      await new Promise((resolve) => setTimeout(resolve, 3000));

      const enqueuedAt = Date.now();
      await jobs.enqueue(queue, 'wake-up', {}, { id: 'idle-1' });
      await settled(queue, 'completed');

      expect(runs[0]?.at).toBeDefined();
      expect((runs[0]?.at ?? Number.POSITIVE_INFINITY) - enqueuedAt).toBeLessThan(1000);
    });

    it('ignores a second enqueue with the same id, before and after it ran', async () => {
      const queue = freshQueue();
      await jobs.enqueue(queue, 'once', { copy: 1 }, { id: 'same-id' });
      await jobs.enqueue(queue, 'once', { copy: 2 }, { id: 'same-id' });
      const runs = await runRecorded(queue);
      await settled(queue, 'completed');

      await jobs.enqueue(queue, 'once', { copy: 3 }, { id: 'same-id' });
      await jobs.enqueue(queue, 'second', {}, { id: 'another-id' });
      await settled(queue, 'completed', 2);

      expect(runs.map((run) => [run.id, run.data])).toEqual([
        ['same-id', { copy: 1 }],
        ['another-id', {}],
      ]);
    });

    it('says where a job is: waiting, then completed; missing when it never was', async () => {
      const queue = freshQueue();
      expect(await jobs.state(queue, 'nobody')).toBe('missing');
      await jobs.enqueue(queue, 'later', {}, { id: 'later', delayMs: 60_000 });
      expect(await jobs.state(queue, 'later')).toBe('delayed');
      await jobs.enqueue(queue, 'now', {}, { id: 'now' });
      expect(await jobs.state(queue, 'now')).toBe('waiting');
      await runRecorded(queue);
      await waitFor(
        async () => ((await jobs.state(queue, 'now')) === 'completed' ? true : undefined),
        10_000,
        'the job to complete',
      );
    });

    it('retries a failing job with growing gaps until it succeeds', async () => {
      const queue = freshQueue();
      const backoffMs = 60;
      const runs = await runRecorded(queue, (job) => {
        if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
      });

      await jobs.enqueue(queue, 'flaky', { n: 1 }, { id: 'flaky', attempts: 5, backoffMs });

      await settled(queue, 'completed');
      expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
      const [first, second, third] = runs.map((run) => run.at) as [number, number, number];
      const gaps = [second - first, third - second] as const;
      // Exponential: at least backoffMs, then at least twice that (timers may fire a few ms early;
      // a busy machine only makes the gaps longer).
      expect(gaps[0]).toBeGreaterThanOrEqual(backoffMs - 5);
      expect(gaps[1]).toBeGreaterThanOrEqual(2 * backoffMs - 5);
      expect(await jobs.failed(queue)).toEqual([]);
    });

    it('keeps a job that used up its attempts in failed() with the reason', async () => {
      const queue = freshQueue();
      const runs = await runRecorded(queue, () => {
        throw new Error('mailbox unavailable');
      });

      await jobs.enqueue(queue, 'doomed', { n: 1 }, { id: 'doomed', attempts: 2, backoffMs: 50 });

      await settled(queue, 'failed');
      expect(runs).toHaveLength(2);
      const failed = await jobs.failed(queue);
      expect(failed).toEqual([
        {
          id: 'doomed',
          name: 'doomed',
          attempts: 2,
          reason: 'mailbox unavailable',
          failedAt: expect.any(String),
        },
      ]);
      expect(Number.isNaN(Date.parse(failed[0]?.failedAt ?? ''))).toBe(false);
      expect(await jobs.counts(queue)).toEqual({
        waiting: 0,
        active: 0,
        delayed: 0,
        completed: 0,
        failed: 1,
      });
    });
  });
}

/** The embedded queue: jobs kept in the database (PGlite here). */
async function openDatabaseQueue(databaseUrl?: string): Promise<JobQueue> {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-jobs-'));
  const database = await createDatabase({ databaseUrl, dataDir });
  await database.migrate('platform', JOB_QUEUE_MIGRATIONS);
  const queue = createDatabaseJobQueue(database.db, logger);
  return {
    ...queue,
    kind: queue.kind,
    async close() {
      await queue.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describeJobQueueContract('database (PGlite)', () => openDatabaseQueue());

describe.runIf(Boolean(infra.redis))('on the shared Redis', () => {
  const url = infra.redis as string;
  const prefix = `t${randomBytes(5).toString('hex')}`;

  afterAll(async () => {
    const redis = new Redis(url);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });

  describeJobQueueContract('BullMQ', async () => createBullmqJobQueue({ url, prefix, logger }));
});

describe('database queue across a restart', () => {
  it('runs a job enqueued before the process stopped', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'platform-jobs-restart-'));
    const first = await createDatabase({ dataDir });
    await first.migrate('platform', JOB_QUEUE_MIGRATIONS);
    const before = createDatabaseJobQueue(first.db, logger);
    await before.enqueue('restart-queue', 'send', { n: 7 }, { id: 'job-7' });
    await before.close();
    await first.close();

    const second = await createDatabase({ dataDir });
    await second.migrate('platform', JOB_QUEUE_MIGRATIONS);
    const after = createDatabaseJobQueue(second.db, logger);
    const ran: Job[] = [];
    await after.process('restart-queue', async (job) => {
      ran.push(job);
    });
    await waitFor(
      () => (ran.length > 0 ? ran : undefined),
      5000,
      'the job to run after the restart',
    );
    expect(ran[0]).toMatchObject({ id: 'job-7', name: 'send', data: { n: 7 }, attempt: 1 });
    await after.close();
    await second.close();
    await rm(dataDir, { recursive: true, force: true });
  });
});
