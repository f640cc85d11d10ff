import type {
  EventData,
  EventDefinition,
  EventEnvelope,
  EventInput,
  JobData,
  JobDefinition,
  JobInput,
} from '@roofing/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReadVersions } from '../conditional-read.ts';
import type { PlatformConfig } from '../config.ts';
import type { Db, Tx } from '../database/index.ts';
import type {
  DeadLetterTable,
  InboxTable,
  OutboxTable,
  OwedJobsTable,
} from '../database/outbox-inbox-tables.ts';
import type { Identity, PortalSessionClaim, StaffIdentity, StaffNeed } from '../identity.ts';
import type { Job } from '../job-queue/types.ts';
import type { Logger } from '../logger.ts';
import type { LookupKind } from '../lookup-guard.ts';
import type { Mailer } from '../mailer/index.ts';
import type { Metrics } from '../metrics.ts';
import type { ReadCache } from '../read-cache.ts';
import type { ServiceSettings } from './settings.ts';

/** A Fastify scope with the zod type provider, as route modules receive it. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface EnqueueOptions {
  /** The business key: the job id is `<job name>-<key>`, so enqueueing it twice runs it once. */
  key: string;
  /** Enqueue inside this transaction where the queue can (the embedded queue is a table). */
  tx?: Tx;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  attempts?: number;
  backoffMs?: number;
}

/** Registers a scope's routes (the scope already carries its access declaration). */
export type RegisterRoutes = (scope: ServiceApp) => unknown;

export interface StaffScopeOptions {
  /** What every route of the scope asks beyond a signed-in staff member. */
  need?: StaffNeed;
  /** The service's own session check instead of the gateway's signed identity. */
  authenticate?: (request: FastifyRequest, need: StaffNeed) => Promise<unknown>;
}

/** What service code is handed: its database, its publisher, the job queue, mail, logs, metrics. */
export interface ServiceContext {
  readonly name: string;
  readonly config: PlatformConfig;
  readonly logger: Logger;
  /** The service's database. A transaction that published events nudges the relay on commit. */
  readonly db: Db;
  readonly mailer: Mailer;
  readonly metrics: Metrics;
  /**
   * Versions of what polled reads answer (conditional-read.ts): `changed(scope)` after a write
   * commits, `tagOf` + `answeredNotModified` in the route.
   */
  readonly readVersions: ReadVersions;
  /**
   * Rows kept in memory by key until a NOTIFY on `channel` (see read-cache.ts): embedded
   * (PGlite) only; with PostgreSQL every `get` loads.
   */
  readCache<V extends object>(channel: string): Promise<ReadCache<V>>;
  /** Records an event in the service's outbox, inside the caller's transaction. */
  publish<E extends EventDefinition>(
    tx: Tx,
    event: E,
    data: EventInput<E>,
    correlationId: string,
  ): Promise<EventEnvelope<EventData<E>>>;
  enqueue<J extends JobDefinition>(
    job: J,
    data: JobInput<J>,
    options: EnqueueOptions,
  ): Promise<void>;
  /**
   * Who is calling, as the gateway established it (signed), or null. A staff session that must
   * still enrol its second factor is nobody's staff (null) unless `enrolling` asks for it too (a
   * route that refuses it with its own answer, see `requireStaffIdentity`).
   */
  caller(request: FastifyRequest, options?: { enrolling?: boolean }): Identity | null;
  /**
   * Access is declared where routes are registered, by scope (service/route-access.ts): every
   * route of a service is in one of these, or the service does not boot. Public routes: anyone.
   */
  publicRoutes(app: ServiceApp, register: RegisterRoutes): Promise<void>;
  /**
   * Staff routes: the scope's `onRequest` hook checks the signed-in staff member (401), the CSRF
   * token on writes (403) and `need` with each route's `config.staff` (403), before the body is
   * read. `authenticate` replaces the check where the service owns the sessions (workforce's
   * sign-in routes); it receives the route's need and throws the refusal.
   */
  staffRoutes(
    app: ServiceApp,
    register: RegisterRoutes,
    options?: StaffScopeOptions,
  ): Promise<void>;
  /**
   * A customer's portal-session routes. No hook: the handler checks the session against the
   * project (its refusal depends on the estimate: no project open, verify first).
   */
  customerRoutes(app: ServiceApp, register: RegisterRoutes): Promise<void>;
  /**
   * Routes an estimate's customer (portal session) and staff share. The hook refuses a staff write
   * without the CSRF token (403); the handler decides which customer may do what.
   */
  customerOrStaffRoutes(app: ServiceApp, register: RegisterRoutes): Promise<void>;
  /** The staff member the route's staff scope checked (a route outside one: 500, a code bug). */
  staff(request: FastifyRequest): StaffIdentity;
  /** The signed value of a portal session cookie for one estimate (the gateway verifies it). */
  portalSession(estimateNumber: string, options?: { sessionId?: string }): string;
  /** What this request's own portal cookie says (signature and expiry checked), or null. */
  portalClaim(request: FastifyRequest): PortalSessionClaim | null;
  /** A single-use, expiring token for a link in a customer e-mail (opaque: no number in it). */
  portalLink(estimateNumber: string): string;
  /** What a link token carries, or null when it is not one of ours. */
  openPortalLink(token: string): { estimateNumber: string; expiresAt: number } | null;
  /**
   * The watch over unknown numbers (see lookup-guard.ts): `check` before a number lookup (429 for
   * a client over its miss limit), `miss` when the number is unknown or not the caller's (counts,
   * refuses, slows during a spike; the service publishes `quote.lookup.misses-spiked` once per
   * window). Staff callers are neither checked nor counted.
   */
  readonly lookups: {
    check(request: FastifyRequest, reply: FastifyReply, kind: LookupKind): void;
    miss(request: FastifyRequest, reply: FastifyReply, kind: LookupKind): Promise<void>;
  };
}

