import { COMPANY } from '@roofing/contracts';
import { z } from 'zod';

/**
 * Configuration shared by every process. Each process parses it once at boot; a bad value stops
 * the boot with a message naming the variable. Setting a URL switches that port to the real server.
 */
/** An optional setting: a value left blank in the environment counts as not set. */
export const optionalSetting = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const PlatformConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('.data'),
  /** PostgreSQL; PGlite under DATA_DIR/pglite when unset. */
  DATABASE_URL: optionalSetting,
  /** NATS with JetStream; in-process bus when unset. */
  NATS_URL: optionalSetting,
  NATS_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('ROOFING_EVENTS'),
  /**
   * Copies JetStream keeps of the event stream and of each durable consumer: 1 on a single NATS
   * server, 3 on a three-node cluster (a node can then die without losing an event or a
   * consumer's position). Applied when the stream or a consumer is created.
   */
  NATS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** Prefix of every event subject, so several installations (or test runs) share one NATS. */
  EVENT_SUBJECT_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\.)?$/, 'must be empty or a single token followed by a dot')
    .default('roofing.'),
  /** How long JetStream waits for an acknowledgement before delivering an event again. */
  EVENT_ACK_WAIT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Redis for BullMQ; the job queue lives in the database when unset. */
  REDIS_URL: optionalSetting,
  /**
   * Jobs a worker runs at once per queue, for job handlers that name no concurrency of their own
   * (texts, leads, contracts; e-mails have MAIL_JOB_CONCURRENCY).
   */
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(5),
  /**
   * E-mail jobs (the `notifications` queue) a worker runs at once. A job spends most of its time
   * waiting on the SMTP server, PostgreSQL and Redis, so this is higher than JOB_CONCURRENCY:
   * with five at once, one worker sent about 80 e-mails a second while using 0.4 of a core; with
   * 40 (and SMTP_POOL_CONNECTIONS 20) it sent 283 (docs/operations.md, "Capacity").
   */
  MAIL_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(40),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('roofing'),
  /** SMTP server; .eml files under DATA_DIR/mail when unset. */
  SMTP_URL: optionalSetting,
  /**
   * SMTP connections each process keeps open and shares between its sends (a pool). Each e-mail
   * holds one for its SMTP exchange (four round trips), so this bounds a worker's rate more than
   * MAIL_JOB_CONCURRENCY does; lower it for a provider that allows fewer connections per client.
   */
  SMTP_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(20),
  /** Messages sent over one pooled SMTP connection before it is replaced by a fresh one. */
  SMTP_POOL_MESSAGES: z.coerce.number().int().min(1).default(500),
  MAIL_FROM: z.string().default(`${COMPANY.name} <${COMPANY.email}>`),
  OFFICE_EMAIL: z.email().default(COMPANY.email),
  /**
   * Where this process serves its Prometheus metrics (`/metrics`): a port of its own, never the
   * site's. 127.0.0.1 by default (a scraper on the same host or in the same pod); 0 picks a free
   * port (tests). Several processes on one host each need their own port.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** When set, scrapers must send `Authorization: Bearer <token>` (set it when METRICS_HOST is wider than loopback). */
  METRICS_TOKEN: optionalSetting.pipe(
    z.string().min(24, 'must be at least 24 characters').optional(),
  ),
  /** Absolute address of the site, used for links in e-mails; defaults to the served address. */
  PUBLIC_URL: z.url().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(250),
  /**
   * Signs the caller's identity from the gateway to the services. The gateway and every service
   * process must share it when they run apart; embedded, a random one is made at the first start
   * and kept in DATA_DIR/identity-secret (portal sessions survive a restart).
   */
  IDENTITY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** A request whose body has not fully arrived by then is cut off (slow-body clients; a 10 MB photo on a slow line still fits). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * On SIGTERM, how long /ready answers 503 `draining` before the server stops taking connections,
   * so a load balancer has seen it and sends new requests elsewhere (Kubernetes: a few seconds).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How often a service looks for owed jobs (e-mails) that vanished from the job queue. */
  OWED_JOB_SWEEP_MS: z.coerce.number().int().min(50).default(15_000),
  /** An owed job not done this long after it was due, and unknown to the queue, is enqueued again. */
  OWED_JOB_GRACE_MS: z.coerce.number().int().min(0).default(30_000),
  /** Deliveries of one event to a failing consumer before it is parked in the dead letters. */
  EVENT_MAX_DELIVERIES: z.coerce.number().int().min(1).default(12),
  /** How long published outbox rows and inbox records are kept before pruning. */
  EVENT_RETENTION_HOURS: z.coerce.number().positive().default(168),
  /**
   * The CPU niceness a worker process gives itself (0 = as requests, 19 = lowest). Where workers
   * share a machine with the web tier, requests come first and jobs use what is left; in
   * Kubernetes each pod has its own CPU share and this changes nothing.
   */
  WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /**
   * Upload quotas per UTC day (see docs/security/quotas.md). Customers (portal, anonymous) and
   * staff are counted per client address (IPv4, or IPv6 /64), each kind against its own cap; the
   * site total holds everyone together. Bytes are what is stored (after images are re-encoded).
   */
  UPLOAD_CLIENT_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(50 * 1024 * 1024),
  UPLOAD_CLIENT_FILES_PER_DAY: z.coerce.number().int().min(0).default(60),
  UPLOAD_STAFF_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 * 1024 * 1024),
  UPLOAD_STAFF_FILES_PER_DAY: z.coerce.number().int().min(0).default(1000),
  UPLOAD_SITE_BYTES_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(4 * 1024 * 1024 * 1024),
  UPLOAD_SITE_FILES_PER_DAY: z.coerce.number().int().min(0).default(5000),
  /**
   * Acknowledgements and confirmations to unverified addresses (quote received, contact form,
   * ColdShield, inspection, instant quote) that the requests of one client address may cause per
   * UTC day, whatever mailboxes they name; each mailbox has its own cap besides.
   */
  MAIL_ACKS_PER_CLIENT_PER_DAY: z.coerce.number().int().min(0).default(20),
});
export type PlatformConfig = z.infer<typeof PlatformConfigSchema> & {
  PUBLIC_URL: string;
  /** The environment the config was read from: a service parses its own settings from it. */
  env: Readonly<Record<string, string | undefined>>;
};

export class ConfigError extends Error {}

/** Parses a config schema against the environment and fails with every bad variable named. */
export function parseConfig<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined> = process.env,
): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return result.data;
}

export function loadPlatformConfig(
  env: Record<string, string | undefined> = process.env,
): PlatformConfig {
  return { ...withPublicUrl(parseConfig(PlatformConfigSchema, env)), env: { ...env } };
}

/** PUBLIC_URL, when unset, is the address this process serves (the port from PORT). */
export function withPublicUrl<T extends z.infer<typeof PlatformConfigSchema>>(
  config: T,
): T & { PUBLIC_URL: string } {
  const port = config.PORT === 80 || config.PORT === 0 ? '' : `:${config.PORT}`;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost${port}` };
}
