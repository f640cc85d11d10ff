import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { workforceSettings } from './config.ts';
import { ensureInitialAdmin } from './domain/initial-admin.ts';
import { onEmploymentTestGenerated } from './events/on-employment-test-generated.ts';
import { workforceRoutes } from './routes/index.ts';
import * as schema from './store/schema.ts';
import { runSeeds } from './store/seeds/index.ts';

/**
 * The workforce service: staff accounts and sign-in, and the back office's records: the employee
 * directory, safety incidents and training, employment testing, appointments and crew tasks, the
 * company document library and the site's own photos. Sample data is stored on the first start.
 */
export const workforceService = defineService({
  name: 'workforce',
  prefixes: [
    '/api/admin/auth',
    '/api/admin/session',
    '/api/admin/logout',
    '/api/admin/totp',
    '/api/admin/account',
    '/api/admin/staff-accounts',
    '/api/admin/staff-sessions',
    '/api/admin/queues',
    '/api/admin/queue-board',
    '/api/employees',
    '/api/safety',
    '/api/training',
    '/api/hiring-assessments',
    '/api/employment-tests',
    '/api/appointments',
    '/api/employee-tasks',
    '/api/documents',
    '/api/media',
  ],
  schema,
  settings: workforceSettings,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  routes: workforceRoutes,
  consumers: [onEmploymentTestGenerated],
  async start(ctx) {
    await ensureInitialAdmin(ctx);
    await runSeeds(ctx);
  },
});
