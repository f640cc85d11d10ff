/**
 * The system up from its container images, driven through the gateway like a user (issue 27):
 *   1. build the images (docker's layer cache keeps unchanged ones), `up -d`, wait for every
 *      container's healthcheck;
 *   2. smoke flow: a quote posted → stored in PostgreSQL → its confirmation e-mail at the SMTP
 *      sink; the admin signs in (two-step sign-in enrolled on the way); the estimate looked up and
 *      the portal opened with the e-mailed code;
 *   3. two faults, each a burst of quotes while a container is killed (SIGKILL) and started
 *      again: the quote service's, then one of the three NATS servers (the stack runs compose's
 *      nats-cluster profile, streams and consumers on all three). Every quote answered 2xx is
 *      stored and its e-mail arrives exactly once; no product container restarts for the NATS
 *      node (the connections fail over to the other two);
 *   4. `down -v`, and the duration of each part.
 * Run by scripts/compose-smoke.sh (which starts the engine and builds the base images first):
 *   node --import tsx scripts/compose-smoke.ts
 * Ports: deploy/compose.ports.env (27000-27999) unless COMPOSE_PORTS=default. KEEP_UP=1 leaves
 * the stack running afterwards; COMPOSE_BUILD=0 skips the build; SMOKE_NATS_CLUSTER=0 runs one
 * NATS server and skips its fault.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { quoteRequest, waitFor } from '../test/support/factories.ts';
import { send, signInStaff } from '../test/support/staff-sign-in.ts';

const ROOT = join(import.meta.dirname, '..');
const timings: Array<[string, number]> = [];
const started = Date.now();
async function timed<T>(what: string, work: () => Promise<T> | T): Promise<T> {
  const at = Date.now();
  try {
    return await work();
  } finally {
    timings.push([what, (Date.now() - at) / 1000]);
    console.log(`  ${what}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  }
}

// Ports and secrets, in the environment compose interpolates from (shell values win over .env).
/** Reads an env file into the environment (values already set win), `${NAME:-default}` expanded. */
function loadEnvFile(path: string) {
  for (const line of readFileSync(join(ROOT, path), 'utf8').split('\n')) {
    const match = /^([A-Z_0-9]+)=(\S+)/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    process.env[match[1]] ??= match[2].replace(
      /\$\{([A-Z_0-9]+):-([^}]*)\}/g,
      (_, name: string, fallback: string) => process.env[name] || fallback,
    );
  }
}
if (process.env.COMPOSE_PORTS !== 'default') loadEnvFile('deploy/compose.ports.env');
// The nats-cluster profile (after the ports, which it reads): three NATS servers, R3.
const CLUSTER = process.env.SMOKE_NATS_CLUSTER !== '0';
if (CLUSTER) loadEnvFile('deploy/compose.nats-cluster.env');
// No registry here: the images start from the local base (scripts/build-base-image.sh).
process.env.NODE_IMAGE ??= 'shorefront/node:24';
process.env.BASE_IMAGE ??= 'shorefront/base:bookworm';
process.env.IDENTITY_SECRET ??= randomBytes(32).toString('hex');
// The first start makes the admin with this password (strong enough for the zxcvbn check).
process.env.ADMIN_PASSWORD ??= `Smoke-${randomBytes(12).toString('base64url')}`;
// The burst comes from this one machine: lift the per-address post and acknowledgement caps.
process.env.RATE_LIMIT_POSTS ??= '100000';
process.env.MAIL_ACKS_PER_CLIENT_PER_DAY ??= '100000';
process.env.COMPOSE_PROJECT_NAME ??= 'shorefront-smoke';
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3000}`;
const mailApi = `http://127.0.0.1:${process.env.MAIL_UI_PORT ?? 8025}/api/v1`;

/** Compose v2 (`docker compose`) when the CLI has it, else Debian's docker-compose 1.29. */
const compose: string[] =
  spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0
    ? ['docker', 'compose']
    : ['docker-compose'];
