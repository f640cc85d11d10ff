/**
 * Starts the product distributed on one machine: the gateway, the quote, messaging and lead
 * services and the notifications worker as separate processes, on the PostgreSQL, NATS and Redis
 * named by DATABASE_URL, NATS_URL and REDIS_URL. Ctrl-C stops them all.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const required = ['DATABASE_URL', 'NATS_URL', 'REDIS_URL'];
const missing = required.filter((name) => !process.env[name]);
if (missing.length > 0) {
  console.error(`Set ${missing.join(', ')} first (see README: "Running it distributed").`);
  process.exit(1);
}

const gatewayPort = Number(process.env.PORT ?? 3000);
const ports = {
  quote: gatewayPort + 101,
  messaging: gatewayPort + 102,
  worker: gatewayPort + 103,
  lead: gatewayPort + 104,
};
const processes: Array<{ name: string; entry: string; env: Record<string, string> }> = [
  { name: 'quote', entry: 'services/quote/src/main.ts', env: { PORT: String(ports.quote) } },
  {
    name: 'messaging',
    entry: 'services/messaging/src/main.ts',
    env: { PORT: String(ports.messaging) },
  },
  { name: 'lead', entry: 'services/lead/src/main.ts', env: { PORT: String(ports.lead) } },
  {
    name: 'notifications-worker',
    entry: 'services/messaging/src/worker.ts',
    env: { PORT: String(ports.worker) },
  },
  {
    name: 'gateway',
    entry: 'gateway/src/main.ts',
    env: {
      PORT: String(gatewayPort),
      QUOTE_SERVICE_URL: `http://127.0.0.1:${ports.quote}`,
      MESSAGING_SERVICE_URL: `http://127.0.0.1:${ports.messaging}`,
      LEAD_SERVICE_URL: `http://127.0.0.1:${ports.lead}`,
    },
  },
];

const children: ChildProcess[] = [];
let stopping = false;
for (const spec of processes) {
  const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
    cwd: root,
    env: { ...process.env, ...spec.env },
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
  `Starting ${processes.map((p) => p.name).join(', ')}; the site will be at http://localhost:${gatewayPort}`,
);

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
