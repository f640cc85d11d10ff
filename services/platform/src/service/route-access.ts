import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StaffNeed } from '../identity.ts';
import type { ServiceApp } from './define.ts';

/**
 * Who may call a route. It is declared by the scope the route is registered in, never inside a
 * handler, so no handler can forget it (see docs/security/staff.md):
 * - `public`: anyone. A handler may still look at who is calling (the assistant's staff voice).
 * - `staff`: a signed-in staff member. The scope's `onRequest` hook refuses anyone else (401), a
 *   write without the session's CSRF token (403) and a caller without the route's need (403),
 *   before the body is parsed or validated; the handler reads the checked caller.
 * - `customer`: a customer's portal session (one estimate). No hook: the handler checks the
 *   session against the project and answers its own refusal (no project open, verify first).
 * - `customer-or-staff`: an estimate's own portal session or staff (the project conversation,
 *   after-sales, answering an estimate). The hook refuses a staff write without the CSRF token
 *   (403); which customer may do what is the handler's rule, because it depends on the estimate
 *   in the path or body (`participantIn`, `requireVerifiedPortal`).
 * - `forwarded`: the gateway's proxy to a service in its own process, which declares each route.
 */
export type RouteAccess = 'public' | 'staff' | 'customer' | 'customer-or-staff' | 'forwarded';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * In a staff scope: what this route asks beyond a signed-in staff member (a permission, the
     * admin role), checked by the scope's hook with the rest.
     */
    staff?: StaffNeed;
  }
}

/** The OpenAPI security scheme names (defined in createHttpServer's document). */
export const STAFF_SESSION_SCHEME = 'staffSession';
export const PORTAL_SESSION_SCHEME = 'portalSession';

/** How each access reads in the OpenAPI document (`security` of the operation). */
const SECURITY: Record<RouteAccess, Array<Record<string, string[]>>> = {
  public: [],
  staff: [{ [STAFF_SESSION_SCHEME]: [] }],
  customer: [{ [PORTAL_SESSION_SCHEME]: [] }],
  'customer-or-staff': [{ [STAFF_SESSION_SCHEME]: [] }, { [PORTAL_SESSION_SCHEME]: [] }],
  forwarded: [],
};

/** The access of each route options object, as its scope declared it (never set by hand). */
const declared = new WeakMap<object, RouteAccess>();

const label = (route: Pick<RouteOptions, 'method' | 'url'>) =>
  `${[route.method].flat().join(',')} ${route.url}`;

// biome-ignore lint/suspicious/noExplicitAny: any Fastify scope, whatever its type provider
type AnyScope = FastifyInstance<any, any, any, any, any>;

/**
 * Registers `register`'s routes in a scope of their own whose routes are declared `access`, with
 * `guard` as the scope's `onRequest` hook (before the body is read). A route declared twice (a
 * scope inside another) stops the boot: the inner declaration would silently lose the outer's
 * hook or keep one it does not show.
 */
export async function declareRoutes(
  app: AnyScope,
  access: RouteAccess,
  register: (scope: ServiceApp) => unknown,
  guard?: (request: FastifyRequest) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const before = declared.get(route);
      if (before) {
        throw new Error(`${label(route)} is declared ${access} inside a ${before} scope`);
      }
      declared.set(route, access);
      const schema = route.schema as { hide?: boolean } | undefined;
      if (!schema?.hide) route.schema = { ...schema, security: SECURITY[access] };
    });
    if (guard) scope.addHook('onRequest', guard);
    await register(scope.withTypeProvider<ZodTypeProvider>() as unknown as ServiceApp);
  });
}

/** The access a route was declared with, or undefined (for tests and the boot check). */
export const accessOf = (route: object): RouteAccess | undefined => declared.get(route);

/**
 * Records every route registered on `app` (and its scopes) from now on; `assertDeclared` then
 * refuses, naming each, any that no scope declared: nothing is reachable by accident.
 */
export function recordRoutes(app: AnyScope) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route as RouteOptions);
  });
  return {
    assertDeclared(owner: string) {
      const undeclared = routes.filter((route) => !declared.has(route)).map(label);
      if (undeclared.length > 0) {
        throw new Error(
          `${owner} registers routes with no access declared (register them in a public, staff, customer or customer-or-staff scope): ${[...new Set(undeclared)].join('; ')}`,
        );
      }
    },
  };
}
