import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlatformConfig } from './config.ts';
import { createDatabase, type Database } from './database/index.ts';
import { currentQueryRoute } from './database/query-count.ts';
import { createInProcessEventBus } from './event-bus/in-process.ts';
import { createNatsEventBus } from './event-bus/nats.ts';
import type { EventBus } from './event-bus/types.ts';
import type { Readiness } from './http.ts';
import { newIdentitySecret } from './identity.ts';
import { createBullmqJobQueue } from './job-queue/bullmq.ts';
import { createDatabaseJobQueue, JOB_QUEUE_MIGRATIONS } from './job-queue/database.ts';
import type { JobQueue } from './job-queue/types.ts';
import type { Logger } from './logger.ts';
import { createLookupGuard, type LookupGuard, loadLookupGuardSettings } from './lookup-guard.ts';
import { createMailer, type Mailer } from './mailer/index.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { USAGE_MIGRATIONS } from './usage/counters.ts';

/** The ports a service sees. Which adapter stands behind each is decided here, from config. */
export interface Runtime {
  config: PlatformConfig;
  logger: Logger;
  database: Database;
  bus: EventBus;
  jobs: JobQueue;
  mailer: Mailer;
  metrics: Metrics;
  /** The watch over unknown numbers, shared by every service of this process (and, with Redis, every process). */
  lookups: LookupGuard;
  /**
   * Verifies the caller identity the gateway signs (IDENTITY_SECRET, or random when embedded,
   * kept in DATA_DIR/identity-secret across restarts).
   */
  identitySecret: string;
  /**
   * Readiness for /ready: the database is required (nothing is taken or stored without it); the
   * broker and the job queue are reported only, since intake goes on without them (events wait
   * in the outbox, owed work in the database).
   */
  readiness: Readiness;
  /** Reports this queue's job counts in the metrics. */
  watchQueue(queue: string): void;
  close(): Promise<void>;
}

/**
 * Embedded (PGlite under DATA_DIR), the random identity secret is kept beside the database
 * (`DATA_DIR/identity-secret`, readable by its owner only), so a restart keeps the portal's
 * signed sessions: a page open across the restart reconnects its live updates and goes on.
 */
async function keptIdentitySecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'identity-secret');
  const kept = await readFile(file, 'utf8').catch(() => '');
  if (kept.trim().length >= 32) return kept.trim();
  const secret = newIdentitySecret();
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export async function createRuntime(
  config: PlatformConfig,
  logger: Logger,
  metrics: Metrics = createMetrics(),
): Promise<Runtime> {
  const database = await createDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onQuery: () => metrics.databaseQueries.inc({ route: currentQueryRoute() }),
  });
  // Daily counters (upload quotas, paid-model budgets) shared by every process on this database.
  await database.migrate('platform_usage', USAGE_MIGRATIONS);
  const bus = config.NATS_URL
    ? createNatsEventBus({
        url: config.NATS_URL,
        stream: config.NATS_STREAM,
        replicas: config.NATS_REPLICAS,
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
    jobs = createDatabaseJobQueue(database.db, logger, { listen: database.listen });
  }
  const mailer = countingMailer(
    createMailer({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      from: config.MAIL_FROM,
      pool: {
        maxConnections: config.SMTP_POOL_CONNECTIONS,
        maxMessages: config.SMTP_POOL_MESSAGES,
      },
    }),
    metrics,
  );
  logger.debug(
    { database: database.kind, events: bus.kind, jobs: jobs.kind, mail: mailer.kind },
    'runtime adapters',
  );
  const lookups = createLookupGuard({
    settings: loadLookupGuardSettings(config.env ?? {}),
    logger,
    metrics,
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
  });
  const watched = new Set<string>();
  return {
    config,
    logger,
    database,
    bus,
    jobs,
    mailer,
    metrics,
    lookups,
    identitySecret:
      config.IDENTITY_SECRET ??
      (database.kind === 'pglite'
        ? await keptIdentitySecret(config.DATA_DIR)
        : newIdentitySecret()),
    readiness: {
      required: { database: () => database.ping() },
      reported: { events: () => bus.ping(), jobs: () => jobs.ping() },
    },
    watchQueue(queue) {
      if (watched.has(queue)) return;
      watched.add(queue);
      metrics.sample(async () => {
        const counts = await jobs.counts(queue);
        for (const [state, value] of Object.entries(counts))
          metrics.jobs.set({ queue, state }, value);
      });
    },
    async close() {
      await bus.close().catch((error) => logger.warn({ err: error }, 'closing event bus'));
      await jobs.close().catch((error) => logger.warn({ err: error }, 'closing job queue'));
      await mailer.close().catch(() => {});
      await lookups.close();
      await database.close().catch((error) => logger.warn({ err: error }, 'closing database'));
    },
  };
}

/** Counts what the transport took and refused. */
function countingMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        const result = await mailer.send(message);
        metrics.emailsSent.inc();
        return result;
      } catch (error) {
        metrics.emailsFailed.inc();
        throw error;
      }
    },
    ping: () => mailer.ping(),
    close: () => mailer.close(),
  };
}
