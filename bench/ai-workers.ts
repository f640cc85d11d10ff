/**
 * npm run bench:ai — the AI worker's throughput with one worker process and with two, and the
 * roofing assistant's latency offline.
 *
 * Distributed, as production runs it: PostgreSQL and BullMQ on Redis (DATABASE_URL, REDIS_URL or
 * the usual local ports), in a scratch database and queue prefix removed afterwards. This process
 * writes N speech clips (distinct texts) and N documents the way the web tier does and enqueues
 * their jobs; `services/run.ts ai --worker` processes do the work. Jobs/second runs from the first
 * enqueue to the last result stored. Each worker set is warmed up first (Chromium launched, the
 * speech engine loaded). Then the assistant: `POST /api/roofing-assistant` on the AI service
 * process, no model configured, with autocannon.
 *
 * Scale-out, not contention: each worker process gets the same share of the machine, as each
 * replica gets its own CPU in a cluster. With `taskset` (util-linux) and at least two CPUs, worker
 * i is pinned to its own half of the CPUs (Chromium and espeak-ng inherit the pin), so "two
 * workers / one" answers whether a second replica doubles the work done, instead of whether two
 * processes fit on cores one process already fills. BENCH_AI_PIN=0 lets the workers float.
 *
 *   BENCH_AI_JOBS (default 48), AI_WORKER_CONCURRENCY (default 2), BENCH_TTS_ENGINES (e.g. wasm),
 *   BENCH_SECONDS (assistant run, default 10), BENCH_CONNECTIONS (default 10), BENCH_AI_PIN
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPdf, renderSpeech } from '@roofing/contracts';
import {
  createLogger,
  createRuntime,
  createServiceContext,
  loadPlatformConfig,
} from '@roofing/platform';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { aiService } from '../services/ai/src/service.ts';
import { renderStore } from '../services/ai/src/store/pdf-renders.ts';
import { clipKeyOf, clipStore } from '../services/ai/src/store/speech-clips.ts';
import { freePort } from '../test/support/free-port.ts';
import { probeInfra } from '../test/support/infra.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const JOBS = Number(process.env.BENCH_AI_JOBS ?? 48);
const CONCURRENCY = process.env.AI_WORKER_CONCURRENCY ?? '2';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CPUS = availableParallelism();
const PIN =
  process.env.BENCH_AI_PIN !== '0' && CPUS >= 2 && spawnSync('taskset', ['--version']).status === 0;
/** Worker i's CPU list when pinned: its own half of the machine (cores 0..n/2-1, then n/2..n-1). */
const cpuSetOf = (i: number) => {
  const half = Math.floor(CPUS / 2);
  const first = (i % 2) * half;
  return half === 1 ? String(first) : `${first}-${first + half - 1}`;
};
const children: ChildProcess[] = [];

const TIPS = [
  'Walk the yard after a storm and look for shingle granules in the gutters and downspouts.',
  'Keep tree limbs trimmed at least ten feet from the roof so wind cannot scrape the surface.',
  'Check the attic for daylight, damp insulation or dark stains around the chimney and vents.',
  'Florida code requires secondary water resistance when more than half of a roof is replaced.',
  'Impact-rated shingles and a wind mitigation inspection can lower a windstorm premium.',
  'Clear pine straw out of valleys in the fall so rain can drain instead of soaking the felt.',
];
const speechText = (run: string, i: number) =>
  `Tip ${i + 1} of the ${run} run. ${TIPS[i % TIPS.length]} ${TIPS[(i + 2) % TIPS.length]} Call Shorefront Roofing for a free inspection.`;

function estimateHtml(number: number): string {
  const rows = [
    ['Tear off existing shingles to the deck, dispose of debris', 4200],
    ['Re-nail deck to current Florida Building Code, replace 6 sheets of plywood', 1350],
    ['Self-adhered underlayment (secondary water resistance)', 2100],
    ['Architectural shingles, 130 mph wind rating, 32 squares', 6900],
    ['Ridge vent, drip edge, pipe boots and flashing', 1150],
  ] as const;
  const total = rows.reduce((sum, [, price]) => sum + price, 0);
  return `<!doctype html><html><head><style>body{font-family:Georgia,serif;color:#1f2937}
h1{color:#0b3d5c}table{width:100%;border-collapse:collapse}td,th{border:1px solid #cbd5e1;padding:6px}
td.amount{text-align:right}</style></head><body>
<svg width="150" height="40" viewBox="0 0 150 40"><path d="M6 32 L36 8 L66 32 Z" fill="#0b3d5c"/><text x="74" y="28" font-size="13">SHOREFRONT</text></svg>
<h1>Estimate SFR-BENCH${number}</h1><p>Property: ${100 + number} Ocean Dr, Jacksonville Beach, FL 32250</p>
<table><tr><th>Work</th><th>Amount</th></tr>${rows
    .map(
      ([work, price]) =>
        `<tr><td>${work}</td><td class="amount">$${price.toLocaleString('en-US')}.00</td></tr>`,
    )
    .join(
      '',
    )}<tr><th>Total</th><th class="amount">$${total.toLocaleString('en-US')}.00</th></tr></table>
<p>Valid for 30 days. Includes a 10-year workmanship warranty and all permits and inspections.</p></body></html>`;
}

