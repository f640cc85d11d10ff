/**
 * The product distributed on this machine for benchmarks and the fault suite: every service of
 * the registry as its own process (optionally several replicas), a worker process per service
 * with jobs, and the gateway, on the servers named by `env`. Each process can be killed,
 * stopped gracefully and started again by name.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hasWorker, SERVICES, serviceUrlVariable } from '../../services/registry.ts';
import { freePort } from '../../test/support/free-port.ts';
import { probeInfra } from '../../test/support/infra.ts';
import { isolatedInfra } from '../../test/support/isolated-infra.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ProcessSpec {
  name: string;
  args: string[];
  port: number;
  env: Record<string, string>;
}

export interface Distributed {
  gatewayUrl: string;
  specs: ProcessSpec[];
  /** Names of the running processes (`quote`, `quote#2`, `messaging-worker`, `gateway`…). */
  names(): string[];
  /** The operating-system process id of a running process (for CPU readings), if it runs. */
  pid(name: string): number | undefined;
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  start(name: string): Promise<void>;
  stop(): Promise<void>;
}

async function waitHealthy(url: string, timeoutMs = 60_000, gone: () => boolean = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`${url}: the process exited before it answered /health`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

export async function startDistributed(options: {
  env: Record<string, string>;
  /** Replicas per service name (default 1). */
  replicas?: Record<string, number>;
  /** Where the children's output goes (default: dropped; set LOG to see it). */
  log?: boolean;
  /** How long each process may take to answer /health (default 60 s). */
  healthTimeoutMs?: number;
  /**
   * Per service name, the address the gateway is given for one replica's URL: a proxy in front
   * of it (the fault suite slows or resets the connections between the gateway and the service).
   */
  via?: Record<string, (url: string) => Promise<string>>;
  /** Node options for a process by name, before the script (`--cpu-prof`…); default none. */
  nodeArgs?: (name: string) => string[];
}): Promise<Distributed> {
  const specs: ProcessSpec[] = [];
  const gatewayEnv: Record<string, string> = {};
  for (const service of SERVICES) {
    const count = options.replicas?.[service.name] ?? 1;
    const urls: string[] = [];
    for (let replica = 1; replica <= count; replica++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      urls.push((await options.via?.[service.name]?.(url)) ?? url);
      specs.push({
        name: replica === 1 ? service.name : `${service.name}#${replica}`,
        args: ['services/run.ts', service.name],
        port,
        env: { PORT: String(port) },
      });
    }
    gatewayEnv[serviceUrlVariable(service)] = urls.join(',');
    if (hasWorker(service)) {
      const port = await freePort();
      specs.push({
        name: `${service.name}-worker`,
        args: ['services/run.ts', service.name, '--worker'],
        port,
        env: { PORT: String(port) },
      });
    }
  }
  const gatewayPort = await freePort();
  specs.push({
    name: 'gateway',
    args: ['gateway/src/main.ts'],
    port: gatewayPort,
    env: { ...gatewayEnv, PORT: String(gatewayPort), WEB_DIST: '/nonexistent' },
  });

  const children = new Map<string, ChildProcess>();
  const exits = new Map<string, Promise<void>>();

  async function start(name: string, attempt = 0): Promise<void> {
    const spec = specs.find((candidate) => candidate.name === name);
    if (!spec) throw new Error(`no process ${name}`);
    const nodeArgs = options.nodeArgs?.(name) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...spec.args], {
      cwd: root,
      // METRICS_PORT 0: each process its own free metrics port (one host, many processes).
      env: { ...process.env, HOST: '127.0.0.1', METRICS_PORT: '0', ...options.env, ...spec.env },
      stdio: ['ignore', options.log ? 'inherit' : 'ignore', options.log ? 'inherit' : 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    children.set(name, child);
    exits.set(
      name,
      new Promise((resolve) =>
        child.once('exit', (code, signal) => {
          if (children.get(name) === child) children.delete(name);
          if (code && code !== 0 && !signal) console.error(`${name} exited ${code}: ${stderr}`);
          resolve();
        }),
      ),
    );
    // A process that exits before it answers fails its start now, not at the health timeout.
    let exited = false;
    const healthy = waitHealthy(
      `http://127.0.0.1:${spec.port}`,
      options.healthTimeoutMs,
      () => exited,
    );
    void exits.get(name)?.then(() => {
      exited = true;
    });
    try {
      await healthy;
    } catch (error) {
      // Only the gateway's and the workers' ports are known to no other process: when one was
      // taken between its pick and the bind, that process starts again on another.
      const ownPort = name === 'gateway' || name.endsWith('-worker');
      if (exited && ownPort && /EADDRINUSE/.test(stderr) && attempt < 3) {
        spec.port = await freePort();
        spec.env.PORT = String(spec.port);
        return start(name, attempt + 1);
      }
      throw new Error(`${name}: ${(error as Error).message}${stderr ? `\n${stderr}` : ''}`);
    }
  }

  // Services first (their migrations run once, in order), then the workers and the gateway.
  try {
    for (const spec of specs.filter((s) => !s.name.endsWith('-worker') && s.name !== 'gateway')) {
      await start(spec.name);
    }
    await Promise.all(specs.filter((s) => s.name.endsWith('-worker')).map((s) => start(s.name)));
    await start('gateway');
  } catch (error) {
    // One never became healthy: the ones already started do not outlive the caller.
    for (const child of children.values()) child.kill('SIGKILL');
    await Promise.all(exits.values());
    throw error;
  }

  return {
    get gatewayUrl() {
      return `http://127.0.0.1:${specs.find((spec) => spec.name === 'gateway')?.port ?? gatewayPort}`;
    },
    specs,
    names: () => [...children.keys()],
    pid: (name) => children.get(name)?.pid,
    async kill(name, signal = 'SIGKILL') {
      const child = children.get(name);
      if (!child) return;
      child.kill(signal);
      await exits.get(name);
    },
    start,
    async stop() {
      await Promise.all(
        [...children.keys()].map(async (name) => {
          children.get(name)?.kill('SIGTERM');
          await Promise.race([exits.get(name), new Promise((r) => setTimeout(r, 20_000))]);
          children.get(name)?.kill('SIGKILL');
        }),
      );
    },
  };
}

/**
 * PostgreSQL, NATS and Redis for one distributed bench run: a database, a stream and Redis keys
 * of its own (`drop()` removes them), or an error naming what is missing for `bench`.
 */
export async function benchInfra(bench: string) {
  const urls = await probeInfra();
  if (!urls.postgres || !urls.nats || !urls.redis) {
    throw new Error(`${bench} needs PostgreSQL, NATS and Redis (README: "Running it distributed")`);
  }
  return isolatedInfra({ postgres: urls.postgres, nats: urls.nats, redis: urls.redis });
}
