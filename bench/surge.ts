/**
 * npm run bench:surge — storm season on the distributed setup, through the gateway: a surge of
 * quote requests (SURGE_QUOTES in SURGE_SECONDS; 1,000 in 60 s) while PORTAL_USERS customers
 * (200) poll their project messages every 5 s and their unread count every 10 s. Each endpoint's
 * p50/p99 under the surge is compared with two baselines: the same endpoint one request at a
 * time on the otherwise idle system (IDLE_SAMPLES each, one every IDLE_GAP_MS), and a quiet minute of the same shape
 * (the same portal users polling, QUIET_QUOTES quote requests: 30, one every 2 s). Errors are
 * counted, and the time from the end of the surge until every confirmation e-mail reached the
 * SMTP sink is measured. Then the same with two replicas of the
 * quote and messaging services behind the gateway. Figures depend on the machine: read the
 * ratios, measured in one run.
 *
 * SURGE_REPLICAS=1 runs the first setup only.
 *
 * Targets (issue 11): 0 errors; p99 under load at most 3 × idle p99; e-mails all out within 60 s
 * after the surge ends. Both ratios are printed: surge against idle (the target's), and surge
 * against a quiet minute (what the surge itself adds to a minute of ordinary traffic).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { quoteRequest } from '../test/support/factories.ts';
import { probeInfra } from '../test/support/infra.ts';
import { isolatedInfra } from '../test/support/isolated-infra.ts';
import { startDistributed } from './support/distributed.ts';
import { type SmtpSinkProcess, startSmtpSinkProcess } from './support/smtp-sink-process.ts';

const SURGE_SECONDS = Number(process.env.SURGE_SECONDS ?? 60);
const SURGE_QUOTES = Number(process.env.SURGE_QUOTES ?? 1000);
const PORTAL_USERS = Number(process.env.PORTAL_USERS ?? 200);
const IDLE_SAMPLES = Number(process.env.IDLE_SAMPLES ?? 300);
/** Pace of the idle baseline: one request every IDLE_GAP_MS (300 of them take 15 s an endpoint). */
const IDLE_GAP_MS = Number(process.env.IDLE_GAP_MS ?? 50);
/** Quote requests in the quiet minute the surge is compared with (one every 2 s). */
const QUIET_QUOTES = Number(process.env.QUIET_QUOTES ?? 30);
const MAIL_WAIT_SECONDS = Number(process.env.SURGE_MAIL_WAIT_SECONDS ?? 180);

setGlobalDispatcher(new Agent({ connections: 256, keepAliveTimeout: 30_000 }));

type Endpoint = 'POST /api/quotes' | 'GET messages' | 'GET unread-count';
const ENDPOINTS: Endpoint[] = ['POST /api/quotes', 'GET messages', 'GET unread-count'];

