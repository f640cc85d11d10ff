import swaggerUi from '@fastify/swagger-ui';
import type { App, Logger } from '@roofing/platform';

/** Where the browsable API reference is served (pages, under the API's prefix). */
export const API_DOCS_PATH = '/api/docs';

interface OpenApiDocument {
  openapi?: string;
  info?: unknown;
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: Array<{ name: string }>;
}

/**
 * The API reference of the whole product at /api/openapi.json (and a browsable one at /api/docs):
 * the routes mounted in this process, merged with each proxied service's own document (fetched
 * from its /openapi.json, cached briefly; a service that is down leaves its paths out until back).
 */
export async function registerOpenApi(app: App, options: { upstreams: string[]; logger: Logger }) {
  let cached: { at: number; document: OpenApiDocument } | undefined;

  async function merged(): Promise<OpenApiDocument> {
    if (cached && Date.now() - cached.at < 10_000) return cached.document;
    const local = app.swagger() as OpenApiDocument;
    const remote = await Promise.all(
      options.upstreams.map(async (upstream) => {
        try {
          const response = await fetch(`${upstream}/openapi.json`, {
            signal: AbortSignal.timeout(2000),
          });
          return response.ok ? ((await response.json()) as OpenApiDocument) : undefined;
        } catch (error) {
          options.logger.warn({ upstream, err: error }, 'could not fetch a service API document');
          return undefined;
        }
      }),
    );
    const document: OpenApiDocument = {
      openapi: '3.0.3',
      info: {
        title: 'Shorefront Roofing API',
        version: '1.0.0',
        description:
          'Every public and staff route of the product. Errors answer { error: { code, message, fields?, requestId } }.',
      },
      paths: {},
      components: { schemas: {}, securitySchemes: {} },
    };
    const tags = new Set<string>();
    for (const part of [local, ...remote]) {
      if (!part) continue;
      Object.assign(document.paths as object, part.paths);
      Object.assign(document.components?.schemas as object, part.components?.schemas);
      // The session schemes each operation's `security` names (the same in every process).
      Object.assign(
        document.components?.securitySchemes as object,
        part.components?.securitySchemes,
      );
      for (const tag of part.tags ?? []) tags.add(tag.name);
    }
    if (tags.size > 0) document.tags = [...tags].map((name) => ({ name }));
    cached = { at: Date.now(), document };
    return document;
  }

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => merged());
  // The reference UI reads /api/docs/json: serve the merged document there too.
  const documents = new WeakMap<object, OpenApiDocument>();
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
    uiHooks: {
      preHandler: async (request) => {
        documents.set(request, await merged());
      },
    },
    transformSpecificationClone: false,
    transformSpecification: (_local, request) => documents.get(request) ?? {},
  });
}
