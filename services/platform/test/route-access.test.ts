import { describe, expect, it } from 'vitest';
import { createHttpServer } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import { accessOf, declareRoutes, recordRoutes } from '../src/service/route-access.ts';

const logger = createLogger({ level: 'silent', name: 'test' });

describe('access declared by scope', () => {
  it('marks each route of a scope, shows it in the OpenAPI document and runs the guard first', async () => {
    const app = createHttpServer({ logger, openapi: { title: 'test' } });
    const recorded = recordRoutes(app);
    const seen: string[] = [];
    await declareRoutes(app, 'public', (scope) => {
      scope.get('/open', { schema: { summary: 'open' } }, async () => ({ ok: true }));
    });
    await declareRoutes(
      app,
      'staff',
      (scope) => {
        scope.post('/closed', { schema: { summary: 'closed' } }, async () => ({ ok: true }));
      },
      async (request) => {
        seen.push(request.url);
        throw Object.assign(new Error('no'), { statusCode: 401 });
      },
    );
    recorded.assertDeclared('test');
    const document = (await app.inject({ url: '/openapi.json' })).json();
    expect(document.paths['/open'].get.security).toEqual([]);
    expect(document.paths['/closed'].post.security).toEqual([{ staffSession: [] }]);
    expect(document.components.securitySchemes.staffSession).toMatchObject({ in: 'cookie' });
    expect((await app.inject({ method: 'POST', url: '/closed' })).statusCode).toBe(401);
    expect(seen).toEqual(['/closed']);
    await app.close();
  });

  it('refuses a route no scope declared, naming it', async () => {
    const app = createHttpServer({ logger });
    const recorded = recordRoutes(app);
    await declareRoutes(app, 'public', (scope) => {
      scope.get('/open', async () => 'ok');
    });
    app.delete('/forgotten/:id', async () => 'oops');
    expect(() => recorded.assertDeclared('service test')).toThrow(/DELETE \/forgotten\/:id/);
    await app.close();
  });

  it('refuses a scope inside another scope', async () => {
    const app = createHttpServer({ logger });
    await expect(
      declareRoutes(app, 'staff', (scope) =>
        declareRoutes(scope, 'public', (inner) => {
          inner.get('/both', async () => 'ok');
        }),
      ),
    ).rejects.toThrow(/GET \/both is declared public inside a staff scope/);
  });

  it('keeps the declaration of hidden routes out of the document', async () => {
    const app = createHttpServer({ logger });
    let route: object | undefined;
    app.addHook('onRoute', (options) => {
      route = options;
    });
    await declareRoutes(app, 'forwarded', (scope) => {
      scope.all('/proxy/*', { schema: { hide: true } }, async () => 'ok');
    });
    expect(route && accessOf(route)).toBe('forwarded');
    await app.close();
  });
});
