import { fileURLToPath } from 'node:url';
import { QUEUES } from '@roofing/contracts';
import { type OutboxRelay, type ServiceDefinition, startOutboxRelay } from '@roofing/platform';
import { onContactReceived } from './events/on-contact-received.ts';
import { onQuoteRequested } from './events/on-quote-requested.ts';
import { sendNotification } from './jobs/send-notification.ts';
import { contactRoutes } from './routes/contact-routes.ts';
import { outbox } from './store/schema.ts';

/** The messaging service: contact messages, project messages and every e-mail we send. */
export const messagingService: ServiceDefinition = {
  name: 'messaging',
  migrationsFolder: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  create(runtime) {
    const { db } = runtime.database;
    const logger = runtime.logger.child({ component: 'messaging' });
    let relay: OutboxRelay | undefined;
    return {
      routes: async (app) => {
        await app.register(contactRoutes, { db, onEventsWritten: () => relay?.nudge() });
      },
      async startBackground() {
        relay = startOutboxRelay({
          db,
          table: outbox,
          bus: runtime.bus,
          logger,
          pollMs: runtime.config.OUTBOX_POLL_MS,
        });
        await runtime.bus.subscribe(onQuoteRequested({ db, jobs: runtime.jobs, logger }));
        await runtime.bus.subscribe(onContactReceived({ db, jobs: runtime.jobs, logger }));
      },
      async startWorkers() {
        const deps = {
          db,
          mailer: runtime.mailer,
          logger,
          publicUrl: runtime.config.PUBLIC_URL,
          officeEmail: runtime.config.OFFICE_EMAIL,
        };
        await runtime.jobs.process(QUEUES.notifications, (job) => sendNotification(deps, job));
      },
      async stop() {
        await relay?.stop();
      },
    };
  },
};
