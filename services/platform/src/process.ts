import { loadPlatformConfig, type PlatformConfig } from './config.ts';
import { createHttpServer } from './http.ts';
import { createLogger, type Logger } from './logger.ts';
import { createRuntime, type Runtime, type ServiceDefinition } from './runtime.ts';

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

/** Boots one service as its own HTTP process (distributed mode). */
export async function runServiceProcess(definition: ServiceDefinition, env = process.env) {
  const config = loadPlatformConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL, name: definition.name });
  const runtime = await createRuntime(config, logger);
  await runtime.database.migrate(definition.name, definition.migrationsFolder);
  const service = definition.create(runtime);
  const app = createHttpServer({ logger, readiness: runtime.readiness, trustProxy: true });
  if (service.routes) await app.register(service.routes);
  await service.startBackground?.();
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ address }, `${definition.name} service listening`);
  onShutdown(logger, async () => {
    await app.close();
    await service.stop();
    await runtime.close();
  });
  return { app, runtime, service };
}

/** Boots the job processors of one service as a worker process (distributed mode). */
export async function runWorkerProcess(definition: ServiceDefinition, env = process.env) {
  const config = loadPlatformConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL, name: `${definition.name}-worker` });
  const runtime = await createRuntime(config, logger);
  await runtime.database.migrate(definition.name, definition.migrationsFolder);
  const service = definition.create(runtime);
  await service.startWorkers?.();
  // A small HTTP endpoint so orchestrators can probe the worker.
  const app = createHttpServer({ logger, readiness: runtime.readiness });
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ address }, `${definition.name} worker running`);
  onShutdown(logger, async () => {
    await app.close();
    await service.stop();
    await runtime.close();
  });
  return { app, runtime, service };
}

export type { PlatformConfig, Runtime };
