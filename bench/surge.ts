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
 * SURGE_SCALE=10 (`npm run bench:surge:x10`, issue 26) multiplies the quote requests and the
 * portal users (10,000 and 2,000) and keeps the customers up to date the way the product now
 * does: each holds the live stream `GET /api/portal/events` through the gateway and reads its
 * messages and unread count again (If-None-Match) only when a `project-message` event arrives;
 * SURGE_POLLING_SHARE (0.1) of them have no stream (a proxy that buffers it, a fourth tab) and
 * poll with If-None-Match every 5 s / 10 s, as the web app does when its stream is down, and so
 * does a customer whose stream drops. The office posts SURGE_OFFICE_MESSAGES (30 × scale) portal
 * messages a minute to customers with a stream; the time from sending the office's POST to the
 * event on that customer's stream is an endpoint of its own ("live event delivery"), with an idle
 * baseline of one message at a time. SURGE_LIVE=1 or 0 chooses the live shape at any scale.
 *
 * Targets (issues 11 and 26): 0 errors; p99 under load at most 3 × idle p99; e-mails all out
 * within 60 s after the surge ends. Both ratios are printed: surge against idle (the target's), and surge
 * against a quiet minute (what the surge itself adds to a minute of ordinary traffic); then
 * PASS or FAIL per target (the exit code is 1 when any fails). Also printed: the cores each
 * process kept busy during the surge and while the mail drained after it (from /proc), the
 * machine's PostgreSQL, NATS and Redis and the bench's own load generator and SMTP sink included.
 *
 * SURGE_CPU_PROF=<dir> runs every process of the product under `node --cpu-prof` and writes their
 * profiles there, with `windows.json` (the surge's and the drain's times on the profiles' clock):
 * `node --import tsx bench/profile-summary.ts <dir>/quote.cpuprofile <dir>/windows.json surge`.
 */

import { mkdtemp, writeFile } from 'node:fs/promises';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { quoteRequest } from '../test/support/factories.ts';
import { type SignedInStaff, signInStaff } from '../test/support/staff-sign-in.ts';
import { cpuSeconds, serverCpuSeconds } from './support/cpu.ts';
import { benchInfra, type Distributed, startDistributed } from './support/distributed.ts';
import { type SmtpSinkProcess, startSmtpSinkProcess } from './support/smtp-sink-process.ts';

const SCALE = Number(process.env.SURGE_SCALE ?? 1);
const LIVE = process.env.SURGE_LIVE ? process.env.SURGE_LIVE === '1' : SCALE > 1;
const SURGE_SECONDS = Number(process.env.SURGE_SECONDS ?? 60);
const SURGE_QUOTES = Number(process.env.SURGE_QUOTES ?? 1000 * SCALE);
const PORTAL_USERS = Number(process.env.PORTAL_USERS ?? 200 * SCALE);
const IDLE_SAMPLES = Number(process.env.IDLE_SAMPLES ?? 300);
/** Pace of the idle baseline: one request every IDLE_GAP_MS (300 of them take 15 s an endpoint). */
const IDLE_GAP_MS = Number(process.env.IDLE_GAP_MS ?? 50);
/** Quote requests in the quiet minute the surge is compared with (one every 2 s). */
const QUIET_QUOTES = Number(process.env.QUIET_QUOTES ?? 30);
const MAIL_WAIT_SECONDS = Number(process.env.SURGE_MAIL_WAIT_SECONDS ?? 180);
/** The target: every confirmation e-mail out within this long after the surge ends. */
const MAIL_TARGET_SECONDS = 60;
const P99_TARGET_RATIO = 3;
/** Live shape: customers without a stream, polling instead. */
const POLLING_SHARE = Number(process.env.SURGE_POLLING_SHARE ?? 0.1);
/** Live shape: office messages to portal customers per phase (the quiet minute and the surge). */
const OFFICE_MESSAGES = Number(
  process.env.SURGE_OFFICE_MESSAGES ?? Math.round((30 * SCALE * SURGE_SECONDS) / 60),
);
/** How long a posted office message may take to reach its customer's stream before it counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** With SURGE_CPU_PROF=<dir>: every process of the product writes a V8 CPU profile there. */
const CPU_PROF_DIR = process.env.SURGE_CPU_PROF;
const STAFF = { username: 'surge-office', password: 'storm-season-office-2026' };

setGlobalDispatcher(new Agent({ connections: 256, keepAliveTimeout: 30_000 }));
/** The customers' streams: one connection each, never pooled with the requests. */
const streamAgent = new HttpAgent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

type Endpoint =
  | 'POST /api/quotes'
  | 'GET messages'
  | 'GET unread-count'
  | 'GET messages (on event)'
  | 'GET unread-count (on event)'
  | 'GET messages (poll, If-None-Match)'
  | 'GET unread-count (poll, If-None-Match)'
  | 'POST office message'
  | 'live event delivery';
const ENDPOINTS: Endpoint[] = LIVE
  ? [
      'POST /api/quotes',
      'POST office message',
      'live event delivery',
      'GET messages (on event)',
      'GET unread-count (on event)',
      'GET messages (poll, If-None-Match)',
      'GET unread-count (poll, If-None-Match)',
    ]
  : ['POST /api/quotes', 'GET messages', 'GET unread-count'];

/** What the office writes to a customer during storm season (rotated). */
const OFFICE_WORDS = [
  'Your shingles are ordered and should arrive at the yard on Monday.',
  'The crew plans to start on your roof Tuesday morning, weather permitting.',
  'We tarped the damaged section this afternoon; the permanent repair is next.',
  'Your permit was filed with the county today. We will tell you when it is issued.',
  'The inspector took photos of the hail damage; your estimate follows shortly.',
];

interface Sample {
  ms: number;
  ok: boolean;
  status?: number;
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
    return { ms: performance.now() - started, ok: response.ok, status: response.status };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PortalUser {
  estimateNumber: string;
  cookie: string;
  /** The last ETag of each read, sent back as If-None-Match (the browser's cache does the same). */
  etags: { messages?: string; unread?: string };
  /** Whether this customer holds a live stream (else, or once it drops, they poll). */
  live: boolean;
  /** Office messages sent to this customer and not yet seen on the stream, oldest first. */
  pending: Array<{ sent: number; seen: (sample: Sample) => void }>;
  close?: () => void;
}

/** Where the live shape's event-driven samples go while a phase runs (none between phases). */
let onEvent: Record<Endpoint, Sample[]> | undefined;
let streamsDropped = 0;

async function runSetup(label: string, replicas: Record<string, number>): Promise<boolean> {
  const resources = await benchInfra('bench:surge');
  // The mail server runs apart, as it does in production: this process only times requests.
  const sink = await startSmtpSinkProcess();
  const system = await startDistributed({
    replicas,
    env: {
      ...resources.env,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      // As deployed (deploy/Dockerfile): React's development build checks every element an
      // e-mail template renders, a third of the e-mail worker's CPU in a profile of this bench.
      NODE_ENV: 'production',
      DATA_DIR: await mkdtemp(join(tmpdir(), 'surge-')),
      // Every simulated customer comes from this one machine's address.
      RATE_LIMIT_POSTS: '1000000',
      RATE_LIMIT_LOOKUPS: '1000000',
      MAIL_ACKS_PER_CLIENT_PER_DAY: '100000000',
      // One office account writes every message of the live shape (300 in the idle baseline's
      // 15 s): above the 300 writes a minute one staff member may make.
      RATE_LIMIT_STAFF_WRITES: '1000000',
      // The office account that writes to customers in the live shape.
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
    },
    // A busy machine compiles a dozen processes' TypeScript at once: give them time.
    healthTimeoutMs: 300_000,
    nodeArgs: (name) =>
      CPU_PROF_DIR
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${CPU_PROF_DIR}`,
            `--cpu-prof-name=${name.replace('#', '-')}.cpuprofile`,
          ]
        : [],
  });
  const base = system.gatewayUrl;
  const users: PortalUser[] = [];
  const closeStreams = () => {
    for (const user of users) user.close?.();
  };
  // Interrupted (Ctrl-C, a timeout): the processes started here go with this one.
  const interrupted = () =>
    void Promise.resolve(closeStreams())
      .then(() => system.stop())
      .then(() => Promise.all([sink.close(), resources.drop()]))
      .finally(() => process.exit(130));
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
          return { estimateNumber, cookie, etags: {}, live: false, pending: [] };
        }),
      );
      users.push(...batch);
    }
    // Their confirmations go out before anything is measured.
    await waitForMails(sink, '@surge.example', PORTAL_USERS, Math.max(120, PORTAL_USERS / 5));
    console.log('ready');

    const messagesUrl = (user: PortalUser) => `${base}/api/project-messages/${user.estimateNumber}`;
    const unreadUrl = (user: PortalUser) =>
      `${base}/api/project-messages/${user.estimateNumber}/unread-count?senderType=customer`;
    /** A read as the browser makes it: If-None-Match with the last ETag; a 304 is an answer. */
    const conditional = async (user: PortalUser, which: 'messages' | 'unread'): Promise<Sample> => {
      const started = performance.now();
      try {
        const etag = user.etags[which];
        const response = await fetch(which === 'messages' ? messagesUrl(user) : unreadUrl(user), {
          headers: { cookie: user.cookie, ...(etag ? { 'if-none-match': etag } : {}) },
        });
        await response.arrayBuffer();
        const tag = response.headers.get('etag');
        if (response.status === 200 && tag) user.etags[which] = tag;
        const ok = response.status === 200 || response.status === 304;
        return { ms: performance.now() - started, ok, status: response.status };
      } catch {
        return { ms: performance.now() - started, ok: false };
      }
    };

    // The live shape: the office signs in, and each customer with a stream opens it.
    let staff: SignedInStaff | undefined;
    let liveUsers: PortalUser[] = [];
    if (LIVE) {
      staff = await signInStaff(base, STAFF);
      const streaming = users.slice(0, Math.round(users.length * (1 - POLLING_SHARE)));
      process.stdout.write(`opening ${streaming.length} live streams… `);
      for (let i = 0; i < streaming.length; i += 50) {
        await Promise.all(
          streaming.slice(i, i + 50).map((user) => openStream(base, user, conditional)),
        );
      }
      liveUsers = streaming.filter((user) => user.live);
      console.log(`${liveUsers.length} open`);
    }
    let officeMessages = 0;
    /** The office writes to a customer: the POST's own sample, and when the stream saw it. */
    const officeWrites = (user: PortalUser) => {
      let seen: (sample: Sample) => void = () => {};
      const delivered = new Promise<Sample>((resolve) => {
        seen = resolve;
      });
      const entry = { sent: performance.now(), seen };
      user.pending.push(entry);
      const timer = setTimeout(() => {
        const index = user.pending.indexOf(entry);
        if (index >= 0) user.pending.splice(index, 1);
        seen({ ms: DELIVERY_TIMEOUT_MS, ok: false });
      }, DELIVERY_TIMEOUT_MS);
      const words = OFFICE_WORDS[officeMessages++ % OFFICE_WORDS.length] as string;
      const post = timed(() =>
        fetch(`${base}/api/project-messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...staff?.headers },
          body: JSON.stringify({ estimateNumber: user.estimateNumber, messageContent: words }),
        }),
      );
      return { post, delivered: delivered.finally(() => clearTimeout(timer)) };
    };
    const liveUser = (n: number) => liveUsers[n % liveUsers.length] as PortalUser;
    const user = (n: number) => users[n % users.length] as PortalUser;

    const calls: Record<Endpoint, (n: number) => Promise<Sample>> = {
      'POST /api/quotes': (n) => timed(() => postQuote(`idle-${n}@idle.example`)),
      'GET messages': (n) =>
        timed(() => fetch(messagesUrl(user(n)), { headers: { cookie: user(n).cookie } })),
      'GET unread-count': (n) =>
        timed(() => fetch(unreadUrl(user(n)), { headers: { cookie: user(n).cookie } })),
      // After an event the tag no longer matches: a full read, as here.
      'GET messages (on event)': (n) => calls['GET messages'](n),
      'GET unread-count (on event)': (n) => calls['GET unread-count'](n),
      // Nothing changed since the last read: 304 (a customer's first read, untimed, gets the tag).
      'GET messages (poll, If-None-Match)': async (n) => {
        if (!user(n).etags.messages) await conditional(user(n), 'messages');
        return conditional(user(n), 'messages');
      },
      'GET unread-count (poll, If-None-Match)': async (n) => {
        if (!user(n).etags.unread) await conditional(user(n), 'unread');
        return conditional(user(n), 'unread');
      },
      'POST office message': (n) => officeWrites(liveUser(n)).post,
      'live event delivery': (n) => officeWrites(liveUser(n)).delivered,
    };

    // Idle: each endpoint alone, one request at a time, one every IDLE_GAP_MS, so the baseline
    // spans seconds of the machine's ordinary life rather than a fraction of one (a p99 of a
    // hundred back-to-back requests is their second slowest, and swung 3 to 23 ms between
    // runs). The polls first, so no confirmation e-mail of the idle quotes is being rendered
    // while they are timed.
    const idle = {} as Record<Endpoint, Sample[]>;
    for (const endpoint of [...ENDPOINTS].reverse()) {
      // Warm-up, numbered after the samples: its quotes go to addresses of their own, so the
      // wait below for IDLE_SAMPLES + 5 confirmations can end.
      for (let n = IDLE_SAMPLES; n < IDLE_SAMPLES + 5; n++) await calls[endpoint](n);
      idle[endpoint] = [];
      for (let n = 0; n < IDLE_SAMPLES; n++) {
        const sample = await calls[endpoint](n);
        idle[endpoint].push(sample);
        await sleep(Math.max(0, IDLE_GAP_MS - sample.ms));
      }
    }
    await waitForMails(sink, '@idle.example', IDLE_SAMPLES + 5, 120);

    // A phase: portal users polling on their own clocks (or, in the live shape, those without a
    // stream polling, the others reading on events) while quotes arrive at an even pace.
    const phase = async (quoteCount: number, domain: string) => {
      const samples = {} as Record<Endpoint, Sample[]>;
      for (const endpoint of ENDPOINTS) samples[endpoint] = [];
      const running: Array<Promise<void>> = [];
      const started = performance.now();
      const until = started + SURGE_SECONDS * 1000;
      const record = (endpoint: Endpoint, call: () => Promise<Sample>) => {
        running.push(call().then((sample) => void samples[endpoint].push(sample)));
      };
      onEvent = samples;
      const paced = async (count: number, each: (n: number) => void) => {
        const gap = (SURGE_SECONDS * 1000) / count;
        for (let n = 0; n < count; n++) {
          const wait = started + n * gap - performance.now();
          if (wait > 0) await sleep(wait);
          each(n);
        }
      };
      const quotes = paced(quoteCount, (n) =>
        record('POST /api/quotes', () =>
          timed(() => postQuote(`${domain}-${n}@${domain}.example`)),
        ),
      );
      const office = LIVE
        ? paced(OFFICE_MESSAGES, (n) => {
            const { post, delivered } = officeWrites(liveUser(n));
            record('POST office message', () => post);
            record('live event delivery', () => delivered);
          })
        : Promise.resolve();
      // Each portal user on their own clock, starting at a random moment. In the live shape a
      // customer with an open stream does not poll (the product switches polling off).
      const polls = users.map(async (portalUser, index) => {
        await sleep(Math.random() * 5000);
        let tick = 0;
        while (performance.now() < until) {
          if (!LIVE) {
            record('GET messages', () => calls['GET messages'](index));
            if (tick % 2 === 0) record('GET unread-count', () => calls['GET unread-count'](index));
          } else if (!portalUser.live) {
            record('GET messages (poll, If-None-Match)', () => conditional(portalUser, 'messages'));
            if (tick % 2 === 0) {
              record('GET unread-count (poll, If-None-Match)', () =>
                conditional(portalUser, 'unread'),
              );
            }
          }
          tick++;
          await sleep(5000);
        }
      });
      await Promise.all([quotes, office, ...polls]);
      await Promise.all(running);
      onEvent = undefined;
      return samples;
    };

    // A quiet minute: the same portal users polling, quotes at a quiet day's pace. The surge is
    // compared with it as well, so the ratio shows what the surge adds to ordinary traffic.
    const quiet = await phase(QUIET_QUOTES, 'quiet');
    await waitForMails(sink, '@quiet.example', QUIET_QUOTES, 120);

    // The surge, and where the machine's CPU went during it and while the mail drained.
    const cpuAtStart = await cpuReading(system, sink);
    const load = await phase(SURGE_QUOTES, 'storm');
    const surgeEnded = performance.now();
    const cpuAtEnd = await cpuReading(system, sink);
    const mailed = await waitForMails(sink, '@storm.example', SURGE_QUOTES, MAIL_WAIT_SECONDS);
    const mailSeconds = mailed ? (performance.now() - surgeEnded) / 1000 : Number.NaN;
    const cpuAtMailed = await cpuReading(system, sink);
    if (CPU_PROF_DIR) {
      await writeFile(
        join(CPU_PROF_DIR, 'windows.json'),
        JSON.stringify({
          surge: [[cpuAtStart.micros, cpuAtEnd.micros]],
          drain: [[cpuAtEnd.micros, cpuAtMailed.micros]],
        }),
      );
    }

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
    const verdicts: Array<{ target: string; pass: boolean }> = [];
    for (const endpoint of ENDPOINTS) {
      const errors = [...load[endpoint], ...quiet[endpoint]].filter((s) => !s.ok).length;
      const ratio = p99(load[endpoint]) / p99(idle[endpoint]);
      console.log(
        `| ${endpoint} | ${load[endpoint].length} | ${errors} | ${ms(idle[endpoint], 50)} / ${ms(idle[endpoint], 99)} | ${ms(quiet[endpoint], 50)} / ${ms(quiet[endpoint], 99)} | ${ms(load[endpoint], 50)} / ${ms(load[endpoint], 99)} | ${ratio.toFixed(2)} | ${(p99(load[endpoint]) / p99(quiet[endpoint])).toFixed(2)} |`,
      );
      // What the failures were (an HTTP status, or none: no answer or not seen in time).
      const statuses = new Map<string, number>();
      for (const sample of [...load[endpoint], ...quiet[endpoint]].filter((s) => !s.ok)) {
        const key = sample.status === undefined ? 'no answer' : `HTTP ${sample.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      const why = [...statuses].map(([key, count]) => `${key} × ${count}`).join(', ');
      verdicts.push({
        target: `${endpoint}: 0 errors (${errors}${why ? `: ${why}` : ''})`,
        pass: errors === 0,
      });
      verdicts.push({
        target: `${endpoint}: surge p99 ≤ ${P99_TARGET_RATIO} × idle p99 (${ratio.toFixed(2)} ×)`,
        // No surge sample (all customers held streams, so nobody polled): nothing to judge.
        pass: load[endpoint].length === 0 || ratio <= P99_TARGET_RATIO,
      });
    }
    printCpu(cpuAtStart, cpuAtEnd, cpuAtMailed);
    if (LIVE) {
      const polls = [
        ...load['GET messages (poll, If-None-Match)'],
        ...load['GET unread-count (poll, If-None-Match)'],
      ];
      const notModified = polls.filter((s) => s.status === 304).length;
      console.log(
        `live streams: ${liveUsers.length} of ${users.length} customers held one (${users.length - liveUsers.length} polled); ${streamsDropped} dropped during the run; conditional polls in the surge: ${polls.length}, ${notModified} answered 304`,
      );
      verdicts.push({
        target: `live streams: none dropped (${streamsDropped})`,
        pass: streamsDropped === 0,
      });
    }
    console.log(
      `confirmation e-mails: ${await sink.recipients('@storm.example')} of ${SURGE_QUOTES}; all out ${Number.isNaN(mailSeconds) ? `NOT within ${MAIL_WAIT_SECONDS} s` : `${mailSeconds.toFixed(1)} s after the surge ended`}`,
    );
    verdicts.push({
      target: `every confirmation e-mail out within ${MAIL_TARGET_SECONDS} s of the surge's end (${Number.isNaN(mailSeconds) ? 'not all out' : `${mailSeconds.toFixed(1)} s`})`,
      pass: !Number.isNaN(mailSeconds) && mailSeconds <= MAIL_TARGET_SECONDS,
    });
    console.log(`\n${label}: targets`);
    for (const { target, pass } of verdicts) console.log(`${pass ? 'PASS' : 'FAIL'}  ${target}`);
    return verdicts.every((verdict) => verdict.pass);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    closeStreams();
    await system.stop();
    await sink.close();
    await resources.drop();
  }
}

