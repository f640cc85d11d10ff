import { type EventData, type EventEnvelope, jobWireName } from '@roofing/contracts';
import type { Db, Tx } from '../database/index.ts';
import { callerOf, requireStaffCaller, signPortalSession } from '../identity.ts';
import { createEnvelope, writeToOutbox } from '../outbox.ts';
import type { Runtime } from '../runtime.ts';
import type { ServiceContext, ServiceDefinition } from './define.ts';
import { recordOwedJob } from './owed-jobs.ts';

/** Transactions that wrote to the outbox, so the commit can wake the relay. */
const publishedIn = new WeakSet<object>();

/**
 * Wraps the database so that a transaction which published events nudges the outbox relay right
 * after it commits: events leave in milliseconds, and no route has to remember to ask.
 */
function nudgingDatabase(db: Db, nudge: () => void): Db {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
          let published = false;
          const result = await target.transaction(async (tx) => {
            const value = await work(tx);
            published = publishedIn.has(tx);
            return value;
          }, config as never);
          if (published) nudge();
          return result;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
  return {
    name: definition.name,
    config: runtime.config,
    logger,
    db: nudgingDatabase(runtime.database.db, () => relay.nudge()),
    mailer: runtime.mailer,
    metrics: runtime.metrics,
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
    caller: (request) => callerOf(request, runtime.identitySecret),
    requireStaff: (request) => requireStaffCaller(request, runtime.identitySecret),
    staffOnly: (need) => async (request) => {
      requireStaffCaller(request, runtime.identitySecret, need);
    },
    portalSession: (estimateNumber) => signPortalSession(estimateNumber, runtime.identitySecret),
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
}
