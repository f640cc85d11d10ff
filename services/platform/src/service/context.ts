import {
  type EventData,
  type EventEnvelope,
  jobWireName,
  lookupMissesSpiked,
} from '@roofing/contracts';
import {
  changedOnCommit,
  createReadVersions,
  type ReadVersions,
  scopesChangedIn,
} from '../conditional-read.ts';
import { requestCookieName } from '../cookies.ts';
import type { Db, Tx } from '../database/index.ts';
import { asBackground } from '../database/query-count.ts';
import {
  callerOf,
  checkedStaffCaller,
  cookieOf,
  openPortalLink,
  PORTAL_COOKIE,
  readPortalSession,
  refuseStaffWriteWithoutToken,
  requireStaffCaller,
  sealPortalLink,
  signPortalSession,
} from '../identity.ts';
import { createEnvelope, writeToOutbox } from '../outbox.ts';
import { createReadCache } from '../read-cache.ts';
import type { Runtime } from '../runtime.ts';
import type { ServiceContext, ServiceDefinition } from './define.ts';
import { recordOwedJob } from './owed-jobs.ts';
import { declareRoutes } from './route-access.ts';

/** Transactions that wrote to the outbox, so the commit can wake the relay. */
const publishedIn = new WeakSet<object>();

/**
 * Wraps the database so that a transaction which published events nudges the outbox relay right
 * after it commits: events leave in milliseconds, and no route has to remember to ask. The read
 * scopes the transaction named changed (`changedOnCommit`) are told to `versions` then too.
 */
function nudgingDatabase(db: Db, nudge: () => void, versions: ReadVersions): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
          let published = false;
          let changes: ReadonlySet<string> = new Set();
          const result = await target.transaction(async (tx) => {
            const value = await work(tx);
            published = publishedIn.has(tx);
            changes = scopesChangedIn(tx);
            return value;
          }, config as never);
          if (published) asBackground(nudge);
          for (const scope of changes) versions.changed(scope);
          return result;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** `changed(scope, tx)` waits for the transaction to commit (a rolled-back one tells nothing). */
function afterCommit(versions: ReadVersions): ReadVersions {
  return {
    ...versions,
    changed(scope, tx) {
      if (!tx) return versions.changed(scope);
      changedOnCommit(tx, scope);
    },
  };
}

/** A job id from the job's name and its business key; BullMQ ids must not contain ':'. */
export function jobId(name: string, key: string): string {
  return `${name}-${key}`.replaceAll(':', '-');
}

export function createServiceContext(
  definition: ServiceDefinition,
  runtime: Runtime,
  relay: { nudge(): void },
): ServiceContext {
  const logger = runtime.logger.child({ component: definition.name });
  const { outbox, owedJobs } = definition.schema;
  const versions = createReadVersions(definition.name, runtime.bus);
  const db = nudgingDatabase(runtime.database.db, () => relay.nudge(), versions);
  const context: ServiceContext = {
    name: definition.name,
    config: runtime.config,
    logger,
    db,
    mailer: runtime.mailer,
    metrics: runtime.metrics,
    readVersions: afterCommit(versions),
    readCache: (channel) => createReadCache(runtime.database, channel),
    async publish(tx, event, data, correlationId) {
      if (!outbox) throw new Error(`service ${definition.name} has no outbox: declare one`);
      const envelope = createEnvelope({
        type: event.type,
        version: event.version,
        source: definition.name,
        correlationId,
        data: event.schema.parse(data),
      });
      await writeToOutbox(tx, outbox, envelope);
      publishedIn.add(tx);
      return envelope as EventEnvelope<EventData<typeof event>>;
    },
    caller: (request, options = {}) => {
      const caller = callerOf(request, runtime.identitySecret);
      // A staff session that must still enrol its second factor is nobody's staff yet.
      return caller?.kind === 'staff' && caller.enrolmentOnly && !options.enrolling ? null : caller;
    },
    publicRoutes: (app, register) => declareRoutes(app, 'public', register),
    staffRoutes: (app, register, options = {}) =>
      declareRoutes(app, 'staff', register, async (request) => {
        // A route adds to its scope's need (its own permission, the admin role); it never lifts it.
        const route = request.routeOptions.config.staff;
        const need = { ...options.need, ...route, admin: options.need?.admin || route?.admin };
        if (options.authenticate) await options.authenticate(request, need);
        else requireStaffCaller(request, runtime.identitySecret, need);
      }),
    customerRoutes: (app, register) => declareRoutes(app, 'customer', register),
    customerOrStaffRoutes: (app, register) =>
      declareRoutes(app, 'customer-or-staff', register, async (request) => {
        const caller = context.caller(request);
        if (caller?.kind === 'staff') refuseStaffWriteWithoutToken(request, caller);
      }),
    staff: (request) => checkedStaffCaller(request),
    portalSession: (estimateNumber, options) =>
      signPortalSession(estimateNumber, runtime.identitySecret, options),
    portalClaim: (request) =>
      readPortalSession(
        cookieOf(request, requestCookieName(request, PORTAL_COOKIE)),
        runtime.identitySecret,
      ),
    portalLink: (estimateNumber) => sealPortalLink(estimateNumber, runtime.identitySecret),
    openPortalLink: (token) => openPortalLink(token, runtime.identitySecret),
    lookups: {
      check(request, reply, kind) {
        if (context.caller(request)?.kind === 'staff') return;
        runtime.lookups.check(request, reply, kind);
      },
      async miss(request, reply, kind) {
        if (context.caller(request)?.kind === 'staff') return;
        await runtime.lookups.miss(request, reply, kind, async (spike) => {
          // The office's alert leaves through this service's outbox, like every other event.
          await db.transaction(async (tx) => {
            await context.publish(tx, lookupMissesSpiked, spike, request.id);
          });
        });
      },
    },
    async enqueue(job, data, options) {
      const name = jobWireName(job);
      const payload = job.schema.parse(data);
      const jobOptions = {
        id: jobId(job.name, options.key),
        tx: options.tx,
        delayMs: options.delayMs,
        attempts: options.attempts,
        backoffMs: options.backoffMs,
      };
      // The embedded queue is a table of the same database (it commits with the transaction);
      // Redis is not: what is owed is written here first, so losing Redis loses nothing.
      if (!owedJobs || runtime.jobs.kind === 'database') {
        await runtime.jobs.enqueue(job.queue, name, payload, jobOptions);
        return;
      }
      const owed = { queue: job.queue, name, data: payload, options: jobOptions };
      await recordOwedJob(options.tx ?? runtime.database.db, owedJobs, owed);
      try {
        await runtime.jobs.enqueue(job.queue, name, payload, jobOptions);
      } catch (error) {
        logger.warn(
          { err: error, jobId: jobOptions.id, queue: job.queue },
          'job queue unreachable: the job is recorded as owed and will be enqueued when it is back',
        );
      }
    },
  };
  return context;
}
