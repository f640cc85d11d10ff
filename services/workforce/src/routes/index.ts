import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { accountRoutes } from './account-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { documentsRoutes } from './documents-routes.ts';
import { employeesRoutes } from './employees-routes.ts';
import { mediaRoutes } from './media-routes.ts';
import { safetyRoutes } from './safety-routes.ts';
import { schedulingRoutes } from './scheduling-routes.ts';
import { staffAccountRoutes } from './staff-account-routes.ts';
import { testingRoutes } from './testing-routes.ts';
import { trainingRoutes } from './training-routes.ts';

/** Every route of the workforce service: sign-in, then one module per back-office area. */
export async function workforceRoutes(app: ServiceApp, ctx: ServiceContext) {
  await authRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await staffAccountRoutes(app, ctx);
  await employeesRoutes(app, ctx);
  await safetyRoutes(app, ctx);
  await trainingRoutes(app, ctx);
  await testingRoutes(app, ctx);
  await documentsRoutes(app, ctx);
  await mediaRoutes(app, ctx);
  await schedulingRoutes(app, ctx);
}
