import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '../src/config.ts';
import { createHttpServer } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import { createRuntime, type Runtime } from '../src/runtime.ts';
import { defineService } from '../src/service/define.ts';
import { mountService } from '../src/service/mount.ts';
import * as schema from './fixtures/schema.ts';

/**
 * Nothing is reachable by accident: a service whose route sits in no access scope (public,
 * staff, customer, customer-or-staff) does not mount, and the error names the route.
 */
const logger = createLogger({ level: 'silent' });
let dataDir: string;
let runtime: Runtime;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'platform-mount-'));
  runtime = await createRuntime(loadPlatformConfig({ DATA_DIR: dataDir, PORT: '0' }), logger);
});
afterAll(async () => {
  await runtime?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const service = (routes: Parameters<typeof defineService>[0]['routes']) =>
  defineService({
    name: 'mount-access',
    prefixes: ['/api/things'],
    schema: { items: schema.items },
    migrations: schema.migrationsFolder,
    routes,
  });

describe('mountService and access declarations', () => {
  it('mounts a service whose every route is declared, and guards the staff ones', async () => {
    const app = createHttpServer({ logger });
    await mountService(
      app,
      service(async (scope, ctx) => {
        await ctx.publicRoutes(scope, (open) => {
          open.get('/api/things/open', async () => ({ ok: true }));
        });
        await ctx.staffRoutes(scope, (staff) => {
          staff.get('/api/things/closed', async (request) => ({ by: ctx.staff(request).username }));
        });
      }),
      runtime,
      'http',
    );
    expect((await app.inject({ url: '/api/things/open' })).statusCode).toBe(200);
    const closed = await app.inject({ url: '/api/things/closed' });
    expect(closed.statusCode).toBe(401);
    expect(closed.json().error.code).toBe('UNAUTHORIZED');
    await app.close();
  });

  it('refuses to mount a service with a route outside every access scope, naming it', async () => {
    const app = createHttpServer({ logger });
    await expect(
      mountService(
        app,
        service(async (scope, ctx) => {
          await ctx.publicRoutes(scope, (open) => {
            open.get('/api/things/open', async () => ({ ok: true }));
          });
          scope.delete('/api/things/:id', async () => ({ deleted: true }));
        }),
        runtime,
        'http',
      ),
    ).rejects.toThrow(
      'service mount-access registers routes with no access declared (register them in a public, staff, customer or customer-or-staff scope): DELETE /api/things/:id',
    );
    await app.close();
  });
});
