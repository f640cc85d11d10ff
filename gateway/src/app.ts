import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import { StaffSessionSchema } from '@roofing/contracts';
import {
  API_CONTENT_SECURITY_POLICY,
  type App,
  ConfigError,
  createHttpServer,
  createMetrics,
  createRuntime,
  declareRoutes,
  drainAndClose,
  type Logger,
  type MountedService,
  mountService,
  type Runtime,
  recordRoutes,
  type ServiceDefinition,
  sendNotFound,
  serveMetrics,
} from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { SERVICES, serviceUrlVariable } from '../../services/registry.ts';
import { type GatewayConfig, stripeCspSources, tileOrigin } from './config.ts';
import { registerIdentity } from './identity.ts';
import { registerPortalLiveRoute, registerStaffLiveRoute, startLiveUpdates } from './live/index.ts';
import { API_DOCS_PATH, registerOpenApi } from './openapi.ts';
import { createRateCounter, registerRateLimits, registerStaffWriteLimits } from './rate-limit.ts';
import { askReplicas, gatewayReadiness } from './service-processes.ts';
import { registerSiteConfig } from './site-config.ts';
import { proxyToUpstream } from './upstream-proxy.ts';
import { registerWebPages, serveWebApp, type WebPages } from './web-pages.ts';

/** Helmet's headers that also guard the API's answers (with a CSP of their own). */
const API_SECURITY_HEADERS = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface Gateway {
  app: ReturnType<typeof createHttpServer>;
  /** Present when at least one service runs in this process. */
  runtime?: Runtime;
  /** "embedded" (every service in this process), "distributed" or "mixed". */
  mode: string;
  /** Where this process's Prometheus metrics are (METRICS_HOST:METRICS_PORT, not the site). */
  metricsUrl: string;
  close(): Promise<void>;
}

/** Where each registered service runs: in this process, or behind the URL its variable names. */
export function serviceRoutes(config: GatewayConfig) {
  return SERVICES.map((definition: ServiceDefinition) => {
    const setting = config[serviceUrlVariable(definition)] as string | undefined;
    const replicas = setting
      ? setting
          .split(',')
          .map((url) => url.trim().replace(/\/+$/, ''))
          .filter(Boolean)
      : [];
    // `upstream`: the first replica (asked for documents and sessions); `replicas`: all of them.
    return { definition, upstream: replicas[0], replicas };
  });
}

/**
 * The edge of the product. Each service's paths are either served by the service mounted here
 * (embedded) or proxied to the service's own process (distributed).
 */
