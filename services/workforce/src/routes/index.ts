import cookie from '@fastify/cookie';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { sessionStore } from '../store/sessions.ts';
import { accountRoutes } from './account-routes.ts';
import { authRoutes, signInRoutes } from './auth-routes.ts';
import { documentsRoutes } from './documents-routes.ts';
import { employeesRoutes } from './employees-routes.ts';
import { mediaRoutes, publicMediaRoutes } from './media-routes.ts';
import { operationsRoutes } from './operations-routes.ts';
import { safetyRoutes } from './safety-routes.ts';
import { schedulingRoutes } from './scheduling-routes.ts';
import { staffAccountRoutes } from './staff-account-routes.ts';
import { sessionAuthenticator } from './staff-guard.ts';
import { testingRoutes } from './testing-routes.ts';
import { trainingRoutes } from './training-routes.ts';

/**
 * Every route of the workforce service, by who may call it: signing in and the site's photos are
 * public; the session's own routes check the session cookie here (the gateway signs no identity
 * for them); the back office is staff, as the gateway established it.
 */
export async function workforceRoutes(app: ServiceApp, ctx: ServiceContext) {
  // The session cookie is read by the sign-in and the session routes (in scopes below).
  await app.register(cookie);
  const authenticate = sessionAuthenticator(sessionStore(ctx.db));

  await ctx.publicRoutes(app, async (scope) => {
    await signInRoutes(scope, ctx);
    await publicMediaRoutes(scope, ctx);
  });
  await ctx.staffRoutes(
    app,
    async (scope) => {
      await authRoutes(scope, ctx);
      await accountRoutes(scope, ctx);
    },
    { authenticate },
  );
  await ctx.staffRoutes(app, (scope) => staffAccountRoutes(scope, ctx), {
    authenticate,
    need: { admin: true, refusal: 'Only an administrator can manage staff accounts.' },
  });
  // The operations dashboard and bull-board (issue 26): admins only, whatever a route declares.
  await ctx.staffRoutes(app, (scope) => operationsRoutes(scope, ctx), {
    need: { admin: true, refusal: 'Only an administrator can see the queues.' },
  });
  await ctx.staffRoutes(app, async (scope) => {
    await employeesRoutes(scope, ctx);
    await safetyRoutes(scope, ctx);
    await trainingRoutes(scope, ctx);
    await testingRoutes(scope, ctx);
    await documentsRoutes(scope, ctx);
    await mediaRoutes(scope, ctx);
    await schedulingRoutes(scope, ctx);
  });
}