/**
 * Opens a customer's live stream through the gateway and reads it as EventSource does: on a
 * `project-message` from the office, the oldest office message owed to this customer is seen
 * (its delivery time recorded) and the customer reads messages and unread count again. Resolves
 * once the stream said `ready` (user.live) or was refused. A stream that ends while the bench
 * runs counts as dropped; that customer polls from then on.
 */
function openStream(
  base: string,
  user: PortalUser,
  read: (user: PortalUser, which: 'messages' | 'unread') => Promise<Sample>,
): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 30_000); // never ready: the customer polls
    const request = httpRequest(`${base}/api/portal/events`, {
      agent: streamAgent,
      headers: { cookie: user.cookie, accept: 'text/event-stream' },
    });
    const finish = () => {
      if (user.live) streamsDropped++;
      user.live = false;
      user.close = undefined;
      resolve();
    };
    request.on('error', finish);
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return finish();
      }
      user.close = () => {
        user.live = false; // closed here: not a drop
        request.destroy();
      };
      response.setEncoding('utf8');
      let text = '';
      response.on('data', (chunk: string) => {
        text += chunk;
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          end = text.indexOf('\n\n');
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(': ');
            if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 2);
          }
          if (fields.event === 'ready') {
            user.live = true;
            resolve();
          } else if (fields.event === 'project-message') {
            const data = JSON.parse(fields.data ?? '{}') as { senderType?: string };
            if (data.senderType !== 'admin') continue;
            const owed = user.pending.shift();
            owed?.seen({ ms: performance.now() - owed.sent, ok: true });
            // What the web app does on the event: its message list and unread count read again.
            const samples = onEvent;
            void read(user, 'messages').then((s) => samples?.['GET messages (on event)'].push(s));
            void read(user, 'unread').then((s) => samples?.['GET unread-count (on event)'].push(s));
          }
        }
      });
      response.on('close', finish);
      response.on('error', finish);
    });
    request.end();
  });
}