async function startProcess(
  args: string[],
  env: Record<string, string>,
  cpuSet?: string,
): Promise<string> {
  const port = await freePort(); // a fixed range meets other servers (epmd holds 4369)
  const command = [process.execPath, '--import', 'tsx', ...args];
  if (cpuSet) command.unshift('taskset', '--cpu-list', cpuSet);
  const [file = process.execPath, ...rest] = command;
  const child = spawn(file, rest, {
    cwd: root,
    env: { ...env, PORT: String(port), METRICS_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`)).ok) return url;
    } catch {}
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopProcesses() {
  const running = children.splice(0);
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(
    running.map(
      (child) =>
        child.exitCode === null &&
        new Promise((resolve) => {
          const timer = setTimeout(resolve, 15_000);
          child.once('exit', () => resolve(clearTimeout(timer)));
        }),
    ),
  );
}

type Producer = Awaited<ReturnType<typeof producer>>;

/** This process as the web tier: writes rows and enqueues jobs, like the routes do. */
async function producer(env: Record<string, string>) {
  const config = loadPlatformConfig(env);
  const runtime = await createRuntime(config, createLogger({ level: 'warn', name: 'bench-ai' }));
  await runtime.database.migrate(aiService.name, aiService.migrations);
  const ctx = createServiceContext(aiService, runtime, { nudge() {} });
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 1 });
  return { runtime, ctx, pool, clips: clipStore(ctx.db), renders: renderStore(ctx.db) };
}

/**
 * Waits until every job's row has left `pending` (one query a poll, so watching costs the workers
 * little), then answers how many failed and how long the batch took: from `started` to the last
 * row finished, by the rows' own timestamps, so the polling interval does not blur the figure.
 */
async function settle(
  db: pg.Pool,
  table: 'speech_clips' | 'pdf_renders',
  ids: string[],
  started: number,
) {
  const [idColumn, doneColumn] =
    table === 'speech_clips' ? ['key', 'updated_at'] : ['id::text', 'finished_at'];
  for (;;) {
    const { rows } = await db.query<{ pending: string; failed: string; last: Date | null }>(
      `select count(*) filter (where status = 'pending') as pending,
              count(*) filter (where status = 'failed') as failed,
              max(${doneColumn}) as last
         from ai.${table} where ${idColumn} = any($1::text[])`,
      [ids],
    );
    const state = rows[0];
    if (state && Number(state.pending) === 0) {
      const seconds = ((state.last?.getTime() ?? Date.now()) - started) / 1000;
      return { failed: Number(state.failed), seconds };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runSpeech(p: Producer, run: string, count: number) {
  const keys: string[] = [];
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    const text = speechText(run, i);
    const key = clipKeyOf('onyx', text);
    keys.push(key);
    const state = await p.clips.ensure({ key, text, voice: 'onyx' });
    await p.ctx.enqueue(
      renderSpeech,
      { clipKey: key, correlationId: `bench-${run}` },
      { key: `${key}-${state.updatedAt.getTime()}`, attempts: 1 },
    );
  }
  const { failed, seconds } = await settle(p.pool, 'speech_clips', keys, started);
  const sample = await p.clips.audio(keys[0] as string);
  return { perSecond: count / seconds, seconds, failed, engine: sample?.engine ?? '-' };
}

async function runPdf(p: Producer, run: string, count: number) {
  const ids: string[] = [];
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    ids.push(id);
    await p.renders.insert({
      id,
      documentType: 'Estimate',
      html: estimateHtml(i),
      requestedBy: null,
    });
    await p.ctx.enqueue(
      renderPdf,
      { renderId: id, correlationId: `bench-${run}` },
      { key: id, attempts: 1 },
    );
  }
  const { failed, seconds } = await settle(p.pool, 'pdf_renders', ids, started);
  return { perSecond: count / seconds, seconds, failed };
}

async function assistantLatency(env: Record<string, string>) {
  const url = await startProcess(['services/run.ts', 'ai'], env);
  const questions = [
    'How long does a metal roof last in Florida?',
    'Do you offer financing for a roof replacement?',
    'What should I do after hurricane damage to my roof?',
    'Do you sell pizza?',
  ];
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/roofing-assistant`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        // Many client addresses (the service believes one proxy hop), so a per-address limit
        // measures the answer, not the 429.
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n++ & 255}`,
          },
          body: JSON.stringify({ message: questions[n % questions.length] }),
        }),
      },
    ],
  });
  return result;
}

async function main() {
  const infra = await probeInfra();
  if (!infra.postgres || !infra.redis) {
    console.error('bench:ai needs PostgreSQL and Redis (DATABASE_URL, REDIS_URL or local ports).');
    process.exit(1);
  }
  const stamp = Date.now();
  const database = `bench_ai_${stamp}`;
  const admin = new pg.Client({ connectionString: infra.postgres });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = new URL(infra.postgres);
  databaseUrl.pathname = `/${database}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-ai-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: infra.redis,
    QUEUE_PREFIX: `benchai${stamp}`,
    DATA_DIR: dataDir,
    IDENTITY_SECRET: randomBytes(32).toString('base64url'),
    AI_WORKER_CONCURRENCY: CONCURRENCY,
    ...(process.env.BENCH_TTS_ENGINES ? { TTS_ENGINES: process.env.BENCH_TTS_ENGINES } : {}),
    ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
  };
  const p = await producer(env);
  const rows: Array<Record<string, string | number>> = [];
  const rates: Record<string, number[]> = { tts: [], pdf: [] };
  try {
    for (const workers of [1, 2]) {
      console.error(`starting ${workers} worker process(es), concurrency ${CONCURRENCY} each`);
      for (let i = 0; i < workers; i++) {
        await startProcess(
          ['services/run.ts', 'ai', '--worker'],
          env,
          PIN ? cpuSetOf(i) : undefined,
        );
      }
      const warm = workers * Number(CONCURRENCY) * 2;
      await runSpeech(p, `warm-${workers}`, warm);
      await runPdf(p, `warm-${workers}`, warm);
      const tts = await runSpeech(p, `w${workers}`, JOBS);
      const pdf = await runPdf(p, `w${workers}`, JOBS);
      rates.tts?.push(tts.perSecond);
      rates.pdf?.push(pdf.perSecond);
      rows.push(
        {
          workers,
          queue: `tts (${tts.engine})`,
          jobs: JOBS,
          seconds: tts.seconds.toFixed(2),
          'jobs/s': tts.perSecond.toFixed(2),
          failed: tts.failed,
        },
        {
          workers,
          queue: 'documents (PDF)',
          jobs: JOBS,
          seconds: pdf.seconds.toFixed(2),
          'jobs/s': pdf.perSecond.toFixed(2),
          failed: pdf.failed,
        },
      );
      await stopProcesses();
    }
    const assistant = await assistantLatency(env);
    // Workers scale with cores: say how many there were, and how busy the machine was anyway.
    const load = loadavg().map((value) => value.toFixed(1));
    const placement = PIN
      ? `each worker pinned to its own CPUs (${[0, 1].map(cpuSetOf).join(' and ')})`
      : 'workers unpinned (they share every CPU)';
    console.log(
      `\nAI workers: ${JOBS} jobs per queue, AI_WORKER_CONCURRENCY=${CONCURRENCY}, ${CPUS} CPUs, ${placement}, load average ${load.join(' ')}`,
    );
    console.table(rows);
    for (const queue of ['tts', 'pdf'] as const) {
      const [one = 0, two = 0] = rates[queue] ?? [];
      const ratio = two / one;
      console.log(
        `${queue}: two workers / one = ${ratio.toFixed(2)} (target ≥ 1.80: ${ratio >= 1.8 ? 'met' : 'NOT met'})`,
      );
    }
    console.log(
      `\nRoofing assistant offline, POST /api/roofing-assistant, ${CONNECTIONS} connections, ${SECONDS} s: ` +
        `${Math.round(assistant.requests.average)} req/s, p50 ${assistant.latency.p50} ms, p99 ${assistant.latency.p99} ms, ` +
        `errors+non2xx ${assistant.errors + assistant.non2xx}`,
    );
  } finally {
    await stopProcesses();
    await p.pool.end();
    await p.runtime.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    const redis = new Redis(infra.redis);
    const keys = await redis.keys(`${env.QUEUE_PREFIX}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
