import { randomUUID } from 'node:crypto';
import { registeredRoutes, type ServiceDefinition } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { documentsRoutes } from '../src/routes/documents-routes.ts';
import { employeesRoutes } from '../src/routes/employees-routes.ts';
import { safetyRoutes } from '../src/routes/safety-routes.ts';
import { schedulingRoutes } from '../src/routes/scheduling-routes.ts';
import { testingRoutes } from '../src/routes/testing-routes.ts';
import { trainingRoutes } from '../src/routes/training-routes.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/**
 * Every route the staff-only route files register answers 401 without a session, and every write
 * answers 403 without the session's CSRF token. The routes come from Fastify's own list (its
 * onRoute hook), not from a list kept here, so a new route is swept as soon as it exists.
 *
 * Request validation is switched off for these routes: a call then reaches its handler whatever
 * its body or parameters, and only the handler's guard can refuse it. (With validation on, an
 * empty body would be a 400 before the guard is even asked, and a route without its guard would
 * go unnoticed.)
 */
const STAFF_ONLY_ROUTE_FILES = [
  employeesRoutes,
  safetyRoutes,
  trainingRoutes,
  testingRoutes,
  documentsRoutes,
  schedulingRoutes,
];

const guardedOnly: ServiceDefinition = {
  ...workforceService,
  async routes(app, ctx) {
    // In the staff scope the service registers them in (routes/index.ts).
    await ctx.staffRoutes(app, async (scope) => {
      scope.setValidatorCompiler(() => (value) => ({ value }));
      for (const register of STAFF_ONLY_ROUTE_FILES) await register(scope, ctx);
    });
  },
};

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(guardedOnly);
});
afterAll(async () => {
  await svc?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A concrete URL for a route: an id for `:id`, a uuid for other parameters. */
const urlOf = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) =>
    /id$/i.test(name) && name !== 'photoId' ? '1' : randomUUID(),
  );

function staffRoutes() {
  return registeredRoutes(svc.app)
    .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
    .map((route) => ({ method: route.method as Method, url: route.url }));
}

describe('the staff guard on every back-office route', () => {
  it('finds the routes of every staff-only route file', () => {
    const prefixes = new Set(staffRoutes().map((route) => route.url.split('/')[2]));
    for (const prefix of [
      'employees',
      'safety',
      'training',
      'employment-tests',
      'hiring-assessments',
      'documents',
      'appointments',
      'employee-tasks',
    ]) {
      expect(prefixes, prefix).toContain(prefix);
    }
    expect(staffRoutes().length).toBeGreaterThan(30);
  });

  it('answers 401 to every route without a session', async () => {
    const open: string[] = [];
    for (const route of staffRoutes()) {
      const response = await callAs(svc, null, route.method, urlOf(route.url), {});
      if (response.statusCode !== 401)
        open.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to every write with a session but without its CSRF token', async () => {
    const open: string[] = [];
    const writes = staffRoutes().filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(10);
    for (const route of writes) {
      const response = await callAs(
        svc,
        { ...OFFICE, csrf: false },
        route.method,
        urlOf(route.url),
        {},
      );
      if (response.statusCode !== 403)
        open.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('answers 403 MFA_ENROLMENT_REQUIRED to every route for a session that must enrol its second factor first', async () => {
    const open: string[] = [];
    for (const route of staffRoutes()) {
      const response = await callAs(
        svc,
        { ...OFFICE, enrolmentOnly: true },
        route.method,
        urlOf(route.url),
        {},
      );
      if (response.statusCode !== 403 || response.json().error?.code !== 'MFA_ENROLMENT_REQUIRED')
        open.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(open).toEqual([]);
  });
});
