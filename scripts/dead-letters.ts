/**
 * Events parked in a service's dead letters, and replaying them once the cause is fixed:
 *   npm run dead-letters                       list the open ones of every service
 *   npm run dead-letters -- replay <service> <id>
 * Uses the same configuration as the product (DATABASE_URL, NATS_URL, REDIS_URL …). In the
 * embedded setup stop the product first: PGlite admits one process at a time.
 */
import {
  createLogger,
  createRuntime,
  createServiceContext,
  listDeadLetters,
  loadPlatformConfig,
  replayDeadLetter,
} from '@roofing/platform';
import { SERVICES, serviceNamed } from '../services/registry.ts';

const [command = 'list', name, id] = process.argv.slice(2);
const config = loadPlatformConfig();
const logger = createLogger({ level: 'warn', name: 'dead-letters' });
const runtime = await createRuntime(config, logger);
try {
  if (command === 'list') {
    for (const service of name ? [serviceNamed(name)] : SERVICES) {
      if (!service.schema.deadLetters) continue;
      await runtime.database.migrate(service.name, service.migrations);
      const ctx = createServiceContext(service, runtime, { nudge() {} });
      const rows = await listDeadLetters(service, ctx);
      console.log(`${service.name}: ${rows.length} open`);
      for (const row of rows) {
        console.log(
          `  #${row.id} ${row.createdAt} ${row.consumer} ${row.eventType} ${row.reason} (${row.deliveries} deliveries): ${row.error.split('\n')[0]}`,
        );
      }
    }
  } else if (command === 'replay' && name && id) {
    const service = serviceNamed(name);
    await runtime.database.migrate(service.name, service.migrations);
    const ctx = createServiceContext(service, runtime, { nudge() {} });
    console.log(await replayDeadLetter(service, ctx, Number(id)));
  } else {
    console.error('usage: dead-letters [list [service]] | replay <service> <id>');
    process.exitCode = 2;
  }
} finally {
  await runtime.close();
}
