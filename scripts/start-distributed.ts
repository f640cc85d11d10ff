/**
 * Starts the product distributed on one machine: every service of the registry as its own
 * process, a worker process for each service that has jobs, and the gateway proxying to them, on
 * the PostgreSQL, NATS and Redis named by DATABASE_URL, NATS_URL and REDIS_URL. A process that
 * crashes is restarted; Ctrl-C stops all, each finishing its work first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { hasWorker, SERVICES, serviceUrlVariable } from '../services/registry.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const required = ['DATABASE_URL', 'NATS_URL', 'REDIS_URL'];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`Set ${missing.join(', ')} first (see README: "Running it distributed").`);
  process.exit(1);
}

const gatewayPort = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${gatewayPort}`;
// The gateway signs who is calling; every process must share the secret.
const identitySecret = process.env.IDENTITY_SECRET ?? randomBytes(32).toString('base64url');
let nextPort = gatewayPort + 101;
// Each process serves its metrics on a loopback port of its own (never the site's): the gateway
// on METRICS_PORT (9464), the others on the ports after it, listed at start for the scraper.
const metricsBase = Number(process.env.METRICS_PORT ?? 9464);
let nextMetricsPort = metricsBase + 1;
const processes: Array<{ name: string; args: string[]; env: Record<string, string> }> = [];
const gatewayEnv: Record<string, string> = {
  PORT: String(gatewayPort),
  METRICS_PORT: String(metricsBase),
};
for (const service of SERVICES) {
  const port = nextPort++;
  processes.push({
    name: service.name,
    args: ['services/run.ts', service.name],
    env: { PORT: String(port), METRICS_PORT: String(nextMetricsPort++) },
  });
  gatewayEnv[serviceUrlVariable(service)] = `http://127.0.0.1:${port}`;
  if (hasWorker(service)) {
    processes.push({
      name: `${service.name}-worker`,
      args: ['services/run.ts', service.name, '--worker'],
      env: { PORT: String(nextPort++), METRICS_PORT: String(nextMetricsPort++) },
    });
  }
}
processes.push({ name: 'gateway', args: ['gateway/src/main.ts'], env: gatewayEnv });

/** A child that ran this long before it crashed is restarted at once; sooner, after a backoff. */
const HEALTHY_RUN_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
/** How long children get to finish their work after SIGTERM (below the usual 30 s pod grace). */
const STOP_GRACE_MS = 20_000;

const children = new Map<string, ChildProcess>();
let stopping = false;

/**
 * Runs one process and keeps it running: a crashed service or worker is restarted (with a
 * growing pause if it keeps crashing at start), the rest of the site goes on meanwhile.
 */
function supervise(spec: (typeof processes)[number], failures = 0) {
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', ...spec.args], {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: publicUrl, IDENTITY_SECRET: identitySecret, ...spec.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(spec.name, child);
  child.on('exit', (code, signal) => {
    children.delete(spec.name);
    if (stopping) {
      if (children.size === 0) process.exit(0);
      return;
    }
    const healthy = Date.now() - startedAt >= HEALTHY_RUN_MS;
    const attempt = healthy ? 0 : failures + 1;
    const pause = attempt === 0 ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** (attempt - 1));
    console.error(
      `${spec.name} exited (${signal ?? `code ${code}`}); restarting it${pause ? ` in ${pause / 1000} s` : ''}.`,
    );
    setTimeout(() => {
      if (!stopping) supervise(spec, attempt);
    }, pause).unref();
  });
}

for (const spec of processes) supervise(spec);
console.log(
  `Starting ${processes.map((p) => `${p.name} (:${p.env.PORT}, metrics :${p.env.METRICS_PORT})`).join(', ')}.\nThe site will be at ${publicUrl}. Press Ctrl-C to stop.`,
);

function stop() {
  if (stopping) return;
  stopping = true;
  if (children.size === 0) process.exit(0);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(1);
  }, STOP_GRACE_MS).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
