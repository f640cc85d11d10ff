import type { FastifyPluginAsync } from 'fastify';
import type { PlatformConfig } from './config.ts';
import { createDatabase, type Database } from './database/index.ts';
import { createInProcessEventBus } from './event-bus/in-process.ts';
import { createNatsEventBus } from './event-bus/nats.ts';
import type { EventBus } from './event-bus/types.ts';
import { createBullmqJobQueue } from './job-queue/bullmq.ts';
import { createDatabaseJobQueue, JOB_QUEUE_MIGRATIONS } from './job-queue/database.ts';
import type { JobQueue } from './job-queue/types.ts';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mailer/index.ts';

/** The ports a service sees. Which adapter stands behind each is decided here, from config. */
export interface Runtime {
  config: PlatformConfig;
  logger: Logger;
  database: Database;
  bus: EventBus;
  jobs: JobQueue;
  mailer: Mailer;
  /** Readiness checks for /ready. */
  readiness: Record<string, () => Promise<boolean>>;
  close(): Promise<void>;
}

export async function createRuntime(config: PlatformConfig, logger: Logger): Promise<Runtime> {
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const bus = config.NATS_URL
    ? createNatsEventBus({
        url: config.NATS_URL,
        stream: config.NATS_STREAM,
        subjectPrefix: config.EVENT_SUBJECT_PREFIX,
        ackWaitMs: config.EVENT_ACK_WAIT_MS,
        logger,
      })
    : createInProcessEventBus(logger);
  let jobs: JobQueue;
  if (config.REDIS_URL) {
    jobs = createBullmqJobQueue({ url: config.REDIS_URL, prefix: config.QUEUE_PREFIX, logger });
  } else {
    // Without Redis the queue lives in the database, so a restart loses no job.
    await database.migrate('platform', JOB_QUEUE_MIGRATIONS);
    jobs = createDatabaseJobQueue(database.db, logger);
  }
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    dataDir: config.DATA_DIR,
    from: config.MAIL_FROM,
  });
  logger.info(
    { database: database.kind, events: bus.kind, jobs: jobs.kind, mail: mailer.kind },
    'runtime adapters',
  );
  const stoppers: Array<() => Promise<void>> = [];
  return {
    config,
    logger,
    database,
    bus,
    jobs,
    mailer,
    readiness: {
      database: () => database.ping(),
      events: () => bus.ping(),
      jobs: () => jobs.ping(),
    },
    async close() {
      for (const stop of stoppers.reverse()) await stop().catch(() => {});
      await bus.close().catch((error) => logger.warn({ err: error }, 'closing event bus'));
      await jobs.close().catch((error) => logger.warn({ err: error }, 'closing job queue'));
      await mailer.close().catch(() => {});
      await database.close().catch((error) => logger.warn({ err: error }, 'closing database'));
    },
  };
}

/** One service as the platform runs it: HTTP routes, background work, job processors. */
export interface ServiceInstance {
  /** Fastify plugin holding the service's routes (paths are the public API paths). */
  routes?: FastifyPluginAsync;
  /** Outbox relay and event consumers: runs in the service's HTTP process. */
  startBackground?(): Promise<void>;
  /** Job processors: runs in the worker process when distributed. */
  startWorkers?(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServiceDefinition {
  name: string;
  /** Absolute path of the service's drizzle migrations folder. */
  migrationsFolder: string;
  create(runtime: Runtime): ServiceInstance;
}