interface Sample {
  ms: number;
  ok: boolean;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timed(call: () => Promise<Response>): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await call();
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runSetup(label: string, replicas: Record<string, number>) {
  const urls = await probeInfra();
  if (!urls.postgres || !urls.nats || !urls.redis) {
    throw new Error(
      'bench:surge needs PostgreSQL, NATS and Redis (see README: "Running it distributed")',
    );
  }
  const resources = await isolatedInfra({
    postgres: urls.postgres,
    nats: urls.nats,
    redis: urls.redis,
  });
  // The mail server runs apart, as it does in production: this process only times requests.
  const sink = await startSmtpSinkProcess();
  const system = await startDistributed({
    replicas,
    env: {
      ...resources.env,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'surge-')),
      // Every simulated customer comes from this one machine's address.
      RATE_LIMIT_POSTS: '1000000',
      RATE_LIMIT_LOOKUPS: '1000000',
    },
  });
  const base = system.gatewayUrl;
  // Interrupted (Ctrl-C, a timeout): the processes started here go with this one.
  const interrupted = () => void system.stop().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const postQuote = (email: string) =>
      fetch(`${base}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(quoteRequest({ email })),
      });

    // The portal users' projects, and their portal sessions.
    process.stdout.write(`${label}: preparing ${PORTAL_USERS} portal users… `);
    const users: Array<{ estimateNumber: string; cookie: string }> = [];
    for (let i = 0; i < PORTAL_USERS; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, PORTAL_USERS - i) }, async (_, j) => {
          const created = await postQuote(`portal-${i + j}@surge.example`);
          const { estimateNumber } = (await created.json()) as { estimateNumber: string };
          const login = await fetch(`${base}/api/quotes/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ estimateNumber }),
          });
          const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
          return { estimateNumber, cookie };
        }),
      );
      users.push(...batch);
    }
    // Their confirmations go out before anything is measured.
    await waitForMails(sink, '@surge.example', PORTAL_USERS, 120);
    console.log('ready');

    const calls: Record<Endpoint, (n: number) => Promise<Response>> = {
      'POST /api/quotes': (n) => postQuote(`idle-${n}@idle.example`),
      'GET messages': (n) => {
        const user = users[n % users.length] as (typeof users)[number];
        return fetch(`${base}/api/project-messages/${user.estimateNumber}`, {
          headers: { cookie: user.cookie },
        });
      },
      'GET unread-count': (n) => {
        const user = users[n % users.length] as (typeof users)[number];
        return fetch(
          `${base}/api/project-messages/${user.estimateNumber}/unread-count?senderType=customer`,
          { headers: { cookie: user.cookie } },
        );
      },
    };

    // Idle: each endpoint alone, one request at a time, one every IDLE_GAP_MS, so the baseline
    // spans seconds of the machine's ordinary life rather than a fraction of one (a p99 of a
    // hundred back-to-back requests is their second slowest, and swung 3 to 23 ms between
    // runs). The polls first, so no confirmation e-mail of the idle quotes is being rendered
    // while they are timed.
    const idle = {} as Record<Endpoint, Sample[]>;
    for (const endpoint of [...ENDPOINTS].reverse()) {
      for (let n = 0; n < 5; n++) await timed(() => calls[endpoint](n)); // warm-up
      idle[endpoint] = [];
      for (let n = 0; n < IDLE_SAMPLES; n++) {
        const sample = await timed(() => calls[endpoint](n));
        idle[endpoint].push(sample);
        await sleep(Math.max(0, IDLE_GAP_MS - sample.ms));
      }
    }
    await waitForMails(sink, '@idle.example', IDLE_SAMPLES + 5, 120);

    // A phase: portal users polling on their own clocks while quotes arrive at an even pace.
    const phase = async (quoteCount: number, domain: string) => {
      const samples = {} as Record<Endpoint, Sample[]>;
      for (const endpoint of ENDPOINTS) samples[endpoint] = [];
      const running: Array<Promise<void>> = [];
      const started = performance.now();
      const until = started + SURGE_SECONDS * 1000;
      const record = (endpoint: Endpoint, call: () => Promise<Response>) => {
        running.push(timed(call).then((sample) => void samples[endpoint].push(sample)));
      };
      const gap = (SURGE_SECONDS * 1000) / quoteCount;
      const quotes = (async () => {
        for (let n = 0; n < quoteCount; n++) {
          const wait = started + n * gap - performance.now();
          if (wait > 0) await sleep(wait);
          record('POST /api/quotes', () => postQuote(`${domain}-${n}@${domain}.example`));
        }
      })();
      // Each portal user on their own clock, starting at a random moment.
      const polls = users.map(async (_user, index) => {
        await sleep(Math.random() * 5000);
        let tick = 0;
        while (performance.now() < until) {
          record('GET messages', () => calls['GET messages'](index));
          if (tick % 2 === 0) record('GET unread-count', () => calls['GET unread-count'](index));
          tick++;
          await sleep(5000);
        }
      });
      await Promise.all([quotes, ...polls]);
      await Promise.all(running);
      return samples;
    };

    // A quiet minute: the same portal users polling, quotes at a quiet day's pace. The surge is
    // compared with it as well, so the ratio shows what the surge adds to ordinary traffic.
    const quiet = await phase(QUIET_QUOTES, 'quiet');
    await waitForMails(sink, '@quiet.example', QUIET_QUOTES, 120);

    // The surge.
    const load = await phase(SURGE_QUOTES, 'storm');
    const surgeEnded = performance.now();
    const mailed = await waitForMails(sink, '@storm.example', SURGE_QUOTES, MAIL_WAIT_SECONDS);
    const mailSeconds = mailed ? (performance.now() - surgeEnded) / 1000 : Number.NaN;

    const ms = (samples: Sample[], p: number) =>
      `${percentile(
        samples.map((s) => s.ms),
        p,
      ).toFixed(1)} ms`;
    const p99 = (samples: Sample[]) =>
      percentile(
        samples.map((s) => s.ms),
        99,
      );
    console.log(`\n${label}`);
    console.log(
      '| endpoint | surge requests | errors | idle p50 / p99 (one at a time) | quiet minute p50 / p99 | surge p50 / p99 | p99 surge/idle | p99 surge/quiet |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const endpoint of ENDPOINTS) {
      const errors = [...load[endpoint], ...quiet[endpoint]].filter((s) => !s.ok).length;
      console.log(
        `| ${endpoint} | ${load[endpoint].length} | ${errors} | ${ms(idle[endpoint], 50)} / ${ms(idle[endpoint], 99)} | ${ms(quiet[endpoint], 50)} / ${ms(quiet[endpoint], 99)} | ${ms(load[endpoint], 50)} / ${ms(load[endpoint], 99)} | ${(p99(load[endpoint]) / p99(idle[endpoint])).toFixed(2)} | ${(p99(load[endpoint]) / p99(quiet[endpoint])).toFixed(2)} |`,
      );
    }
    console.log(
      `confirmation e-mails: ${await sink.recipients('@storm.example')} of ${SURGE_QUOTES}; all out ${Number.isNaN(mailSeconds) ? `NOT within ${MAIL_WAIT_SECONDS} s` : `${mailSeconds.toFixed(1)} s after the surge ended`}`,
    );
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await system.stop();
    await sink.close();
    await resources.drop();
  }
}

/** Waits until mail reached `count` distinct recipients containing `text`. */
async function waitForMails(
  sink: SmtpSinkProcess,
  text: string,
  count: number,
  seconds: number,
): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if ((await sink.recipients(text)) >= count) return true;
    await sleep(250);
  }
  return false;
}

console.log(
  `Storm surge: ${SURGE_QUOTES} quote requests in ${SURGE_SECONDS} s, ${PORTAL_USERS} portal users polling (messages every 5 s, unread count every 10 s).`,
);
await runSetup('One replica of each service', {});
if (process.env.SURGE_REPLICAS !== '1') {
  await runSetup('Two replicas of the quote and messaging services', { quote: 2, messaging: 2 });
}
process.exit(0);
