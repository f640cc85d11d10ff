import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { useSiteCookies } from './cookies.ts';
import { runAsRoute } from './database/query-count.ts';
import { handleError, sendError, sendNotFound } from './http-errors.ts';
import type { Logger } from './logger.ts';
import { createMetrics, type Metrics } from './metrics.ts';
import { PORTAL_SESSION_SCHEME, STAFF_SESSION_SCHEME } from './service/route-access.ts';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterField } from './text-safety.ts';

export type App = ReturnType<typeof createHttpServer>;

export type ReadinessCheck = () => Promise<boolean>;
export interface Readiness {
  required: Record<string, ReadinessCheck>;
  reported?: Record<string, ReadinessCheck>;
}

const READY_CHECK_TIMEOUT_MS = 2000;

async function runChecks(checks: Record<string, ReadinessCheck> = {}) {
  const results: Record<string, boolean> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      results[name] = await Promise.race([
        check().catch(() => false),
        new Promise<boolean>((resolve) =>
          setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS).unref(),
        ),
      ]);
    }),
  );
  return results;
}

/** Processes whose /ready answers 503 because they are shutting down (see `startDraining`). */
const drainingApps = new WeakSet<object>();

/**
 * From now on this app's /ready answers 503 `draining`, so a load balancer stops sending it new
 * requests while the ones under way finish.
 */
