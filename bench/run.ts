/**
 * npm run bench — throughput and latency of the estimate lookup, bare Fastify for scale, in the
 * embedded and the distributed setup; then the web app's first-load weight.
 * Each server runs in its own process; autocannon runs here. Figures depend on the machine.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { quoteRequest } from '../test/support/factories.ts';
import { probeInfra } from '../test/support/infra.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const children: ChildProcess[] = [];
let nextPort = 4100 + Math.floor(Math.random() * 500);

const baseEnv = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_LOOKUPS: '100000000',
  RATE_LIMIT_POSTS: '100000',
};

async function startProcess(entry: string, env: Record<string, string>): Promise<string> {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...baseEnv, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).status < 500 || entry.includes('hello')) {
        await fetch(url);
        return url;
      }
    } catch {}
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function seedQuote(url: string): Promise<string> {
  const response = await fetch(`${url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest()),
  });
  if (response.status !== 201)
    throw new Error(`seeding failed: ${response.status} ${await response.text()}`);
  return (await response.json()).estimateNumber;
}

interface Row {
  setup: string;
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];

async function measure(setup: string, target: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  rows.push({
    setup,
    target,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
  console.error(`  measured ${setup} / ${target}`);
}

async function main() {
  console.error(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per target`);
  const hello = await startProcess('bench/hello-server.ts', {});
  await measure('-', 'bare Fastify hello world', hello);

  // Embedded: PGlite, in-process bus and queue.
  const embeddedDir = await mkdtemp(join(tmpdir(), 'bench-embedded-'));
  const directDir = await mkdtemp(join(tmpdir(), 'bench-direct-'));
  const quoteDirect = await startProcess('services/quote/src/main.ts', { DATA_DIR: directDir });
  const numberDirect = await seedQuote(quoteDirect);
  await measure(
    'embedded',
    'quote service direct: GET /api/estimates/:n',
    `${quoteDirect}/api/estimates/${numberDirect}`,
  );
  const gateway = await startProcess('gateway/src/main.ts', { DATA_DIR: embeddedDir });
  const numberGateway = await seedQuote(gateway);
  await measure(
    'embedded',
    'through the gateway (service mounted in-process)',
    `${gateway}/api/estimates/${numberGateway}`,
  );

  // Distributed: PostgreSQL, NATS JetStream, BullMQ; the gateway proxies to the quote service.
  const infra = await probeInfra();
  let cleanup: (() => Promise<void>) | undefined;
  if (infra.postgres && infra.nats && infra.redis) {
    const database = `bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: infra.postgres });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = new URL(infra.postgres);
    databaseUrl.pathname = `/${database}`;
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      NATS_URL: infra.nats,
      REDIS_URL: infra.redis,
      NATS_STREAM: `BENCH_${Date.now()}`,
      EVENT_SUBJECT_PREFIX: `bench${Date.now()}.`,
      QUEUE_PREFIX: `bench${Date.now()}`,
    };
    const quote = await startProcess('services/quote/src/main.ts', env);
    const messaging = await startProcess('services/messaging/src/main.ts', env);
    const distributedGateway = await startProcess('gateway/src/main.ts', {
      ...env,
      QUOTE_SERVICE_URL: quote,
      MESSAGING_SERVICE_URL: messaging,
    });
    const number = await seedQuote(distributedGateway);
    await measure(
      'distributed',
      'quote service direct: GET /api/estimates/:n',
      `${quote}/api/estimates/${number}`,
    );
    await measure(
      'distributed',
      'through the gateway (HTTP proxy)',
      `${distributedGateway}/api/estimates/${number}`,
    );
    cleanup = async () => {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      const nc = await connect({ servers: infra.nats as string });
      await (await jetstreamManager(nc)).streams.delete(env.NATS_STREAM).catch(() => {});
      await nc.close();
      const redis = new Redis(infra.redis as string);
      const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    };
  } else {
    console.error('  distributed setup skipped: PostgreSQL, NATS or Redis not reachable');
  }

  console.log(`\nEstimate lookup (${CONNECTIONS} connections, ${DURATION} s each)`);
  console.table(
    rows.map((row) => ({
      setup: row.setup,
      target: row.target,
      'req/s': row.requestsPerSecond,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'errors+non2xx': row.errors,
    })),
  );

  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await cleanup?.();
  await rm(embeddedDir, { recursive: true, force: true });
  await rm(directDir, { recursive: true, force: true });
  await reportWebWeight();
}

/** What a first visit to the landing page downloads: the JS and CSS index.html references. */
async function reportWebWeight() {
  const dist = join(root, 'web/dist');
  let html: string;
  try {
    html = await readFile(join(dist, 'index.html'), 'utf8');
  } catch {
    console.log('\nWeb app not built (npm run build): no first-load figures.');
    return;
  }
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  const files = await Promise.all(
    assets.map(async (asset) => {
      const content = await readFile(join(dist, asset));
      return {
        asset,
        raw: (await stat(join(dist, asset))).size,
        gzip: gzipSync(content, { level: 9 }).length,
      };
    }),
  );
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const total = (ext: string) =>
    files.filter((file) => file.asset.endsWith(ext)).reduce((sum, file) => sum + file.gzip, 0);
  const largest = files.reduce((a, b) => (b.gzip > (a?.gzip ?? 0) ? b : a), files[0]);
  console.log('\nLanding page first load (gzip)');
  console.table(
    files.map((file) => ({ file: file.asset, raw: kib(file.raw), gzip: kib(file.gzip) })),
  );
  console.log(
    `JavaScript: ${kib(total('.js'))}   CSS: ${kib(total('.css'))}   largest: ${largest?.asset} (${kib(largest?.gzip ?? 0)})`,
  );
}

main().catch((error) => {
  console.error(error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
