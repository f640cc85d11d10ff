import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { ensureInitialAdmin } from './domain/initial-admin.ts';
import { authRoutes } from './routes/auth-routes.ts';
import * as schema from './store/schema.ts';

/**
 * The workforce service: staff accounts and sign-in today; the employee directory, testing,
 * safety records, appointments, tasks and the document library as the back office grows.
 */
export const workforceService = defineService({
  name: 'workforce',
  prefixes: [
    '/api/admin/auth',
    '/api/admin/session',
    '/api/admin/logout',
    '/api/admin/totp',
    '/api/employees',
    '/api/safety',
    '/api/training',
    '/api/hiring-assessments',
    '/api/appointments',
    '/api/employee-tasks',
    '/api/documents',
    '/api/media',
  ],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  routes: authRoutes,
  start: ensureInitialAdmin,
});
