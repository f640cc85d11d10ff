/**
 * Runs one service of the registry as its own process (distributed mode):
 *   node --import tsx services/run.ts <service>            routes, outbox relay, event consumers
 *   node --import tsx services/run.ts <service> --worker   its job processors
 * Configuration comes from the environment (DATABASE_URL, NATS_URL, REDIS_URL, PORT, …).
 */
import '@roofing/platform/env-file';
import { runServiceProcess } from '@roofing/platform';
import { serviceNamed } from './registry.ts';

const [name, flag] = process.argv.slice(2);
if (!name || (flag !== undefined && flag !== '--worker')) {
  console.error('usage: services/run.ts <service> [--worker]');
  process.exit(2);
}
await runServiceProcess(serviceNamed(name), flag === '--worker' ? 'worker' : 'service');