function run(args: string[], options: { quiet?: boolean } = {}): string {
  const [command, ...rest] = [...compose, ...args] as [string, ...string[]];
  return execFileSync(command, rest, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', options.quiet ? 'pipe' : 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
}
const docker = (...args: string[]) =>
  execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

const containerOf = (service: string) => run(['ps', '-q', service], { quiet: true }).trim();
const health = (container: string) =>
  docker(
    'inspect',
    '-f',
    '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}',
    container,
  );

async function waitHealthy(timeoutMs: number) {
  const ids = run(['ps', '-q'], { quiet: true }).split('\n').filter(Boolean);
  await waitFor(
    () => {
      const states = ids.map(health);
      return states.every((state) => state === 'healthy') ? true : undefined;
    },
    timeoutMs,
    'every container healthy',
  );
  return ids.length;
}

interface Mail {
  ID: string;
  To: Array<{ Address: string }>;
  Subject: string;
}
/**
 * Every message the sink holds, each once. The listing is newest first and paged by offset, so a
 * message that arrives between two pages pushes the last of one page onto the next: it is listed
 * twice, and was once counted as an e-mail sent twice (2026-11-28). Each message received has an
 * ID of its own, so one sent twice still counts twice.
 */
async function mails(): Promise<Mail[]> {
  const found = new Map<string, Mail>();
  for (let start = 0; ; start += 500) {
    const page = (await (await fetch(`${mailApi}/messages?start=${start}&limit=500`)).json()) as {
      messages: Mail[];
      total: number;
    };
    for (const mail of page.messages) found.set(mail.ID, mail);
    if (page.messages.length === 0 || start + page.messages.length >= page.total) {
      return [...found.values()];
    }
  }
}
const mailsTo = async (email: string) =>
  (await mails()).filter((mail) => mail.To.some((to) => to.Address === email.toLowerCase()));

async function postQuote(email: string): Promise<{ status: number; estimateNumber?: string }> {
  try {
    const response = await fetch(`${gateway}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest({ email })),
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => ({}))) as { estimateNumber?: string };
    return { status: response.status, estimateNumber: body.estimateNumber };
  } catch {
    return { status: 0 }; // no answer: the client knows it was not taken
  }
}

function check(ok: boolean, what: string) {
  if (!ok) throw new Error(`smoke: ${what}`);
  console.log(`  ✓ ${what}`);
}

let db: pg.Pool | undefined;
let failed = false;
try {
  console.log(`compose: ${compose.join(' ')}, project ${process.env.COMPOSE_PROJECT_NAME}`);
  // The product's image once (every process shares its tag), then the infrastructure's.
  // COMPOSE_BUILD=0 takes the images as they are (checking a change to this script alone).
  if (process.env.COMPOSE_BUILD !== '0') {
    await timed('build images', () =>
      run(['build', 'gateway', 'postgres', 'nats', 'redis', 'mail']),
    );
  }
  await timed('up (every container healthy)', async () => {
    run(['up', '-d', '--no-build']);
    const count = await waitHealthy(420_000);
    console.log(`  ${count} containers healthy`);
  });
  db = new pg.Pool({
    connectionString: `postgres://roofing:roofing@127.0.0.1:${process.env.POSTGRES_PORT ?? 5432}/roofing`,
    max: 2,
  });
  const stored = async (emails: string[]) =>
    Number(
      (await db?.query('select count(*) as n from quote.quotes where email = any($1)', [emails]))
        ?.rows[0]?.n ?? 0,
    );

  await timed('smoke flow', async () => {
    const email = `smoke-${Date.now()}@compose.example`;
    const quote = await postQuote(email);
    check(
      quote.status === 201 || quote.status === 200,
      `POST /api/quotes answered ${quote.status}`,
    );
    check((await stored([email])) === 1, 'the quote is stored in PostgreSQL');
    const confirmation = await waitFor(
      async () => (await mailsTo(email))[0],
      30_000,
      `the confirmation e-mail to ${email}`,
    );
    check(true, `its e-mail at the sink: "${confirmation.Subject}"`);

    const staff = await signInStaff(gateway, {
      username: 'admin',
      password: process.env.ADMIN_PASSWORD as string,
    });
    const listed = await send(`${gateway}/api/quotes?search=${encodeURIComponent(email)}`, {
      headers: staff.headers,
    });
    check(
      listed.status === 200 && listed.body.includes(email),
      'the admin signs in (TOTP enrolled) and finds the quote in the back office',
    );

    const estimate = quote.estimateNumber as string;
    const lookup = await fetch(`${gateway}/api/estimates/${estimate}`);
    check(lookup.status === 200, `GET /api/estimates/${estimate} answered ${lookup.status}`);
    const before = (await mailsTo(email)).length;
    const asked = await fetch(`${gateway}/api/portal/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estimateNumber: estimate }),
    });
    check(asked.status === 202, `POST /api/portal/code answered ${asked.status}`);
    const codeMail = await waitFor(
      async () => {
        const found = await mailsTo(email);
        return found.length > before
          ? found.find((m) => /^\d{6} is your /.test(m.Subject))
          : undefined;
      },
      30_000,
      'the portal code e-mail',
    );
    const verified = await fetch(`${gateway}/api/portal/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estimateNumber: estimate, code: codeMail.Subject.slice(0, 6) }),
    });
    const cookie = verified.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .find((value) => /^(__Host-)?sfr_portal=/.test(value));
    check(
      verified.status === 200 && cookie !== undefined,
      'the portal opens with the e-mailed code',
    );
  });

  /**
   * A burst of quotes from four clients for 20 s while `service`'s container is killed 5 s in
   * and started again 3 s later; then every quote answered 2xx must be stored and e-mailed once.
   */
  async function burstWhileKilled(service: string, label: string) {
    const outcomes: Array<{ email: string; status: number }> = [];
    const until = Date.now() + 20_000;
    let n = 0;
    const fault = (async () => {
      await sleep(5_000);
      const container = containerOf(service);
      docker('kill', '--signal', 'KILL', container);
      console.log(`  ${label} killed (SIGKILL)`);
      await sleep(3_000);
      // `docker kill` counts as stopped by hand: the restart policy leaves it down. Start it, as
      // an orchestrator would.
      if (docker('inspect', '-f', '{{.State.Running}}', container) !== 'true') {
        docker('start', container);
      }
      await waitFor(
        () => (health(container) === 'healthy' ? true : undefined),
        90_000,
        `${label} back`,
      );
      console.log(`  ${label} healthy again`);
    })();
    const clients = Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        const email = `burst-${service}-${n++}-${Date.now()}@compose.example`;
        outcomes.push({ email, ...(await postQuote(email)) });
        await sleep(100);
      }
    });
    await Promise.all([...clients, fault]);
    const ok = outcomes.filter((o) => o.status >= 200 && o.status < 300).map((o) => o.email);
    console.log(
      `  ${outcomes.length} quotes posted, ${ok.length} answered 2xx, ${outcomes.length - ok.length} refused or unanswered`,
    );
    check(ok.length > 0, 'quotes were taken during the burst');
    check((await stored(ok)) === ok.length, `all ${ok.length} quotes answered 2xx are stored`);
    const at = Date.now();
    const arrived = await waitFor(
      async () => {
        const all = await mails();
        const counts = new Map<string, number>();
        for (const mail of all) {
          for (const to of mail.To) counts.set(to.Address, (counts.get(to.Address) ?? 0) + 1);
        }
        return ok.every((email) => counts.has(email)) ? counts : undefined;
      },
      120_000,
      'every confirmation e-mail of the burst',
    );
    console.log(
      `  the last e-mail arrived ${((Date.now() - at) / 1000).toFixed(1)} s after the burst`,
    );
    await sleep(3_000); // a duplicate on its way arrives within seconds
    const twice = ok.filter((email) => (arrived.get(email) ?? 0) > 1);
    check(twice.length === 0, `every e-mail arrived once (${twice.length} twice)`);
  }

  await timed('fault: quote service container killed mid-burst', () =>
    burstWhileKilled('quote', 'quote service'),
  );

  if (CLUSTER) {
    await timed('fault: one of three NATS servers killed mid-burst', async () => {
      // The product's processes: each must carry on over the other two servers, not restart.
      const product = run(['ps', '-q'], { quiet: true })
        .split('\n')
        .filter(Boolean)
        .filter((id) => docker('inspect', '-f', '{{.Config.Image}}', id).includes('/roofing:'));
      const starts = () => product.map((id) => docker('inspect', '-f', '{{.State.StartedAt}}', id));
      const before = starts();
      const servers = docker(
        'exec',
        containerOf('nats'),
        'curl',
        '-fsS',
        `http://127.0.0.1:${process.env.NATS_MONITOR_PORT ?? 8222}/routez`,
      );
      check(
        (JSON.parse(servers) as { num_routes: number }).num_routes >= 2,
        'the first NATS server is routed to the other two',
      );
      await burstWhileKilled('nats', 'NATS server nats-1');
      const after = starts();
      check(
        before.every((at, i) => at === after[i]),
        `none of the ${product.length} product containers restarted`,
      );
    });
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  try {
    console.error(run(['ps'], { quiet: true }));
    console.error(run(['logs', '--tail', '40'], { quiet: true }).slice(-20_000));
  } catch {}
} finally {
  await db?.end();
  if (process.env.KEEP_UP !== '1')
    await timed('down -v', () => run(['down', '-v'], { quiet: true }));
  const total = (Date.now() - started) / 1000;
  console.log(
    `compose smoke ${failed ? 'FAILED' : 'passed'} in ${total.toFixed(0)} s (${timings
      .map(([what, seconds]) => `${what} ${seconds.toFixed(0)} s`)
      .join(', ')})`,
  );
  process.exitCode = failed ? 1 : 0;
}
