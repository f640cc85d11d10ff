/**
 * npm run bench:mail — how many confirmation e-mails a second the distributed messaging worker
 * delivers to an SMTP server (issue 26: at least 200 a second). The distributed setup, one replica
 * of each service, on the local PostgreSQL, NATS and Redis (a database, stream and key prefix of
 * its own), and an SMTP sink in a process of its own. The messaging worker is stopped first; then
 * MAIL_COUNT quote requests (2,000) go in through the gateway, so the messaging service enqueues
 * one confirmation job each, as it does for real customers; once the `notifications` queue holds
 * them all the worker is started again, and the sink times the deliveries. Printed: e-mails a
 * second from the first to the last delivery (the worker's start-up is not in it; all e-mails,
 * each confirmation and the office's alert about it, and the confirmations alone), the same from
 * the worker's start, and PASS/FAIL against MAIL_TARGET_PER_SECOND (200) on all e-mails.
 *
 * The worker's side is set by the product's own settings, passed through from this shell:
 * MAIL_JOB_CONCURRENCY (e-mail jobs a worker runs at once, 40) and SMTP_POOL_CONNECTIONS (pooled
 * SMTP connections per process, 20); it runs with NODE_ENV=production, as deployed. A quick look: MAIL_COUNT=100. MAIL_CPU_PROFILE=<dir> writes
 * the restarted worker's V8 CPU profile (`--cpu-prof`) there when it stops, to see where a job's
 * CPU goes. Also printed: the PostgreSQL statements the worker sent for them (its
 * `database_queries_total`, read from its metrics port before and after), per e-mail.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUES } from '@roofing/contracts';
import { PlatformConfigSchema, parseConfig } from '@roofing/platform';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Agent, setGlobalDispatcher } from 'undici';
import { quoteRequest } from '../test/support/factories.ts';
import { freePort } from '../test/support/free-port.ts';
import { cpuSeconds } from './support/cpu.ts';
import { benchInfra, startDistributed } from './support/distributed.ts';
import { type Arrivals, startSmtpSinkProcess } from './support/smtp-sink-process.ts';

const COUNT = Number(process.env.MAIL_COUNT ?? 2000);
const TARGET = Number(process.env.MAIL_TARGET_PER_SECOND ?? 200);
/** Quote requests in flight at once while the jobs are being queued. */
const POSTERS = Number(process.env.MAIL_POSTERS ?? 20);
const WAIT_SECONDS = Number(process.env.MAIL_WAIT_SECONDS ?? 600);
/** Stop waiting when no e-mail arrived for this long (the queue is done, or stuck). */
const STALL_SECONDS = Number(process.env.MAIL_STALL_SECONDS ?? 30);
const DOMAIN = '@mail.example';
/** The worker's settings, as the operator would set them (docs/operations.md). */
const WORKER_SETTINGS = [
  'MAIL_JOB_CONCURRENCY',
  'JOB_CONCURRENCY',
  'SMTP_POOL_CONNECTIONS',
  'SMTP_POOL_MESSAGES',
];
/** What the worker runs with when the shell sets none of them. */
const DEFAULTS = parseConfig(PlatformConfigSchema, {});
/** A folder for the restarted worker's CPU profile (none by default). */
const CPU_PROFILE = process.env.MAIL_CPU_PROFILE;

