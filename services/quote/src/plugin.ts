import { fileURLToPath } from 'node:url';
import { type OutboxRelay, type ServiceDefinition, startOutboxRelay } from '@roofing/platform';
import { quoteRoutes } from './routes/quote-routes.ts';
import { outbox } from './store/schema.ts';

/** The quote service: quote requests, estimates and everything the customer answers on them. */
export const quoteService: ServiceDefinition = {
  name: 'quote',
  migrationsFolder: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  create(runtime) {
    const { db } = runtime.database;
    let relay: OutboxRelay | undefined;
    return {
      routes: async (app) => {
        await app.register(quoteRoutes, { db, onEventsWritten: () => relay?.nudge() });
      },
      async startBackground() {
        relay = startOutboxRelay({
          db,
          table: outbox,
          bus: runtime.bus,
          logger: runtime.logger.child({ component: 'quote-outbox' }),
          pollMs: runtime.config.OUTBOX_POLL_MS,
        });
      },
      async stop() {
        await relay?.stop();
      },
    };
  },
};
