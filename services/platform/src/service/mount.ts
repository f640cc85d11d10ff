import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { useSiteCookies } from '../cookies.ts';
import type { App } from '../http.ts';
import { type OutboxRelay, outboxBacklog, pruneEventTables, startOutboxRelay } from '../outbox.ts';
import type { Runtime } from '../runtime.ts';
import { subscriptionFor } from './consumers.ts';
import { createServiceContext } from './context.ts';
import type { ServiceContext, ServiceDefinition } from './define.ts';
import { handlersByQueue, queueProcessor } from './jobs.ts';
import { pruneOwedJobs, sweepOwedJobs } from './owed-jobs.ts';
import { recordRoutes } from './route-access.ts';

/**
 * What one process runs of a service. `http`: its routes, outbox relay and event consumers (the
 * service process). `workers`: its job processors (the worker process). Embedded runs both.
 */
export type ServiceRole = 'http' | 'workers' | 'all';

export interface MountedService {
  definition: ServiceDefinition;
  ctx: ServiceContext;
  /** Starts the background work (relay, consumers, job processors) once routes are in place. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** How often published events and inbox records older than the retention are pruned. */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The one way a service is brought up, in the gateway's process (embedded) or its own
 * (distributed): migrate its schema, build its context, register its routes on `app`.
 */
export async function mountService(
  app: App,
  definition: ServiceDefinition,
  runtime: Runtime,
  role: ServiceRole,
): Promise<MountedService> {
  // Settings first (already read at boot by the process, or read here by a test's harness).
  definition.settings?.load(runtime.config);
  await runtime.database.migrate(definition.name, definition.migrations);
  let relay: OutboxRelay | undefined;
  const ctx = createServiceContext(definition, runtime, { nudge: () => relay?.nudge() });
  await definition.start?.(ctx);
  const serves = role === 'http' || role === 'all';
  const works = role === 'workers' || role === 'all';
  if (serves && definition.routes) {
    const routes = definition.routes;
    let declaredRoutes: ReturnType<typeof recordRoutes> | undefined;
    await app.register(async (scope) => {
      // Cookie names follow the site's address (`__Host-` behind HTTPS): see cookies.ts.
      useSiteCookies(scope, runtime.config.PUBLIC_URL);
      // Service answers are personal or staff data unless a route says otherwise (a public
      // image, the welcome audio): by default no browser or proxy keeps a copy.
      scope.addHook('onSend', (_request, reply, _payload, done) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        done();
      });
      declaredRoutes = recordRoutes(scope);
      await routes(scope.withTypeProvider<ZodTypeProvider>(), ctx);
    });
    // Every route sits in a public, staff or customer-or-staff scope, or the boot stops here.
    declaredRoutes?.assertDeclared(`service ${definition.name}`);
  }
  const stoppers: Array<() => unknown> = [];
  const { outbox, inbox } = definition.schema;
  // Owed jobs matter only when the queue is not the service's own database (BullMQ on Redis).
  const owedJobs = runtime.jobs.kind === 'bullmq' ? definition.schema.owedJobs : undefined;

  return {
    definition,
    ctx,
    async start() {
      if (serves && outbox) {
        relay = startOutboxRelay({
          db: runtime.database.db,
          table: outbox,
          bus: runtime.bus,
          logger: ctx.logger.child({ component: `${definition.name}-outbox` }),
          pollMs: runtime.config.OUTBOX_POLL_MS,
          listen: runtime.database.listen,
          onPublished: (count) =>
            runtime.metrics.eventsPublished.inc({ service: definition.name }, count),
        });
        const current = relay;
        stoppers.push(() => current.stop());
        stoppers.push(
          runtime.metrics.sample(async () => {
            const backlog = await outboxBacklog(runtime.database.db, outbox);
            runtime.metrics.outboxBacklog.set({ service: definition.name }, backlog.count);
            runtime.metrics.outboxOldestAge.set(
              { service: definition.name },
              backlog.oldestAgeSeconds,
            );
          }),
        );
      }
      if (serves) {
        for (const consumer of definition.consumers ?? []) {
          await runtime.bus.subscribe(subscriptionFor(definition, consumer, ctx));
        }
        if (outbox || inbox) {
          const prune = () =>
            pruneEventTables(
              runtime.database.db,
              { outbox, inbox },
              runtime.config.EVENT_RETENTION_HOURS,
            ).catch((error) => ctx.logger.warn({ err: error }, 'pruning event tables failed'));
          await prune();
          const timer = setInterval(prune, PRUNE_EVERY_MS);
          timer.unref();
          stoppers.push(() => clearInterval(timer));
        }
      }
      if (serves && owedJobs) {
        const table = owedJobs;
        const logger = ctx.logger.child({ component: `${definition.name}-owed-jobs` });
        let sweeping = false;
        const sweep = async () => {
          if (sweeping) return;
          sweeping = true;
          try {
            const result = await sweepOwedJobs({
              db: runtime.database.db,
              table,
              jobs: runtime.jobs,
              logger,
              graceMs: runtime.config.OWED_JOB_GRACE_MS,
            });
            if (result.requeued > 0) runtime.metrics.jobsRequeued.inc(result.requeued);
          } catch (error) {
            logger.warn({ err: error }, 'sweeping owed jobs failed; trying again later');
          } finally {
            sweeping = false;
          }
        };
        const timer = setInterval(sweep, runtime.config.OWED_JOB_SWEEP_MS);
        timer.unref();
        stoppers.push(() => clearInterval(timer));
        const prune = setInterval(
          () =>
            pruneOwedJobs(runtime.database.db, table, runtime.config.EVENT_RETENTION_HOURS).catch(
              (error) => logger.warn({ err: error }, 'pruning owed jobs failed'),
            ),
          PRUNE_EVERY_MS,
        );
        prune.unref();
        stoppers.push(() => clearInterval(prune));
      }
      if (works) {
        for (const [queue, handlers] of handlersByQueue(definition.jobs ?? [])) {
          // One setting per queue: the largest its handlers name (JOB_CONCURRENCY for a handler
          // that names none), so every handler of a queue should name the same.
          const concurrency = Math.max(
            ...handlers.map(({ concurrency = ctx.config.JOB_CONCURRENCY }) =>
              typeof concurrency === 'function' ? concurrency(ctx) : concurrency,
            ),
          );
          await runtime.jobs.process(queue, queueProcessor(queue, handlers, ctx, owedJobs), {
            concurrency,
          });
          runtime.watchQueue(queue);
        }
      }
    },
    async stop() {
      for (const stop of stoppers.reverse()) await stop();
    },
  };
}
