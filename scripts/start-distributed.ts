/**
 * Starts the product distributed on one machine: every service of the registry as its own
 * process, a worker process for each service that has jobs, and the gateway proxying to them, on
 * the PostgreSQL, NATS and Redis named by DATABASE_URL, NATS_URL and REDIS_URL. Ctrl-C stops all.
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
const processes: Array<{ name: string; args: string[]; env: Record<string, string> }> = [];
const gatewayEnv: Record<string, string> = { PORT: String(gatewayPort) };
for (const service of SERVICES) {
  const port = nextPort++;
  processes.push({
    name: service.name,
    args: ['services/run.ts', service.name],
    env: { PORT: String(port) },
  });
  gatewayEnv[serviceUrlVariable(service)] = `http://127.0.0.1:${port}`;
  if (hasWorker(service)) {
    processes.push({
      name: `${service.name}-worker`,
      args: ['services/run.ts', service.name, '--worker'],
      env: { PORT: String(nextPort++) },
    });
  }
}
processes.push({ name: 'gateway', args: ['gateway/src/main.ts'], env: gatewayEnv });

const children: ChildProcess[] = [];
let stopping = false;
for (const spec of processes) {
  const child = spawn(process.execPath, ['--import', 'tsx', ...spec.args], {
    cwd: root,
    env: { ...process.env, PUBLIC_URL: publicUrl, IDENTITY_SECRET: identitySecret, ...spec.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${spec.name} exited with code ${code}; stopping the others.`);
      stop(1);
    }
  });
  children.push(child);
}
console.log(
  `Starting ${processes.map((p) => `${p.name} (:${p.env.PORT})`).join(', ')}.\nThe site will be at ${publicUrl}. Press Ctrl-C to stop.`,
);

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
