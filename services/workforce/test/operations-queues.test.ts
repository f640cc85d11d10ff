import { randomBytes } from 'node:crypto';
import type { OperationsQueues, QueueOverview } from '@roofing/contracts';
import { IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { ADMIN, callAs, OFFICE } from './support/staff.ts';

/**
 * The operations dashboard's API (issue 26): admins only; a job that used up its attempts is a
 * dead letter with its error, and a retry puts it back to run. Embedded (the database's queue)
 * and, when the run has Redis, distributed (BullMQ, with bull-board behind the same check).
 */
const infra = inject('infra');
const QUEUE = 'leads';

const overview = async (svc: ServiceHarness) => {
  const answer = await callAs(svc, ADMIN, 'GET', '/api/admin/queues');
  expect(answer.statusCode).toBe(200);
  return answer.json() as OperationsQueues;
};
const queueOf = (body: OperationsQueues): QueueOverview => {
  const queue = body.queues.find((candidate) => candidate.name === QUEUE);
  if (!queue) throw new Error(`no ${QUEUE} queue in the answer`);
  return queue;
};

/** Jobs on `leads` fail while their id is in here (one attempt each), then succeed. */
const failing = new Set<string>();

async function failOneJob(svc: ServiceHarness) {
  const id = `dashboard-test-${randomBytes(4).toString('hex')}`;
  failing.add(id);
  await svc.runtime.jobs.enqueue(QUEUE, 'dashboard-probe@1', { n: 1 }, { id, attempts: 1 });
  await waitFor(async () => (await svc.runtime.jobs.state(QUEUE, id)) === 'failed', 10_000);
  return id;
}

function describeDashboard(setup: () => Promise<ServiceHarness>, kind: 'database' | 'bullmq') {
  let svc: ServiceHarness;
  beforeAll(async () => {
    svc = await setup();
    await svc.runtime.jobs.process(QUEUE, async (job) => {
      if (failing.has(job.id)) throw new Error('the CRM answered 503');
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('answers 401 without a session and 403 to staff who are not admins', async () => {
    expect((await callAs(svc, null, 'GET', '/api/admin/queues')).statusCode).toBe(401);
    const refused = await callAs(svc, OFFICE, 'GET', '/api/admin/queues');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Only an administrator can see the queues.');
    const retry = `/api/admin/queues/${QUEUE}/jobs/some-job/retry`;
    expect((await callAs(svc, null, 'POST', retry)).statusCode).toBe(401);
    expect((await callAs(svc, OFFICE, 'POST', retry)).statusCode).toBe(403);
    // A write without the session's CSRF token is refused even to an admin.
    expect((await callAs(svc, { ...ADMIN, csrf: false }, 'POST', retry)).statusCode).toBe(403);
  });

  it('lists every queue, the outboxes and the event dead letters', async () => {
    const body = await overview(svc);
    expect(body.jobs).toBe(kind);
    expect(body.queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(['notifications', 'tts', 'documents', 'leads', 'contracts', 'sms']),
    );
    expect(body.outboxes.map((outbox) => outbox.service)).toContain('workforce');
    expect(body.eventDeadLetters.map((row) => row.service)).toContain('workforce');
    expect(body.boardPath).toBe(kind === 'bullmq' ? '/api/admin/queue-board/' : null);
  });

  it('shows a failed job as a dead letter with its error, and a retry runs it again', async () => {
    const id = await failOneJob(svc);
    const dead = queueOf(await overview(svc)).failed.find((job) => job.id === id);
    expect(dead).toMatchObject({
      name: 'dashboard-probe@1',
      attemptsMade: 1,
      error: 'the CRM answered 503',
    });
    expect(queueOf(await overview(svc)).counts.failed).toBeGreaterThanOrEqual(1);

    failing.delete(id);
    const retried = await callAs(svc, ADMIN, 'POST', `/api/admin/queues/${QUEUE}/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ queue: QUEUE, id, retried: true });
    expect(queueOf(await overview(svc)).failed.map((job) => job.id)).not.toContain(id);
    await waitFor(async () => (await svc.runtime.jobs.state(QUEUE, id)) === 'completed', 10_000);
    const done = queueOf(await overview(svc)).completed.find((job) => job.id === id);
    expect(done).toMatchObject({ attemptsMade: 1, error: null });

    // Only a failed job can be retried: the same id again is a 404.
    const again = await callAs(svc, ADMIN, 'POST', `/api/admin/queues/${QUEUE}/jobs/${id}/retry`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a queue the workers do not use', async () => {
    const answer = await callAs(svc, ADMIN, 'POST', '/api/admin/queues/nope/jobs/x/retry');
    expect(answer.statusCode).toBe(400);
  });

  if (kind === 'bullmq') {
    it('serves bull-board to admins only, assets and API included, and read-only', async () => {
      for (const path of ['/api/admin/queue-board/', '/api/admin/queue-board/api/queues']) {
        expect((await callAs(svc, null, 'GET', path)).statusCode, path).toBe(401);
        expect((await callAs(svc, OFFICE, 'GET', path)).statusCode, path).toBe(403);
      }
      const page = await callAs(svc, ADMIN, 'GET', '/api/admin/queue-board/');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<base href="/api/admin/queue-board/"');
      const asset = page.body.match(/static\/js\/main\.[\w.]+\.js/)?.[0];
      expect(asset).toBeTruthy();
      expect((await callAs(svc, null, 'GET', `/api/admin/queue-board/${asset}`)).statusCode).toBe(
        401,
      );
      expect((await callAs(svc, ADMIN, 'GET', `/api/admin/queue-board/${asset}`)).statusCode).toBe(
        200,
      );
      const api = await callAs(svc, ADMIN, 'GET', '/api/admin/queue-board/api/queues');
      const names = (api.json() as { queues: Array<{ name: string; readOnlyMode: boolean }> })
        .queues;
      expect(names.map((queue) => queue.name)).toContain(QUEUE);
      expect(names.every((queue) => queue.readOnlyMode)).toBe(true);
      // The board's own retry: refused (read-only), and without the CSRF token, by our guard.
      const id = await failOneJob(svc);
      const boardRetry = `/api/admin/queue-board/api/queues/${QUEUE}/retry/failed`;
      const put = (identity: typeof ADMIN) =>
        svc.app.inject({
          method: 'PUT',
          url: boardRetry,
          headers: { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) },
        });
      expect((await put({ ...ADMIN, csrf: false })).statusCode).toBe(403);
      expect((await put(ADMIN)).statusCode).toBeGreaterThanOrEqual(400);
      failing.delete(id);
      expect(await svc.runtime.jobs.state(QUEUE, id)).toBe('failed');
    });
  }
}

describe('the operations dashboard, embedded (database job queue)', () => {
  describeDashboard(() => startService(workforceService), 'database');
});

describe.runIf(Boolean(infra.redis))('the operations dashboard, distributed (BullMQ)', () => {
  const prefix = `ops${randomBytes(4).toString('hex')}`;
  afterAll(async () => {
    const redis = new Redis(infra.redis as string);
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });
  describeDashboard(
    () =>
      startService(workforceService, { REDIS_URL: infra.redis as string, QUEUE_PREFIX: prefix }),
    'bullmq',
  );
});
