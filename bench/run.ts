/**
 * npm run bench — throughput and latency of the estimate lookup, bare Fastify for scale, in the
 * embedded and the distributed setup; PostgreSQL's own ceiling for the lookup's query; then the web
 * app's first-load weight. Each server runs in its own process; autocannon runs here, with the same
 * connection count for every target, each target warmed up first. Targets compared with each
 * other are measured in alternating rounds (BENCH_ROUNDS slices of BENCH_SECONDS), so a burst of
 * other work on the machine hits them alike. Figures depend on the machine: compare the ratios
 * printed at the end, which come from one run: gateway / direct throughput and the gateway's CPU
 * per proxied request against the quote service's own (distributed), and embedded / distributed.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { hasWorker, SERVICES, serviceNamed, serviceUrlVariable } from '../services/registry.ts';
import { quoteRequest } from '../test/support/factories.ts';
import { freePort } from '../test/support/free-port.ts';
import { probeInfra } from '../test/support/infra.ts';
import { cpuSeconds } from './support/cpu.ts';
import { nginxBinary, spawnNginx } from './support/nginx.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
/** How long a server may take to answer after its start (a loaded shared machine needs minutes). */
const START_SECONDS = Number(process.env.BENCH_START_SECONDS ?? 90);
/** Clients of the PostgreSQL ceiling step: the size of a service's pool. */
const PG_CLIENTS = Number(process.env.BENCH_PG_CLIENTS ?? 10);
/** The quote service's lookup, as it sends it (a prepared statement). */
const LOOKUP_SQL = 'select * from quote.quotes where estimate_number = $1 limit 1';
const children: ChildProcess[] = [];
/** Each started server's process id, by its URL: its CPU time is read from /proc. */
const pidOf = new Map<string, number>();
const tempDirs: string[] = [];
/** With BENCH_CPU_PROF=<dir>: the distributed gateway and quote service write V8 CPU profiles there. */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
/** With BENCH_ONLY=distributed: only the distributed lookup (hello world and embedded skipped). */
const ONLY_DISTRIBUTED = process.env.BENCH_ONLY === 'distributed';
/**
 * When each target was under load (µs of the monotonic clock, which V8's profile timestamps use):
 * written next to the profiles, so the summary reads only those samples, not the boot's.
 */
const loadWindows = new Map<string, Array<[number, number]>>();
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const baseEnv = {
  PATH: process.env.PATH ?? '',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Limiting stays on: high enough never to trip, so the bench measures what counting costs.
  RATE_LIMIT_LOOKUPS: '100000000',
  RATE_LIMIT_POSTS: '100000',
};

