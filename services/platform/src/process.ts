import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { getPriority, setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError, loadPlatformConfig, type PlatformConfig } from './config.ts';
import { type App, createHttpServer, startDraining } from './http.ts';
import { createLogger, type Logger } from './logger.ts';
import { type MetricsListener, serveMetrics } from './metrics-server.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import type { ServiceDefinition } from './service/define.ts';
import { type MountedService, mountService } from './service/mount.ts';

/** Stops cleanly on SIGINT/SIGTERM: stop taking requests, finish work, close connections. */
export function onShutdown(logger: Logger, stop: () => Promise<void>) {
  let stopping = false;
  const handler = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void handler('SIGINT'));
  process.once('SIGTERM', () => void handler('SIGTERM'));
}

export interface StartedProcess {
  app: App;
  runtime: Runtime;
  service: MountedService;
  url: string;
  /** Where this process's Prometheus metrics are (METRICS_HOST:METRICS_PORT, not `url`). */
  metricsUrl: string;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string | undefined>;
  /** Use this runtime instead of building one from the environment (tests inject faults here). */
  runtime?: Runtime;
  /** `service`: routes, outbox relay, consumers. `worker`: job processors (plus health, metrics). */
  role: 'service' | 'worker';
}

/**
 * Background work yields the CPU to requests: every thread of this process (on Linux the
 * priority is per thread; threads and child processes started later inherit the main thread's)
 * takes the given niceness. Best effort: a platform that refuses leaves the priority as it was.
 */
function lowerPriority(nice: number, logger: Logger) {
  if (nice === 0) return;
  let threads: number[] = [0];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {}
  try {
    // Only ever lowered: raising a priority needs privileges, and a lower one was chosen.
    for (const thread of threads) if (getPriority(thread) < nice) setPriority(thread, nice);
    logger.debug({ nice }, 'worker priority lowered');
  } catch (error) {
    logger.warn({ err: error, nice }, 'could not lower the worker priority');
  }
}

/** Boots one service as its own process (distributed mode), as its HTTP service or its worker. */
export async function startServiceProcess(
  definition: ServiceDefinition,
  options: StartOptions,
): Promise<StartedProcess> {
  const config: PlatformConfig =
    options.runtime?.config ?? loadPlatformConfig(options.env ?? process.env);
  const name = options.role === 'worker' ? `${definition.name}-worker` : definition.name;
  const logger = options.runtime?.logger ?? createLogger({ level: config.LOG_LEVEL, name });
  // The service's own settings are read with the rest of the config, before anything is opened.
  definition.settings?.load(config);
  if (options.role === 'worker' && !options.runtime) lowerPriority(config.WORKER_NICE, logger);
  const runtime = options.runtime ?? (await createRuntime(config, logger));
  const app = createHttpServer({
    logger,
    // Services are reached through the gateway only: it is the one proxy whose
    // X-Forwarded-For (the client address it decided on) is believed.
    trustProxy: 1,
    // A worker can do nothing without its job queue; a service takes requests without it.
    readiness:
      options.role === 'worker'
        ? {
            required: { ...runtime.readiness.required, jobs: () => runtime.jobs.ping() },
            reported: { events: () => runtime.bus.ping() },
          }
        : runtime.readiness,
    metrics: runtime.metrics,
    publicUrl: config.PUBLIC_URL,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    openapi: options.role === 'service' ? { title: `Shorefront Roofing ${name}` } : undefined,
  });
  const service = await mountService(
    app,
    definition,
    runtime,
    options.role === 'worker' ? 'workers' : 'http',
  );
  await app.listen({ port: config.PORT, host: config.HOST });
  await service.start();
  const metricsListener = await serveMetrics(runtime.metrics, {
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    token: config.METRICS_TOKEN,
    logger,
  });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  logger.info({ url, role: options.role }, `${name} listening`);
  return {
    app,
    runtime,
    service,
    url,
    metricsUrl: metricsListener.url,
    async close() {
      await drainAndClose(app, metricsListener, config.SHUTDOWN_DRAIN_MS);
      await service.stop();
      await runtime.close();
    },
  };
}

/**
 * Stops a process's listeners gracefully: unready first, so the load balancer moves away; after
 * `drainMs` the requests under way finish and the app and its metrics listener close.
 */
export async function drainAndClose(app: App, metrics: MetricsListener, drainMs: number) {
  startDraining(app);
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
  await metrics.close();
}

/**
 * Runs a process's start-up; a configuration mistake ends the process with its message alone
 * (which variable, what is wrong), not a stack trace. Anything else is thrown as it was.
 */
export async function startOrExplain<T>(start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/** Entry point of a service or worker process: start, then stop cleanly on a signal. */
export async function runServiceProcess(
  definition: ServiceDefinition,
  role: 'service' | 'worker' = 'service',
) {
  const started = await startOrExplain(() => startServiceProcess(definition, { role }));
  onShutdown(started.runtime.logger, async () => {
    await started.close();
    await definition.release?.();
  });
  return started;
}

export type { PlatformConfig, Runtime };
