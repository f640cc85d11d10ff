import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError } from './config.ts';
import { sameToken } from './identity.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';

export interface MetricsListener {
  /** Where the Prometheus text is: `http://<host>:<port>/metrics`. */
  url: string;
  close(): Promise<void>;
}

/**
 * The process's metrics on a port of their own, never on the site's: route names, error rates,
 * queue lengths and memory tell an outsider what is where and when it is weakest. By default the
 * listener binds 127.0.0.1 (a scraper on the same host or in the same pod); bound wider
 * (METRICS_HOST=0.0.0.0 in a cluster) it can also ask for a bearer token (METRICS_TOKEN) that
 * scrapers send as `Authorization: Bearer …`. Anything but GET /metrics is a 404.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { port: number; host: string; token?: string; logger: Logger },
): Promise<MetricsListener> {
  const expected = options.token ? `Bearer ${options.token}` : undefined;
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (expected && !sameToken(request.headers.authorization, expected)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    metrics.scrape().then(
      (text) =>
        response
          .writeHead(200, {
            'content-type': metrics.registry.contentType,
            'cache-control': 'no-store',
          })
          .end(request.method === 'HEAD' ? undefined : text),
      (error) => {
        options.logger.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' || error.code === 'EACCES'
          ? new ConfigError(
              `Invalid configuration:\n  METRICS_PORT: ${options.host}:${options.port} cannot be used (${error.code}); give each process on this host its own METRICS_PORT`,
            )
          : error,
      ),
    );
    server.listen(options.port, options.host, () => resolve());
  });
  server.unref();
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