interface CpuReading {
  at: number;
  /** The monotonic clock in microseconds, as V8's profiles stamp their samples. */
  micros: number;
  /** CPU seconds so far by process (the product's by name, the servers', the bench's own). */
  seconds: Map<string, number>;
}

/** The CPU seconds so far of every process that takes part in the run, and when it was read. */
async function cpuReading(system: Distributed, sink: SmtpSinkProcess): Promise<CpuReading> {
  const seconds = new Map<string, number>();
  for (const name of system.names()) seconds.set(name, await cpuSeconds(system.pid(name)));
  for (const [command, value] of await serverCpuSeconds([
    'postgres',
    'nats-server',
    'redis-server',
  ])) {
    seconds.set(command, value);
  }
  seconds.set('SMTP sink (bench)', await cpuSeconds(sink.pid));
  const own = process.cpuUsage();
  seconds.set('load generator (bench)', (own.user + own.system) / 1e6);
  return { at: performance.now(), micros: Number(process.hrtime.bigint() / 1000n), seconds };
}

/**
 * Where the CPU went: per process, the cores it kept busy on average during the surge and while
 * the e-mail drained after it (1.00 = one core all the time), heaviest first.
 */
function printCpu(start: CpuReading, end: CpuReading, mailed: CpuReading) {
  const surgeSeconds = (end.at - start.at) / 1000;
  const drainSeconds = (mailed.at - end.at) / 1000;
  const cores = (from: CpuReading, to: CpuReading, name: string, wall: number) =>
    ((to.seconds.get(name) ?? Number.NaN) - (from.seconds.get(name) ?? Number.NaN)) / wall;
  const names = [...end.seconds.keys()].sort(
    (a, b) => cores(start, end, b, surgeSeconds) - cores(start, end, a, surgeSeconds),
  );
  console.log(
    `\nCPU by process, in cores kept busy (the surge ${surgeSeconds.toFixed(0)} s; the mail's drain after it ${drainSeconds.toFixed(0)} s):`,
  );
  console.log('| process | surge | drain |');
  console.log('|---|---|---|');
  let surgeTotal = 0;
  let drainTotal = 0;
  for (const name of names) {
    const surge = cores(start, end, name, surgeSeconds);
    const drain = drainSeconds > 0 ? cores(end, mailed, name, drainSeconds) : Number.NaN;
    if (Number.isFinite(surge)) surgeTotal += surge;
    if (Number.isFinite(drain)) drainTotal += drain;
    console.log(`| ${name} | ${surge.toFixed(2)} | ${drain.toFixed(2)} |`);
  }
  console.log(`| all | ${surgeTotal.toFixed(2)} | ${drainTotal.toFixed(2)} |`);
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
  LIVE
    ? `Storm surge ×${SCALE}: ${SURGE_QUOTES} quote requests in ${SURGE_SECONDS} s, ${PORTAL_USERS} portal users kept up to date by the live stream (${Math.round(POLLING_SHARE * 100)} % polling with If-None-Match: messages every 5 s, unread count every 10 s), ${OFFICE_MESSAGES} office messages a phase.`
    : `Storm surge ×${SCALE}: ${SURGE_QUOTES} quote requests in ${SURGE_SECONDS} s, ${PORTAL_USERS} portal users polling (messages every 5 s, unread count every 10 s).`,
);
let passed = await runSetup('One replica of each service', {});
if (process.env.SURGE_REPLICAS !== '1') {
  passed =
    (await runSetup('Two replicas of the quote and messaging services', {
      quote: 2,
      messaging: 2,
    })) && passed;
}
process.exit(passed ? 0 : 1);
