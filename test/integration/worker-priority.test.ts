import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/free-port.ts';
import { isolatedInfra } from '../support/isolated-infra.ts';

/**
 * Where workers share a machine with the web tier, jobs yield the CPU to requests: a worker
 * process (every one of its threads) runs at WORKER_NICE, a service process at the normal
 * priority. Real processes, as `make start-distributed` starts them.
 */
const infra = inject('infra');
const root = fileURLToPath(new URL('../../', import.meta.url));
const available = Boolean(infra.postgres && infra.nats && infra.redis) && existsSync('/proc/self');

/** The niceness of every thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
async function nicenessOfThreads(pid: number): Promise<number[]> {
  const threads = await readdir(`/proc/${pid}/task`);
  const values: number[] = [];
  for (const thread of threads) {
    const stat = await readFile(`/proc/${pid}/task/${thread}/stat`, 'utf8').catch(() => '');
    // The command name (field 2) may hold spaces: count from the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 16) values.push(Number(fields[16]));
  }
  return values;
}

/** How long a real process may take to answer /health on a busy machine (the tests wait that long). */
const START_TIMEOUT_MS = 60_000;

describe.runIf(available)('worker CPU priority', () => {
  let resources: Awaited<ReturnType<typeof isolatedInfra>>;
  const children: ChildProcess[] = [];

  async function startProcess(args: string[], env: Record<string, string>) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/run.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        ...resources.env,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        // Each process serves its metrics on a port of its own: any free one here.
        METRICS_PORT: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited ${child.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.ok)
        .catch(() => false);
      if (healthy) return child.pid as number;
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  beforeAll(async () => {
    resources = await isolatedInfra({
      postgres: infra.postgres as string,
      nats: infra.nats as string,
      redis: infra.redis as string,
    });
  });

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await resources?.drop();
  });

  it(
    'runs a worker at WORKER_NICE on every thread, and its service at the normal priority',
    async () => {
      const service = await startProcess(['lead'], { WORKER_NICE: '7' });
      const worker = await startProcess(['lead', '--worker'], { WORKER_NICE: '7' });

      // Children start at this process's own priority; a worker only ever lowers its own.
      const normal = getPriority();
      const workerThreads = await nicenessOfThreads(worker);
      expect(workerThreads.length).toBeGreaterThan(1);
      expect(new Set(workerThreads)).toEqual(new Set([Math.max(normal, 7)]));
      expect(new Set(await nicenessOfThreads(service))).toEqual(new Set([normal]));
    },
    START_TIMEOUT_MS * 2 + 10_000,
  );

  it(
    'leaves a worker at the normal priority with WORKER_NICE=0',
    async () => {
      const worker = await startProcess(['lead', '--worker'], { WORKER_NICE: '0' });
      expect(new Set(await nicenessOfThreads(worker))).toEqual(new Set([getPriority()]));
    },
    START_TIMEOUT_MS + 10_000,
  );
});