export async function buildGateway(config: GatewayConfig, logger: Logger): Promise<Gateway> {
  const routes = serviceRoutes(config);
  const embedded = routes.filter((route) => !route.upstream);
  // The settings of every service run here are read with the rest of the config, before anything
  // starts: a bad one stops the boot before a database is opened or a service seeds its data.
  for (const { definition } of embedded) definition.settings?.load(config);
  const metrics = createMetrics();
  const runtime = embedded.length > 0 ? await createRuntime(config, logger, metrics) : undefined;
  const webDist = resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  const hasWeb = existsSync(join(webDist, 'index.html'));

  const app = createHttpServer({
    logger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    readiness: gatewayReadiness(routes, runtime),
    metrics,
    publicUrl: config.PUBLIC_URL,
    openapi: { title: 'Shorefront Roofing API' },
    notFound: (request, reply) => serveAppOr404(request, reply, webPages),
    // Statements are counted where they run: only a service mounted here runs any in this process.
    countQueries: runtime !== undefined,
  });
  // Set once the routes are registered (below); the not-found handler reads it per request.
  let webPages: WebPages | undefined;
  // Every route from here on is declared public, staff, customer… by the scope it is registered
  // in (a service's own, or the gateway's below), or the gateway does not boot.
  const declaredRoutes = recordRoutes(app);

  // helmet's headers are the same for every response: compute them once (@fastify/helmet runs
  // helmet(options) per request, re-parsing the CSP: the gateway's largest per-request JS cost).
  const securityHeaders: Array<[string, string]> = [];
  // The portal's Payment Element: Stripe.js, its frames and its requests (none other).
  const stripe = stripeCspSources(config);
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The instant-quote tracer's satellite tiles come from the configured imagery host.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.SATELLITE_TILE_URL ? [tileOrigin(config.SATELLITE_TILE_URL)] : []),
        ],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        // No 'unsafe-inline': the app's styles are its stylesheet and styles set through the
        // CSSOM (React's style props, Leaflet), which CSP does not restrict; the few <style>
        // elements made at run time carry the page's nonce (see web-pages.ts). Style attributes
        // in markup are refused (style-src-attr falls back to this).
        styleSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        connectSrc: ["'self'", ...stripe.connect],
        // The contract the portal shows is a srcdoc frame (no URL to allow); Stripe's are these.
        frameSrc: ["'self'", ...stripe.frame],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // No page needs <base>: an injected one could not redirect relative URLs.
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The same rule as frame-ancestors 'none', for browsers that only read this header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })(
    {} as IncomingMessage,
    {
      setHeader: (name: string, value: string) => securityHeaders.push([name, value]),
      removeHeader: () => {},
    } as unknown as ServerResponse,
    () => {},
  );
  // Kept with the reply's own headers and written with them in one go (a setHeader call per header
  // on the raw response costs several microseconds each).
  const pageHeaders = Object.fromEntries(
    securityHeaders.map(([name, value]) => [name.toLowerCase(), value]),
  );
  // The API's own answers are data read by scripts, not pages: they get the headers that matter
  // for that (as the OWASP REST Security Cheat Sheet lists them) instead of helmet's whole set,
  // whose other headers only act on documents (opener isolation, DNS prefetch, legacy IE and
  // Flash switches). Half the headers and a third of the bytes on the busiest path.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
  };
  for (const name of API_SECURITY_HEADERS) {
    const value = pageHeaders[name];
    if (value === undefined) throw new Error(`helmet no longer sets ${name}`);
    apiHeaders[name] = value;
  }
  app.addHook('onRequest', (request, reply, done) => {
    // Decided by the route matched, like the rate limits; a service may still set its own (the
    // printable safety pages do). The API reference, the web app and 404s get the whole set.
    const route = request.routeOptions.url;
    reply.headers(
      route?.startsWith('/api/') && !route.startsWith(API_DOCS_PATH) ? apiHeaders : pageHeaders,
    );
    done();
  });

  // API JSON is compressed per response; the web app's files are compressed once, at build.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [(await import('node:zlib')).constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(application\/(json|problem\+json)|text\/html)/,
  });

  // With Redis, gateway replicas share counts (batched, not a round trip per request).
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  rateLimitRedis?.on('error', (error) => logger.debug({ err: error }, 'rate-limit redis error'));
  const rateLimits = {
    counter: createRateCounter({
      redis: rateLimitRedis,
      prefix: `${config.QUEUE_PREFIX}:rate-limit:`,
    }),
    limits: {
      post: config.RATE_LIMIT_POSTS,
      lookup: config.RATE_LIMIT_LOOKUPS,
      assistant: config.RATE_LIMIT_ASSISTANT,
    },
    staffWrites: config.RATE_LIMIT_STAFF_WRITES,
  };
  registerRateLimits(app, rateLimits);

  // Identity is established here once and travels signed; processes apart must share the secret.
  const secret =
    config.IDENTITY_SECRET ??
    (embedded.length === routes.length ? runtime?.identitySecret : undefined);
  if (!secret) {
    throw new ConfigError(
      'Invalid configuration:\n  IDENTITY_SECRET: required when services run in their own processes (set the same value on the gateway and every service)',
    );
  }
  const workforce = routes.find((route) => route.definition.name === 'workforce');
  const quote = routes.find((route) => route.definition.name === 'quote');
  registerIdentity(app, {
    secret,
    logger,
    async askSession(cookie) {
      const response = workforce?.upstream
        ? await fetch(`${workforce.upstream}/api/admin/session`, {
            headers: { cookie },
            signal: AbortSignal.timeout(3000),
          }).then(async (answer) => ({ status: answer.status, body: await answer.text() }))
        : await app
            .inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })
            .then((answer) => ({ status: answer.statusCode, body: answer.body }));
      if (response.status === 401) return null;
      if (response.status !== 200) throw new Error(`session check answered ${response.status}`);
      // Read through its contract: an answer of another shape is no session (logged, anonymous).
      return StaffSessionSchema.parse(JSON.parse(response.body));
    },
    onLookup: (outcome) => metrics.staffSessionLookups.inc({ outcome }),
    async askPortalSession(cookie) {
      const path = '/api/portal/session-check';
      const response = quote?.upstream
        ? await askReplicas(quote.replicas, path, cookie)
        : await app
            .inject({ method: 'GET', url: path, headers: { cookie } })
            .then((answer) => ({ status: answer.statusCode, body: answer.body }));
      if (response.status === 401) return null;
      if (response.status !== 200) throw new Error(`portal check answered ${response.status}`);
      return (JSON.parse(response.body) as { estimateNumber: string }).estimateNumber;
    },
    publicUrl: config.PUBLIC_URL,
  });
  // Staff writes are counted per account, so only once the session has been checked.
  registerStaffWriteLimits(app, rateLimits);

  const mounted: MountedService[] = [];
  const upstreams: string[] = [];
  for (const { definition, upstream, replicas } of routes) {
    if (upstream) {
      upstreams.push(upstream);
      // The service behind declares each of its routes (its own process checks it at boot).
      await declareRoutes(app, 'forwarded', (scope) =>
        proxyToUpstream(scope as unknown as App, {
          upstream: replicas,
          prefixes: definition.prefixes,
          // The service sees the client address the gateway decided on, and the request id.
          extraHeaders: (request) => ({
            'x-request-id': request.id,
            'x-forwarded-for': request.ip,
          }),
        }),
      );
      logger.debug({ service: definition.name, replicas }, 'proxying service');
      continue;
    }
    if (!runtime) continue;
    mounted.push(await mountService(app, definition, runtime, 'all'));
    logger.debug({ service: definition.name }, 'service mounted in-process');
  }

  // Live updates (server-sent events) are the edge's: see docs/architecture.md, "Live updates".
  const live = await startLiveUpdates(config, runtime, logger);
  await declareRoutes(app, 'customer', (scope) =>
    registerPortalLiveRoute(scope as unknown as App, live.hub, secret),
  );
  await declareRoutes(app, 'staff', (scope) =>
    registerStaffLiveRoute(scope as unknown as App, live.hub),
  );

  const pagePolicy = pageHeaders['content-security-policy'] ?? '';
  if (!pagePolicy.includes("style-src 'self';") || !pagePolicy.includes("script-src 'self'"))
    throw new Error('the page CSP changed shape');
  // The gateway's own routes: its settings, the geocoder, the pages, the API reference. Public.
  await declareRoutes(app, 'public', async (scope) => {
    const site = scope as unknown as App;
    await registerSiteConfig(site, config, logger);
    const pages = registerWebPages(site, {
      webDist: hasWeb ? webDist : undefined,
      publicUrl: config.PUBLIC_URL,
      contentSecurityPolicy: (nonce, inlineScripts) =>
        pagePolicy
          .replace("style-src 'self';", `style-src 'self' 'nonce-${nonce}';`)
          .replace("script-src 'self'", ["script-src 'self'", ...inlineScripts].join(' ')),
    });
    webPages = pages;
    await registerOpenApi(site, { upstreams, logger });
    if (hasWeb && pages) await serveWebApp(site, webDist, pages);
  });
  if (!hasWeb) {
    logger.warn({ webDist }, 'web app not built: serving the API only (run npm run build)');
  }
  declaredRoutes.assertDeclared('the gateway');

  // Background work starts after every route is in place.
  for (const service of mounted) await service.start();
  // The metrics are never on the public site: a listener of their own (loopback by default).
  const metricsListener = await serveMetrics(metrics, {
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    token: config.METRICS_TOKEN,
    logger,
  });

  const mode =
    mounted.length === routes.length ? 'embedded' : mounted.length === 0 ? 'distributed' : 'mixed';
  return {
    app,
    runtime,
    mode,
    metricsUrl: metricsListener.url,
    async close() {
      await live.close();
      await drainAndClose(app, metricsListener, config.SHUTDOWN_DRAIN_MS);
      rateLimitRedis?.disconnect();
      for (const service of mounted) await service.stop();
      await runtime?.close();
      for (const service of mounted) await service.definition.release?.();
    },
  };
}

/** Files the web app could ask for; a missing one is a 404, never the app's HTML. */
const ASSET_PATH =
  /^\/assets\/|\.(js|mjs|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|json|txt|xml|webmanifest|br|gz)$/i;

/**
 * Unknown paths: the API's get the JSON 404 (/metrics is not here: it has a port of its own); a page path a
 * browser navigates to (even one with a dot, like /blog/1.0) gets the web app: 200 for a page the
 * app has, 404 with the app's not-found page for any other; a missing asset gets a plain 404.
 */
function serveAppOr404(request: FastifyRequest, reply: FastifyReply, pages?: WebPages) {
  const path = new URL(request.url, 'http://gateway').pathname;
  const wantsPage =
    pages &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !ASSET_PATH.test(path);
  if (wantsPage) return pages.serve(request, reply);
  return sendNotFound(request, reply);
}
