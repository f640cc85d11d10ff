import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@roofing/contracts';
import {
  createHttpServer,
  createLogger,
  createRuntime,
  loadPlatformConfig,
  type MountedService,
  mountService,
  type Runtime,
  type ServiceDefinition,
  serveMetrics,
} from '@roofing/platform';
import { inject } from 'vitest';
import { createScratchDatabase } from '../../services/platform/test/support/scratch-postgres.ts';
import { waitFor } from './factories.ts';

export interface ServiceHarness {
  /** Where it listens (127.0.0.1, a free port), for tests that speak real HTTP. */
  url: string;
  /** Its Prometheus metrics (a loopback port of their own, as in production: not `url`). */
  metricsUrl: string;
  /** Its data folder: e-mails are written under `mail/`. */
  dataDir: string;
  /** The service's Fastify app: call it with `app.inject`, no port needed. */
  app: ReturnType<typeof createHttpServer>;
  runtime: Runtime;
  service: MountedService;
  /** Which database this run uses: the shared PostgreSQL (a scratch database) or PGlite. */
  database: 'postgres' | 'pglite';
  /** The scratch database's URL, when on PostgreSQL (another process may connect to it). */
  databaseUrl?: string;
  /** Every event the service published, in order. */
  published: EventEnvelope[];
  /** Resolves with the first published event of `type` that `match` accepts. */
  waitForEvent<T = unknown>(
    type: string,
    match?: (event: EventEnvelope<T>) => boolean,
    timeoutMs?: number,
  ): Promise<EventEnvelope<T>>;
  /** The e-mails written so far (raw RFC 822 text), oldest first. */
  mails(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * One service on its own, the way the platform mounts it, without the rest of the product: its
 * routes, outbox relay, consumers and job processors over a real database (a scratch database on
 * the shared PostgreSQL when the run has one, PGlite otherwise), the in-process bus and the
 * database job queue, and e-mail written as files.
 */
export async function startService(
  definition: ServiceDefinition,
  env: Record<string, string> = {},
): Promise<ServiceHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), `svc-${definition.name}-`));
  const infra = inject('infra');
  // `DATABASE_URL: ''` asks for PGlite even when the run has PostgreSQL (its one connection
  // makes a read beside an open transaction wait for it: tests of that use it).
  const scratch =
    infra.postgres && env.DATABASE_URL !== ''
      ? await createScratchDatabase(infra.postgres)
      : undefined;
  const config = loadPlatformConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    OUTBOX_POLL_MS: '50',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const logger = createLogger({ level: config.LOG_LEVEL, name: definition.name });
  const runtime = await createRuntime(config, logger);
  const published: EventEnvelope[] = [];
  const publish = runtime.bus.publish.bind(runtime.bus);
  runtime.bus.publish = async (event) => {
    await publish(event);
    published.push(event);
  };
  const app = createHttpServer({
    logger,
    readiness: runtime.readiness,
    metrics: runtime.metrics,
    openapi: { title: definition.name },
  });
  const service = await mountService(app, definition, runtime, 'all');
  await app.listen({ port: 0, host: '127.0.0.1' });
  await service.start();
  const { port } = app.server.address() as { port: number };
  const metricsListener = await serveMetrics(runtime.metrics, {
    port: 0,
    host: '127.0.0.1',
    logger,
  });

  return {
    url: `http://127.0.0.1:${port}`,
    metricsUrl: metricsListener.url,
    dataDir,
    app,
    runtime,
    service,
    database: scratch ? 'postgres' : 'pglite',
    databaseUrl: scratch?.url,
    published,
    waitForEvent: (type, match = () => true, timeoutMs = 5000) =>
      waitFor(
        () =>
          published.find(
            (event): event is EventEnvelope<never> =>
              event.type === type && match(event as EventEnvelope<never>),
          ),
        timeoutMs,
        `event ${type}`,
      ),
    async mails() {
      const dir = join(dataDir, 'mail');
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.eml'))
        .sort();
      return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    },
    async close() {
      await app.close();
      await metricsListener.close();
      await service.stop();
      await runtime.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