/** One event consumer, one file: what it listens to, its durable name, and its work. */
export interface ConsumerDefinition<E extends EventDefinition = EventDefinition> {
  readonly event: E;
  /** Durable consumer name: never renamed (the broker keeps its position under it). */
  readonly durable: string;
  /**
   * The work for one event, inside the transaction that also records the event in the inbox: the
   * work and "this event is done" commit together, so a redelivery never repeats it.
   */
  handle(input: { event: EventEnvelope<EventData<E>>; tx: Tx; ctx: ServiceContext }): Promise<void>;
  /**
   * Whether an event is any of this consumer's business, from the event alone (no database). One
   * that is not (a quote request without consent to texts, for the texts) is acknowledged at once,
   * without a transaction or an inbox record: delivered again it is still none of its business.
   * Every event when absent. In a storm every round trip a quote saves counts (issue 26).
   */
  appliesTo?(event: EventEnvelope<EventData<E>>): boolean;
}

export function defineConsumer<E extends EventDefinition>(
  definition: ConsumerDefinition<E>,
): ConsumerDefinition<E> {
  return definition;
}

/** The one handler of one job definition. */
export interface JobHandlerDefinition<J extends JobDefinition = JobDefinition> {
  readonly job: J;
  /**
   * Parallel jobs of this queue per worker process; a function when it is a setting, read once
   * the service is mounted (its settings parsed).
   */
  readonly concurrency?: number | ((ctx: ServiceContext) => number);
  handle(input: { data: JobData<J>; job: Job; ctx: ServiceContext }): Promise<void>;
}

export function handleJob<J extends JobDefinition>(
  job: J,
  handle: JobHandlerDefinition<J>['handle'],
  options: { concurrency?: JobHandlerDefinition<J>['concurrency'] } = {},
): JobHandlerDefinition<J> {
  return { job, handle, concurrency: options.concurrency };
}

/** The reliability tables a service's drizzle schema declares (only those it needs). */
export interface ServiceTables {
  outbox?: OutboxTable;
  inbox?: InboxTable;
  deadLetters?: DeadLetterTable;
  /** Jobs owed, recorded in the database (a service whose jobs must not be lost with Redis). */
  owedJobs?: OwedJobsTable;
}

export interface ServiceDefinition {
  /** kebab-case; also the Postgres schema, the migrations table and the process name. */
  name: string;
  /** The public `/api/...` path prefixes it owns; the gateway routes them to it. */
  prefixes: string[];
  /** The service's drizzle schema module (its `outbox`, `inbox`, `deadLetters` if any). */
  schema: ServiceTables & Record<string, unknown>;
  /** Absolute path of its drizzle migrations folder. */
  migrations: string;
  routes?: (app: ServiceApp, ctx: ServiceContext) => Promise<void>;
  consumers?: ConsumerDefinition[];
  jobs?: JobHandlerDefinition[];
  /**
   * The service's own settings (see settings.ts): parsed when it is mounted, at boot, so a bad
   * value stops the process before it serves; read with `settings.of(ctx)`.
   */
  settings?: ServiceSettings<unknown>;
  /** Runs once per process after migrations, before routes serve (seed reference data). */
  start?: (ctx: ServiceContext) => Promise<void>;
  /**
   * Frees what the service holds for the whole process (a browser, worker threads) when the
   * process stops, after its requests and jobs have finished.
   */
  release?: () => Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of consumers of different events
type AnyConsumer = ConsumerDefinition<any>;
// biome-ignore lint/suspicious/noExplicitAny: a list of handlers of different jobs
type AnyJobHandler = JobHandlerDefinition<any>;

/**
 * Declares a service. Checked at once: consumers need an inbox and a dead-letter table, and no two
 * consumers may share a durable name or two handlers a job.
 */
export function defineService(
  definition: Omit<ServiceDefinition, 'consumers' | 'jobs'> & {
    consumers?: AnyConsumer[];
    jobs?: AnyJobHandler[];
  },
): ServiceDefinition {
  const { name, consumers = [], jobs = [], schema } = definition;
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`service name "${name}" must be kebab-case`);
  if (consumers.length > 0 && (!schema.inbox || !schema.deadLetters)) {
    throw new Error(`service ${name} consumes events: its schema needs inbox and deadLetters`);
  }
  const durables = new Set<string>();
  for (const consumer of consumers) {
    if (durables.has(consumer.durable)) throw new Error(`duplicate durable ${consumer.durable}`);
    durables.add(consumer.durable);
  }
  const jobNames = new Set<string>();
  for (const handler of jobs) {
    const key = `${handler.job.name}@${handler.job.version}`;
    if (jobNames.has(key)) throw new Error(`two handlers for job ${key}`);
    jobNames.add(key);
  }
  for (const prefix of definition.prefixes) {
    if (!prefix.startsWith('/api/')) throw new Error(`prefix ${prefix} must start with /api/`);
  }
  return { ...definition, consumers, jobs };
}
