import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import httpProxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import {
  createHttpServer,
  createRuntime,
  type Logger,
  type Runtime,
  type ServiceInstance,
  sendNotFound,
} from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { GatewayConfig } from './config.ts';
import { serviceRoutes } from './routing.ts';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Gateway {
  app: ReturnType<typeof createHttpServer>;
  /** Present when at least one service runs in this process. */
  runtime?: Runtime;
  close(): Promise<void>;
}

/**
 * The edge of the product. Each service's paths are either served by the service's plugin
 * mounted here (embedded) or proxied to the service's own process (distributed).
 */
export async function buildGateway(config: GatewayConfig, logger: Logger): Promise<Gateway> {
  const routes = serviceRoutes(config);
  const embedded = routes.filter((route) => !route.upstream);
  const runtime = embedded.length > 0 ? await createRuntime(config, logger) : undefined;
  const webDist = resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  const hasWeb = existsSync(join(webDist, 'index.html'));

  const app = createHttpServer({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    readiness: runtime?.readiness,
    notFound: (request, reply) => serveAppOr404(request, reply, hasWeb),
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // With Redis, every gateway replica counts against the same limits; without it, per process.
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  rateLimitRedis?.on('error', (error) => logger.debug({ err: error }, 'rate-limit redis error'));
  await app.register(rateLimit, {
    global: true,
    redis: rateLimitRedis,
    nameSpace: `${config.QUEUE_PREFIX}:rate-limit:`,
    // A limiter that cannot reach Redis lets requests through rather than refusing the site.
    skipOnError: true,
    timeWindow: '1 minute',
    // Only writes and estimate lookups are limited; pages, assets and health checks are not.
    allowList: (request) => rateLimitKind(request) === undefined,
    max: (request) =>
      rateLimitKind(request) === 'lookup' ? config.RATE_LIMIT_LOOKUPS : config.RATE_LIMIT_POSTS,
    keyGenerator: (request) => `${request.ip}:${rateLimitKind(request)}`,
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: {
        code: 'RATE_LIMITED',
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        requestId: request.id,
      },
    }),
  });

  const instances: ServiceInstance[] = [];
  for (const route of routes) {
    if (route.upstream) {
      for (const prefix of route.prefixes) {
        await app.register(httpProxy, {
          upstream: route.upstream,
          prefix,
          rewritePrefix: prefix,
          replyOptions: {
            rewriteRequestHeaders: (request, headers) => ({
              ...headers,
              'x-request-id': request.id,
            }),
          },
        });
      }
      logger.info({ target: route.definition.name, upstream: route.upstream }, 'proxying service');
      continue;
    }
    if (!runtime) continue;
    await runtime.database.migrate(route.definition.name, route.definition.migrationsFolder);
    const instance = route.definition.create(runtime);
    instances.push(instance);
    if (instance.routes) await app.register(instance.routes);
    logger.info({ target: route.definition.name }, 'service mounted in-process');
  }

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: (response, path) => {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  } else {
    logger.warn({ webDist }, 'web app not built: serving the API only (run npm run build)');
  }

  // Background work starts after every route is in place.
  for (const instance of instances) {
    await instance.startBackground?.();
    await instance.startWorkers?.();
  }

  return {
    app,
    runtime,
    async close() {
      await app.close();
      rateLimitRedis?.disconnect();
      for (const instance of instances) await instance.stop();
      await runtime?.close();
    },
  };
}

function rateLimitKind(request: FastifyRequest): 'post' | 'lookup' | undefined {
  if (!request.url.startsWith('/api/')) return undefined;
  if (request.method === 'GET' || request.method === 'HEAD') {
    return request.url.startsWith('/api/estimates/') ? 'lookup' : undefined;
  }
  return 'post';
}

/** Page paths get the web app (its router shows the not-found page); API paths get JSON. */
function serveAppOr404(request: FastifyRequest, reply: FastifyReply, hasWeb: boolean) {
  const path = request.url.split('?')[0] ?? '';
  const wantsPage =
    hasWeb &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    !/\.[a-z0-9]+$/i.test(path);
  if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
  return sendNotFound(request, reply);
}