async function tempDir(name: string) {
  const dir = await mkdtemp(join(tmpdir(), `bench-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/** Starts `node --import tsx <args>` on a fresh port and waits until it answers. */
async function startProcess(
  args: string[],
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<string> {
  const port = await freePort(); // a fixed range meets other servers (epmd holds 4369)
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...args], {
    cwd: root,
    // Every process its own metrics port (METRICS_PORT 0: any free one), as the start script does.
    env: { ...baseEnv, ...env, PORT: String(port), METRICS_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const probe = args[0]?.includes('hello') ? url : `${url}/health`;
  return untilAnswers(child, url, probe, args.join(' '));
}

/** Keeps a started server (stopped at the end, its CPU read) and waits until `probe` answers. */
async function untilAnswers(child: ChildProcess, url: string, probe: string, what: string) {
  children.push(child);
  if (child.pid) pidOf.set(url, child.pid);
  const deadline = Date.now() + START_SECONDS * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    try {
      if ((await fetch(probe)).status < 500) return url;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const service = (
  name: string,
  env: Record<string, string>,
  worker = false,
  nodeArgs: string[] = [],
) => startProcess(['services/run.ts', name, ...(worker ? ['--worker'] : [])], env, nodeArgs);
const gatewayProcess = (env: Record<string, string>, nodeArgs: string[] = []) =>
  startProcess(['gateway/src/main.ts'], env, nodeArgs);
/** Node's flags for a profiled process: its profile is written when it exits (SIGTERM). */
const profiled = (name: string) =>
  CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`, `--cpu-prof-name=${name}.cpuprofile`]
    : [];

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
  p50: number | string;
  p99: number | string;
  errors: number | string;
}
const rows: Row[] = [];

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

interface Target {
  target: string;
  url: string;
  /** The servers whose CPU time is charged to this target's requests, by name and URL. */
  cpu?: { name: string; url: string }[];
}

/** CPU time per request, per server process: steadier than req/s on a shared, noisy machine. */
interface CpuRow {
  target: string;
  process: string;
  microsecondsPerRequest: number;
}
const cpuRows: CpuRow[] = [];

/**
 * Warms each target up (JIT, pools, keep-alive sockets), then measures them in ROUNDS alternating
 * slices of DURATION / ROUNDS seconds. req/s is over all slices; p50 and p99 are the medians of the
 * slices'. Returns each target's req/s per round, in the order given.
 */
async function measure(setup: string, targets: Target[]): Promise<number[][]> {
  for (const { url } of targets) {
    if (WARMUP > 0) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP });
  }
  const slice = DURATION / ROUNDS;
  const results = targets.map(() => [] as autocannon.Result[]);
  // CPU seconds per target and server; NaN (never printed) where /proc could not be read.
  const cpuUsed = targets.map(({ cpu = [] }) => cpu.map(() => 0));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, { url, cpu = [] }] of targets.entries()) {
      const pids = cpu.map((server) => pidOf.get(server.url));
      const before = await Promise.all(pids.map(cpuSeconds));
      const start = monotonicMicros();
      results[index]?.push(await autocannon({ url, connections: CONNECTIONS, duration: slice }));
      const windows = loadWindows.get(url) ?? [];
      windows.push([start, monotonicMicros()]);
      loadWindows.set(url, windows);
      const after = await Promise.all(pids.map(cpuSeconds));
      const used = cpuUsed[index] ?? [];
      for (const [server, start] of before.entries()) {
        used[server] = (used[server] ?? 0) + (after[server] ?? Number.NaN) - start;
      }
    }
  }
  for (const [index, { target, cpu = [] }] of targets.entries()) {
    const requests = sum((results[index] ?? []).map((result) => result.requests.total));
    for (const [server, { name }] of cpu.entries()) {
      const seconds = cpuUsed[index]?.[server] ?? Number.NaN;
      if (!Number.isFinite(seconds) || requests === 0) continue;
      cpuRows.push({
        target,
        process: name,
        microsecondsPerRequest: Math.round((seconds * 1e6) / requests),
      });
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  return targets.map(({ target }, index) => {
    const slices = results[index] ?? [];
    const perRound = slices.map((result) => result.requests.total / result.duration);
    const requestsPerSecond = Math.round(
      sum(slices.map((result) => result.requests.total)) /
        sum(slices.map((result) => result.duration)),
    );
    rows.push({
      setup,
      target,
      requestsPerSecond,
      p50: median(slices.map((result) => result.latency.p50)),
      p99: median(slices.map((result) => result.latency.p99)),
      errors: sum(slices.map((result) => result.errors + result.non2xx)),
    });
    console.error(`  measured ${setup} / ${target}: ${requestsPerSecond} req/s`);
    return perRound;
  });
}

/** The median of the per-round ratios a[i] / b[i], with the range. */
function ratioOf(a: number[], b: number[]) {
  const ratios = a.map((value, index) => value / (b[index] ?? Number.NaN)).sort((x, y) => x - y);
  const median = ratios[ratios.length >> 1] ?? Number.NaN;
  const range = `${ratios[0]?.toFixed(2)}–${ratios.at(-1)?.toFixed(2)}`;
  return { median, text: `${median.toFixed(2)} (median of ${ratios.length} rounds; ${range})` };
}

/**
 * PostgreSQL's ceiling for the lookup, from Node: PG_CLIENTS connections, each running the
 * prepared lookup back to back for the length of an HTTP run. No HTTP, no service code: what the
 * database and the driver allow on this machine.
 */
async function nodePgCeiling(databaseUrl: string, estimateNumber: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: PG_CLIENTS });
  const clients = await Promise.all(Array.from({ length: PG_CLIENTS }, () => pool.connect()));
  const query = { name: 'bench_lookup', text: LOOKUP_SQL, values: [estimateNumber] };
  const run = async (seconds: number) => {
    const deadline = performance.now() + seconds * 1000;
    const latencies: number[] = [];
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < deadline) {
          const start = performance.now();
          const { rowCount } = await client.query(query);
          if (rowCount !== 1) throw new Error('the lookup found no row');
          latencies.push(performance.now() - start);
        }
      }),
    );
    return latencies;
  };
  try {
    if (WARMUP > 0) await run(WARMUP);
    const latencies = (await run(DURATION)).sort((a, b) => a - b);
    const at = (q: number) =>
      Number(
        (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(
          2,
        ),
      );
    const queriesPerSecond = Math.round(latencies.length / DURATION);
    rows.push({
      setup: 'distributed',
      target: `PostgreSQL ceiling: the prepared lookup from Node pg (${PG_CLIENTS} clients)`,
      requestsPerSecond: queriesPerSecond,
      p50: at(0.5),
      p99: at(0.99),
      errors: 0,
    });
    console.error(`  measured PostgreSQL ceiling (node pg): ${queriesPerSecond} queries/s`);
    return queriesPerSecond;
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}

/** The same ceiling from pgbench (C client, extended protocol, prepared), when it is installed. */
async function pgbenchCeiling(
  databaseUrl: string,
  estimateNumber: string,
): Promise<number | undefined> {
  const run = promisify(execFile);
  try {
    await run('pgbench', ['--version']);
  } catch {
    return undefined;
  }
  const dir = await tempDir('pgbench');
  const script = join(dir, 'lookup.sql');
  await writeFile(script, `${LOOKUP_SQL.replace('$1', ':number')};\n`);
  const url = new URL(databaseUrl);
  const args = (seconds: number) => [
    ...['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username)],
    ...['-n', '-M', 'prepared', '-c', String(PG_CLIENTS), '-j', '2', '-T', String(seconds)],
    ...['-D', `number=${estimateNumber}`, '-f', script, url.pathname.slice(1)],
  ];
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  if (WARMUP > 0) await run('pgbench', args(WARMUP), { env });
  const { stdout } = await run('pgbench', args(DURATION), { env });
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  const queriesPerSecond = Math.round(Number(tps));
  rows.push({
    setup: 'distributed',
    target: `PostgreSQL ceiling: the same query from pgbench -M prepared (${PG_CLIENTS} clients)`,
    requestsPerSecond: queriesPerSecond,
    p50: latency ? `avg ${latency}` : '-',
    p99: '-',
    errors: '-',
  });
  console.error(`  measured PostgreSQL ceiling (pgbench): ${queriesPerSecond} queries/s`);
  return queriesPerSecond;
}

/** PostgreSQL's ceiling for the lookup (Node pg, then pgbench), against the lookup's req/s. */
async function ceilings(databaseUrl: string, number: string, direct: number[], proxied: number[]) {
  const lines: string[] = [];
  const directRate = sum(direct) / direct.length;
  const proxiedRate = sum(proxied) / proxied.length;
  const nodeCeiling = await nodePgCeiling(databaseUrl, number);
  lines.push(
    `PostgreSQL ceiling from Node pg (${PG_CLIENTS} clients): ${nodeCeiling} queries/s; direct = ${ratio(directRate, nodeCeiling)} of it, gateway proxy = ${ratio(proxiedRate, nodeCeiling)}`,
  );
  const pgbench = await pgbenchCeiling(databaseUrl, number);
  if (pgbench) {
    lines.push(
      `PostgreSQL ceiling from pgbench (${PG_CLIENTS} clients): ${pgbench} queries/s; direct = ${ratio(directRate, pgbench)} of it, gateway proxy = ${ratio(proxiedRate, pgbench)}`,
    );
  }
  return lines;
}

const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');

/** Bare Fastify for scale, then the lookup embedded (PGlite, in-process bus and queue). */
async function measureEmbedded() {
  const hello = await startProcess(['bench/hello-server.ts'], {});
  await measure('-', [{ target: 'bare Fastify hello world', url: hello }]);
  const quoteDirect = await service('quote', { DATA_DIR: await tempDir('direct') });
  const gateway = await gatewayProcess({ DATA_DIR: await tempDir('embedded') });
  return measure('embedded', [
    {
      target: 'quote service direct: GET /api/estimates/:n',
      url: `${quoteDirect}/api/estimates/${await seedQuote(quoteDirect)}`,
    },
    {
      target: 'through the gateway (service mounted in-process)',
      url: `${gateway}/api/estimates/${await seedQuote(gateway)}`,
    },
  ]);
}

async function main() {
  console.error(
    `autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s per target in ${ROUNDS} alternating rounds`,
  );
  let embeddedDirect: number[] = [];
  let embeddedGateway: number[] = [];
  if (!ONLY_DISTRIBUTED) [embeddedDirect = [], embeddedGateway = []] = await measureEmbedded();

  // Distributed: PostgreSQL, NATS JetStream, BullMQ; every service of the registry in its own
  // process (and a worker for each with jobs), the gateway proxying to them with its rate limits
  // counted in Redis (batched), as scripts/start-distributed.ts runs it.
  const infra = await probeInfra();
  let cleanup: (() => Promise<void>) | undefined;
  const summary: string[] = [];
  if (infra.postgres && infra.nats && infra.redis) {
    const stamp = Date.now();
    const database = `bench_${stamp}`;
    const admin = new pg.Client({ connectionString: infra.postgres });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = new URL(infra.postgres);
    databaseUrl.pathname = `/${database}`;
    const env = {
      DATABASE_URL: databaseUrl.toString(),
      NATS_URL: infra.nats,
      REDIS_URL: infra.redis,
      NATS_STREAM: `BENCH_${stamp}`,
      EVENT_SUBJECT_PREFIX: `bench${stamp}.`,
      QUEUE_PREFIX: `bench${stamp}`,
      DATA_DIR: await tempDir('distributed'),
      IDENTITY_SECRET: randomBytes(32).toString('base64url'),
    };
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
    // One at a time: each runs its own migrations.
    const upstreams: Record<string, string> = {};
    for (const definition of SERVICES) {
      const nodeArgs = definition.name === 'quote' ? profiled('quote') : [];
      upstreams[serviceUrlVariable(definition)] = await service(
        definition.name,
        env,
        false,
        nodeArgs,
      );
      if (hasWorker(definition)) await service(definition.name, env, true);
    }
    const quote = upstreams[serviceUrlVariable(serviceNamed('quote'))] as string;
    const distributedGateway = await gatewayProcess({ ...env, ...upstreams }, profiled('gateway'));
    const bareProxy = await startProcess(['bench/hello-server.ts'], { PROXY_UPSTREAM: quote });
    const rawProxy = await startProcess(['bench/raw-proxy.ts'], { PROXY_UPSTREAM: quote });
    const number = await seedQuote(distributedGateway);
    const NGINX_HOP = 'nginx, one process (a proxy hop in C, for reference)';
    const nginx = nginxBinary();
    let nginxProxy: string | undefined;
    if (nginx) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const child = await spawnNginx(nginx, await tempDir('nginx'), port, quote);
      nginxProxy = await untilAnswers(child, url, `${url}/health`, 'nginx');
    } else {
      console.error('  nginx hop skipped: no nginx binary (apt-get install nginx-light)');
    }
    const DIRECT = 'quote service direct: GET /api/estimates/:n';
    const BARE_HOP = 'bare Fastify + the gateway proxy module (the hop alone)';
    const GATEWAY = 'through the gateway (HTTP proxy, rate limit in Redis)';
    const RAW_HOP = 'node:http + undici, no framework (the least a Node hop costs)';
    const [direct = [], bare = [], proxied = [], raw = [], viaNginx = []] = await measure(
      'distributed',
      [
        {
          target: DIRECT,
          url: `${quote}/api/estimates/${number}`,
          cpu: [{ name: 'quote service', url: quote }],
        },
        {
          target: BARE_HOP,
          url: `${bareProxy}/api/estimates/${number}`,
          cpu: [
            { name: 'bare proxy hop', url: bareProxy },
            { name: 'quote service', url: quote },
          ],
        },
        {
          target: GATEWAY,
          url: `${distributedGateway}/api/estimates/${number}`,
          cpu: [
            { name: 'gateway', url: distributedGateway },
            { name: 'quote service', url: quote },
          ],
        },
        {
          target: RAW_HOP,
          url: `${rawProxy}/api/estimates/${number}`,
          cpu: [
            { name: 'raw proxy hop', url: rawProxy },
            { name: 'quote service', url: quote },
          ],
        },
        ...(nginxProxy
          ? [
              {
                target: NGINX_HOP,
                url: `${nginxProxy}/api/estimates/${number}`,
                cpu: [
                  { name: 'nginx hop', url: nginxProxy },
                  { name: 'quote service', url: quote },
                ],
              },
            ]
          : []),
      ],
    );
    if (CPU_PROF_DIR) {
      // Summarise with: node --import tsx bench/profile-summary.ts <dir>/gateway.cpuprofile <dir>/load-windows.json gateway
      const windows = {
        gateway: loadWindows.get(`${distributedGateway}/api/estimates/${number}`),
        quote: loadWindows.get(`${quote}/api/estimates/${number}`),
      };
      await writeFile(join(CPU_PROF_DIR, 'load-windows.json'), JSON.stringify(windows));
    }
    const cpuOf = (process: string, target: string) =>
      cpuRows.find((row) => row.process === process && row.target === target)
        ?.microsecondsPerRequest;
    const serviceCpu = cpuOf('quote service', DIRECT);
    const gatewayCpu = cpuOf('gateway', GATEWAY);
    const hopCpu = cpuOf('bare proxy hop', BARE_HOP);
    const rawCpu = cpuOf('raw proxy hop', RAW_HOP);
    const nginxCpu = cpuOf('nginx hop', NGINX_HOP);
    if (serviceCpu && gatewayCpu && hopCpu) {
      summary.push(
        `CPU per request: gateway ${gatewayCpu} µs (bare hop ${hopCpu} µs, node:http + undici ${rawCpu} µs) against the quote service's own ${serviceCpu} µs: the gateway adds ${ratio(gatewayCpu, serviceCpu)} of the service's CPU (target ≤ 0.5; bare hop ${ratio(hopCpu, serviceCpu)}, node:http + undici ${ratio(rawCpu ?? 0, serviceCpu)})`,
      );
    }
    if (serviceCpu && nginxCpu) {
      summary.push(
        `CPU per request of a hop in C: nginx ${nginxCpu} µs against the quote service's own ${serviceCpu} µs: ${ratio(nginxCpu, serviceCpu)} of the service's CPU (the gateway's target ≤ 0.5)`,
      );
    }
    const gatewayRatio = ratioOf(proxied, direct);
    summary.push(
      `Distributed, gateway proxy / direct: ${gatewayRatio.text}; target ≥ 0.75: ${gatewayRatio.median >= 0.75 ? 'met' : 'NOT met'}`,
      `Distributed, bare proxy hop / direct: ${ratioOf(bare, direct).text}`,
      `Distributed, node:http + undici hop / direct: ${ratioOf(raw, direct).text}`,
      `Distributed, gateway / bare proxy hop: ${ratioOf(proxied, bare).text}`,
      ...(viaNginx.length > 0
        ? [`Distributed, nginx hop / direct: ${ratioOf(viaNginx, direct).text}`]
        : []),
    );
    // Issue 26: the same lookup, embedded (PGlite in the process) against distributed.
    if (!ONLY_DISTRIBUTED) {
      const embeddedRatio = ratioOf(embeddedGateway, proxied);
      summary.push(
        `Embedded / distributed, through the gateway: ${embeddedRatio.text}; target ≥ 1/3: ${embeddedRatio.median >= 1 / 3 ? 'met' : 'NOT met'}; the service direct: ${ratioOf(embeddedDirect, direct).text}`,
      );
    }
    if (!ONLY_DISTRIBUTED)
      summary.push(...(await ceilings(databaseUrl.toString(), number, direct, proxied)));
  } else {
    console.error('  distributed setup skipped: PostgreSQL, NATS or Redis not reachable');
  }

  console.log(
    `\nEstimate lookup (${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s each in ${ROUNDS} alternating rounds; p50/p99: median of the rounds)`,
  );
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
  if (cpuRows.length > 0) {
    console.log('\nCPU time per request of each server process (user + system, from /proc)');
    console.table(
      cpuRows.map((row) => ({
        target: row.target,
        process: row.process,
        'µs/request': row.microsecondsPerRequest,
      })),
    );
  }
  for (const line of summary) console.log(line);

  await stopChildren();
  await cleanup?.();
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
  await reportWebWeight();
}

async function stopChildren() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map(
      (child) =>
        child.exitCode === null &&
        new Promise((resolve) => {
          const timer = setTimeout(resolve, 5000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        }),
    ),
  );
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

main().catch(async (error) => {
  console.error(error);
  await stopChildren();
  process.exit(1);
});