export function startDraining(app: object) {
  drainingApps.add(app);
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The policy of an answer that is data, not a page: it may load nothing and be framed by no one
 * (what a browser would need to render it is exactly what this refuses).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface HttpServerOptions {
  logger: Logger;
  /** Largest accepted request body in bytes (default 100 KiB). */
  bodyLimit?: number;
  /** false, a hop count, or the trusted proxies' addresses/CIDR ranges (never `true`). */
  trustProxy?: boolean | number | string[];
  /**
   * Named checks for /ready; each resolves true when its dependency answers. `required` ones
   * decide the answer (what the process cannot serve without); `reported` ones are shown only: a
   * broker outage does not take intake out of a load balancer, the outbox keeps the events.
   */
  readiness?: Readiness;
  /** Replaces the JSON 404 (the gateway serves the web app for unknown page paths). */
  notFound?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** The process's metrics, recorded per request (served apart: `serveMetrics`). */
  metrics?: Metrics;
  /** Cut off a request not fully received within this time (default 30 s). */
  requestTimeoutMs?: number;
  /** The site's address (PUBLIC_URL): https makes every cookie Secure and `__Host-` named. */
  publicUrl?: string;
  /** Collect an OpenAPI document of the routes registered after this (served at /openapi.json). */
  openapi?: { title: string };
  /**
   * Count database statements per route (default true). A process with no database of its own
   * (the distributed gateway) turns it off: it would pay an async-context frame per request for
   * nothing.
   */
  countQueries?: boolean;
}

/** A connection that sends nothing for this long is closed. */
export const CONNECTION_TIMEOUT_MS = 60_000;

/** Every route registered on an app, as the OpenAPI completeness test reads them. */
const routeLists = new WeakMap<object, Array<{ method: string; url: string; hidden: boolean }>>();
export const registeredRoutes = (app: object) => routeLists.get(app) ?? [];
const HOUSEKEEPING_PATHS = new Set(['/health', '/ready', '/metrics', '/openapi.json']);

/**
 * A Fastify instance with the house rules: request ids taken from `x-request-id` (or made),
 * zod validation, one error handler, JSON 404s, /health and /ready.
 */
export function createHttpServer(options: HttpServerOptions) {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    // Node checks request deadlines on this interval (30 s by default): check often enough.
    http: { connectionsCheckingInterval: Math.min(5000, requestTimeout) },
    loggerInstance: options.logger,
    bodyLimit: options.bodyLimit ?? 100 * 1024,
    trustProxy: trustFunction(options.trustProxy),
    requestTimeout,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: 65_000,
    // Request logs at debug: at the default level the log says what matters (start, errors).
    logController: new LogController({
      disableRequestLogging: !options.logger.isLevelEnabled('debug'),
    }),
    // The framework's own errors (a bad URL) get our error shape, never its default text.
    // They arrive before any hook ran, so the headers the hooks would set are set here.
    frameworkErrors: (error, request, reply) => {
      reply.headers({
        'x-request-id': request.id,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': API_CONTENT_SECURITY_POLICY,
        'cache-control': 'no-store',
      });
      return handleError(error as FastifyError, request as FastifyRequest, reply as FastifyReply);
    },
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  const routes: Array<{ method: string; url: string; hidden: boolean }> = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) routes.push({ method, url: route.url, hidden });
  });

  // JSON only: a text/plain body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The database statements a request causes are counted under its route (metrics).
  if (options.countQueries !== false) {
    app.addHook('onRequest', (request, _reply, done) => {
      runAsRoute(request.routeOptions.url ?? 'unmatched', done);
    });
  }
  app.addHook('onSend', (request, reply, _payload, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Node enforces the request deadline only when the headers deadline is not longer than it.
  app.server.headersTimeout = Math.min(10_000, requestTimeout);

  app.setErrorHandler(handleError);
  if (options.publicUrl) useSiteCookies(app, options.publicUrl);
  app.addHook('preHandler', refuseControlCharacters);
  app.setNotFoundHandler(options.notFound ?? sendNotFound);

  const metrics = options.metrics ?? createMetrics();
  // One labelled series per method, route and status, looked up once: prom-client checks the
  // labels on every observe() otherwise, a cost paid on every request of the hot path.
  const series = new Map<string, ReturnType<typeof metrics.httpDuration.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (!route || !HOUSEKEEPING_PATHS.has(route)) {
      const key = `${request.method} ${reply.statusCode} ${route ?? ''}`;
      let histogram = series.get(key);
      if (!histogram) {
        histogram = metrics.httpDuration.labels(
          request.method,
          route ?? 'unmatched',
          String(reply.statusCode),
        );
        series.set(key, histogram);
      }
      histogram.observe(reply.elapsedTime / 1000);
    }
    done();
  });
  // /metrics is not served here: see serveMetrics (a port of its own, never the site's).
  if (options.openapi) {
    void app.register(swagger, {
      openapi: {
        info: { title: options.openapi.title, version: '1.0.0' },
        // Each operation names what it needs in `security` (its scope's declaration, see
        // service/route-access.ts): [] is public. The cookies are `__Host-` named behind HTTPS.
        components: {
          securitySchemes: {
            [STAFF_SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: 'sfr_staff',
              description:
                'A staff session (POST /api/admin/auth). Writes also send its CSRF token in x-csrf-token.',
            },
            [PORTAL_SESSION_SCHEME]: {
              type: 'apiKey',
              in: 'cookie',
              name: 'sfr_portal',
              description: "A customer's portal session for one estimate (POST /api/quotes/login).",
            },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/openapi.json', { logLevel: 'warn', schema: { hide: true } }, async () =>
      app.swagger(),
    );
  }

  app.get('/health', { logLevel: 'warn', schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    const [checks, reported] = await Promise.all([
      runChecks(options.readiness?.required),
      runChecks(options.readiness?.reported),
    ]);
    const draining = drainingApps.has(app);
    const ready = !draining && Object.values(checks).every(Boolean);
    const status = draining ? 'draining' : ready ? 'ready' : 'not ready';
    // `checks`: what the process cannot serve without; `dependencies`: shown, not deciding.
    return reply.code(ready ? 200 : 503).send({ status, checks, dependencies: reported });
  });

  return app;
}

/** A hop count trusts that many proxies in front of us (Fastify's own rule for a number). */
function trustFunction(trust: HttpServerOptions['trustProxy']) {
  if (typeof trust !== 'number') return trust ?? false;
  return (_address: string, hop: number) => hop < trust;
}

/**
 * Every route of every service, whatever its schema says: a body, query or path value holding a
 * control character is a 400 naming the field, in the one error shape. It runs once the route's
 * own validation passed (a form's labelled message comes first) and before any handler, so no
 * route can forget it. Registered by `createHttpServer`.
 */
function refuseControlCharacters(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  for (const [part, value] of [
    ['body', request.body],
    ['query', request.query],
    ['params', request.params],
  ] as const) {
    const field = controlCharacterField(value);
    if (field === undefined) continue;
    const where = part === 'body' ? '' : ` (${part})`;
    sendError(
      reply,
      request,
      400,
      'VALIDATION_FAILED',
      `Some fields are missing or invalid${where}: ${field}`,
      { [field]: `${field} ${CONTROL_CHARACTER_MESSAGE}` },
    );
    return;
  }
  done();
}