setGlobalDispatcher(new Agent({ connections: 64, keepAliveTimeout: 30_000 }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const resources = await benchInfra('bench:mail');
  const sink = await startSmtpSinkProcess();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-mail-'));
  const settings = Object.fromEntries(
    WORKER_SETTINGS.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  ) as Record<string, string>;
  const system = await startDistributed({
    env: {
      ...resources.env,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      RATE_LIMIT_POSTS: '1000000',
      RATE_LIMIT_LOOKUPS: '1000000',
      // Every simulated customer comes from this one machine's address.
      MAIL_ACKS_PER_CLIENT_PER_DAY: '100000000',
    },
    healthTimeoutMs: 300_000,
  }).catch(async (error) => {
    // A process that never became healthy: what was made for this run goes.
    await sink.close();
    await resources.drop();
    throw error;
  });
  const redis = new Redis(resources.env.REDIS_URL, { maxRetriesPerRequest: 3 });
  const queue = new Queue(QUEUES.notifications, {
    connection: redis,
    prefix: resources.env.QUEUE_PREFIX,
  });
  const interrupted = () =>
    void system
      .stop()
      .then(() => Promise.all([sink.close(), resources.drop()]))
      .finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    console.log(
      `Mail throughput: ${COUNT} confirmation e-mails, distributed, one messaging worker (${
        Object.entries(settings)
          .map(([name, value]) => `${name}=${value}`)
          .join(', ') ||
        `default settings: MAIL_JOB_CONCURRENCY=${DEFAULTS.MAIL_JOB_CONCURRENCY}, SMTP_POOL_CONNECTIONS=${DEFAULTS.SMTP_POOL_CONNECTIONS}`
      })`,
    );
    // The worker stops (after its running jobs); the jobs wait in Redis meanwhile.
    await system.kill('messaging-worker', 'SIGTERM');
    const jobsBefore = await waitingJobs(queue);

    process.stdout.write(`queueing ${COUNT} confirmation e-mails (quote requests)… `);
    let next = 0;
    let refused = 0;
    const queued = performance.now();
    await Promise.all(
      Array.from({ length: POSTERS }, async () => {
        while (next < COUNT) {
          const n = next++;
          const response = await fetch(`${system.gatewayUrl}/api/quotes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(quoteRequest({ email: `customer-${n}${DOMAIN}` })),
          }).catch(() => undefined);
          if (response?.status !== 201) refused++;
          await response?.arrayBuffer();
        }
      }),
    );
    const expected = COUNT - refused;
    // The quote service's outbox → NATS → the messaging service's consumer → the queue.
    const deadline = Date.now() + WAIT_SECONDS * 1000;
    while ((await waitingJobs(queue)) - jobsBefore < expected && Date.now() < deadline) {
      await sleep(250);
    }
    const inQueue = (await waitingJobs(queue)) - jobsBefore;
    console.log(
      `${inQueue} jobs queued in ${((performance.now() - queued) / 1000).toFixed(1)} s${
        refused ? ` (${refused} quote requests refused)` : ''
      }`,
    );

    process.stdout.write('starting the messaging worker… ');
    const worker = system.specs.find((spec) => spec.name === 'messaging-worker');
    // The worker runs as deployed (deploy/Dockerfile): React's development build, which checks
    // every element it renders, took a sixth of the worker's CPU here.
    if (worker) worker.env.NODE_ENV = 'production';
    // Only the measured worker is profiled (NODE_OPTIONS of its process alone).
    if (CPU_PROFILE && worker) {
      worker.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${CPU_PROFILE}`;
    }
    // A metrics port known to the bench: the worker's statement count is read from it.
    const metricsPort = await freePort();
    if (worker) worker.env.METRICS_PORT = String(metricsPort);
    const started = Date.now();
    await system.start('messaging-worker');
    console.log(`healthy after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // The worker's own CPU for the sends (its boot excluded): a figure a busy machine moves less.
    const cpuAtStart = await cpuSeconds(system.pid('messaging-worker'));
    const statementsAtStart = await statementsSent(metricsPort);
    // Each quote request owes two e-mails: the customer's confirmation and the office's alert.
    let delivered = 0;
    let all = 0;
    let progressAt = Date.now();
    while (Date.now() < deadline && Date.now() - progressAt < STALL_SECONDS * 1000) {
      const customers = await sink.recipients(DOMAIN);
      const messages = (await sink.arrivals('')).messages;
      if (customers > delivered || messages > all) progressAt = Date.now();
      delivered = customers;
      all = messages;
      if (delivered >= expected && all >= 2 * expected) break;
      await sleep(200);
    }
    const perSecond = (arrivals: Arrivals) => {
      const span =
        arrivals.first !== undefined && arrivals.last !== undefined
          ? (arrivals.last - arrivals.first) / 1000
          : Number.NaN;
      return {
        span,
        rate: span > 0 ? (arrivals.messages - 1) / span : Number.NaN,
        fromStart:
          arrivals.last !== undefined
            ? arrivals.messages / ((arrivals.last - started) / 1000)
            : Number.NaN,
      };
    };
    const workerCpu = (await cpuSeconds(system.pid('messaging-worker'))) - cpuAtStart;
    const statements = (await statementsSent(metricsPort)) - statementsAtStart;
    const everyOne = await sink.arrivals('');
    const total = perSecond(everyOne);
    const confirmations = perSecond(await sink.arrivals(DOMAIN));
    console.log(
      `\ndelivered ${delivered} of ${expected} confirmation e-mails, ${everyOne.messages} e-mails in all (each confirmation and the office's alert about it)`,
    );
    console.log(
      `first to last delivery: ${total.span.toFixed(1)} s → ${total.rate.toFixed(1)} e-mails/s in all, ${confirmations.rate.toFixed(1)} confirmations/s`,
    );
    console.log(
      `from the worker's start (its boot included): ${total.fromStart.toFixed(1)} e-mails/s in all`,
    );
    console.log(
      `the worker's CPU for them: ${workerCpu.toFixed(1)} s → ${((1000 * workerCpu) / everyOne.messages).toFixed(2)} ms per e-mail`,
    );
    console.log(
      `the worker's PostgreSQL statements for them: ${statements} → ${(statements / everyOne.messages).toFixed(2)} per e-mail`,
    );
    const pass = delivered >= expected && expected === COUNT && total.rate >= TARGET;
    console.log(
      `${pass ? 'PASS' : 'FAIL'}  ≥ ${TARGET} e-mails/s in all (${total.rate.toFixed(1)}), every confirmation delivered (${delivered} of ${COUNT})`,
    );
    if (!pass) process.exitCode = 1;
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await queue.close();
    redis.disconnect();
    await system.stop();
    await sink.close();
    await resources.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The statements a process sent to PostgreSQL so far (its `database_queries_total`); NaN if unknown. */
async function statementsSent(metricsPort: number): Promise<number> {
  try {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('database_queries_total'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  } catch {
    return Number.NaN;
  }
}

/** Jobs of the queue waiting or delayed (not yet taken by a worker). */
async function waitingJobs(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized');
  return (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0);
}

await main();
process.exit(process.exitCode ?? 0);
