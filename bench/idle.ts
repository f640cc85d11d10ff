/**
 * npm run bench:idle — what an idle process costs (issue 26: at most 0.5 % of one core, measured
 * over a minute). Starts the embedded product (the gateway alone, PGlite, in-process bus and
 * database job queue, a fresh DATA_DIR) and the distributed setup (every service and worker, one
 * replica each, and the gateway, on the local PostgreSQL, NATS and Redis, with a database, stream
 * and key prefix of their own), waits until each answers /health, lets them settle
 * (IDLE_SETTLE_SECONDS, 60), then reads each process's CPU time from /proc/<pid>/stat (user +
 * system, its live descendants' and its reaped children's included) at the start and the end of
 * IDLE_MEASURE_SECONDS (60) of wall time, with no request sent. Prints one row per process: the
 * share of one core, the target, pass or fail (the exit code is 1 when any fails).
 *
 * IDLE_SETUPS=embedded or =distributed runs one setup; both run side by side by default (an idle
 * setup does not disturb the other). Quick look: IDLE_SETTLE_SECONDS=10 IDLE_MEASURE_SECONDS=20.
 * The machine's other work does not count (only these processes' own CPU time is read), but a
 * busy machine still makes each wake-up cost more: read figures from a shared machine as noisy.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/support/free-port.ts';
import { treeCpuSeconds } from './support/cpu.ts';
import { benchInfra, type Distributed, startDistributed } from './support/distributed.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const SETTLE_SECONDS = Number(process.env.IDLE_SETTLE_SECONDS ?? 60);
const MEASURE_SECONDS = Number(process.env.IDLE_MEASURE_SECONDS ?? 60);
const TARGET_PERCENT = Number(process.env.IDLE_TARGET_PERCENT ?? 0.5);
const SETUPS = (process.env.IDLE_SETUPS ?? 'embedded,distributed').split(',');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitHealthy(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the embedded product exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not become healthy`);
}

/** The embedded product: one process, nothing but a data directory. */
async function startEmbedded() {
  const dataDir = await mkdtemp(join(tmpdir(), 'idle-embedded-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: root,
    // Only what the embedded product needs: no DATABASE_URL, NATS_URL or REDIS_URL from here.
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    pid: child.pid as number,
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(20_000)]);
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const measured: Array<{ setup: string; process: string; pid: number }> = [];
  const stoppers: Array<() => Promise<unknown>> = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) await stop().catch(() => {});
  };
  // Interrupted (Ctrl-C, a timeout): the processes started here go with this one.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stopAll().finally(() => process.exit(130)));
  }
  try {
    if (SETUPS.includes('embedded')) {
      process.stdout.write('starting the embedded product… ');
      const embedded = await startEmbedded();
      stoppers.push(() => embedded.stop());
      measured.push({ setup: 'embedded', process: 'gateway (all services)', pid: embedded.pid });
      console.log('healthy');
    }
    if (SETUPS.includes('distributed')) {
      const resources = await benchInfra('The distributed setup of bench:idle');
      stoppers.push(() => resources.drop());
      process.stdout.write('starting the distributed setup… ');
      const dataDir = await mkdtemp(join(tmpdir(), 'idle-distributed-'));
      stoppers.push(() => rm(dataDir, { recursive: true, force: true }));
      const system: Distributed = await startDistributed({
        env: { ...resources.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
        // A busy machine compiles a dozen processes' TypeScript at once: give them time.
        healthTimeoutMs: 300_000,
      });
      stoppers.push(() => system.stop());
      for (const name of system.names()) {
        const pid = system.pid(name);
        if (pid) measured.push({ setup: 'distributed', process: name, pid });
      }
      console.log(
        `healthy (${measured.filter((m) => m.setup === 'distributed').length} processes)`,
      );
    }

    console.log(`settling ${SETTLE_SECONDS} s, then measuring ${MEASURE_SECONDS} s, no requests…`);
    await sleep(SETTLE_SECONDS * 1000);
    const pids = measured.map((m) => m.pid);
    const before = await treeCpuSeconds(pids);
    const started = performance.now();
    await sleep(MEASURE_SECONDS * 1000);
    const after = await treeCpuSeconds(pids);
    const seconds = (performance.now() - started) / 1000;

    const rows = measured.map((m) => {
      const cpu = (after.get(m.pid) ?? Number.NaN) - (before.get(m.pid) ?? Number.NaN);
      const percent = (cpu / seconds) * 100;
      return {
        setup: m.setup,
        process: m.process,
        'CPU s': Number(cpu.toFixed(2)),
        '% of a core': Number(percent.toFixed(2)),
        'target %': TARGET_PERCENT,
        result: percent <= TARGET_PERCENT ? 'pass' : 'FAIL',
      };
    });
    console.log(`\nidle CPU over ${seconds.toFixed(1)} s:`);
    console.table(rows);
    const failed = rows.filter((row) => row.result !== 'pass');
    console.log(
      failed.length === 0
        ? `every process within ${TARGET_PERCENT} % of a core`
        : `${failed.length} of ${rows.length} processes above ${TARGET_PERCENT} % of a core`,
    );
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

await main();
