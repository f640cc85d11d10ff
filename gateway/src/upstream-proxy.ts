import type { App } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BalancedPool, type Dispatcher, Pool } from 'undici';

/**
 * Forwards a service's paths to its own process. A thin layer over undici's connection pool
 * rather than @fastify/http-proxy: the gateway's hot path is small JSON answers, and reading those
 * whole and sending them as one buffer (one write to the client) costs about a fifth less CPU per
 * request than piping every answer through streams. Large or unsized answers (images, PDFs) and
 * every request body are still streamed, never held whole.
 */

/** Headers that describe one connection, not the message: never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
/** Answers whose bytes are UTF-8 text (JSON, HTML, plain text). */
const TEXTUAL = /^(application\/(json|problem\+json)|text\/)/i;
/** Answers up to this size are read whole and sent as one buffer; larger ones are streamed. */
const BUFFER_LIMIT_BYTES = 1024 * 1024;

/** The service behind the gateway could not be reached, or did not answer in time. */
export class UpstreamError extends Error {
  readonly code = 'UPSTREAM_UNAVAILABLE';
  constructor(
    readonly statusCode: 503 | 504,
    options: { cause: unknown },
  ) {
    super(
      statusCode === 504 ? 'upstream service timed out' : 'upstream service unreachable',
      options,
    );
  }
}

export interface UpstreamOptions {
  /** The service's URL, or its replicas' URLs (requests are balanced across the live ones). */
  upstream: string | string[];
  prefixes: string[];
  /** Headers the gateway adds or replaces on the way in (request id, client address, identity). */
  extraHeaders: (request: FastifyRequest) => Record<string, string>;
  /** How long the service may take to start answering (a PDF render waits up to ~45 s). */
  headersTimeoutMs?: number;
}

export async function proxyToUpstream(app: App, options: UpstreamOptions) {
  const poolOptions = {
    connections: 128,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: options.headersTimeoutMs ?? 90_000,
    bodyTimeout: 120_000,
  };
  const replicas = typeof options.upstream === 'string' ? [options.upstream] : options.upstream;
  // One replica: a plain pool. Several: undici's balanced pool, which sends each request to a
  // replica by weight and lowers the weight of one that errors, so a dead replica is avoided.
  const pool: Dispatcher =
    replicas.length === 1
      ? new Pool(replicas[0] as string, poolOptions)
      : new BalancedPool(replicas, poolOptions);
  app.addHook('onClose', async () => {
    await pool.close();
  });

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const headers: Record<string, string | string[]> = {};
    for (const name in request.headers) {
      const value = request.headers[name];
      if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    Object.assign(headers, options.extraHeaders(request));
    const method = request.method as Dispatcher.HttpMethod;
    const hasBody =
      method !== 'GET' &&
      method !== 'HEAD' &&
      (request.headers['transfer-encoding'] !== undefined ||
        Number(request.headers['content-length'] ?? 0) > 0);

    let answer: Dispatcher.ResponseData;
    try {
      answer = await pool.request({
        method,
        path: request.url,
        headers,
        // The body was not parsed here: it streams from the client to the service as it arrives.
        body: hasBody ? request.raw : undefined,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      throw new UpstreamError(code === 'UND_ERR_HEADERS_TIMEOUT' ? 504 : 503, { cause: error });
    }

    const empty = method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
    const length = Number(answer.headers['content-length']);
    let whole: Buffer | undefined;
    if (!empty && length <= BUFFER_LIMIT_BYTES) {
      try {
        whole = Buffer.from(await answer.body.arrayBuffer());
      } catch (error) {
        // The service closed or reset the connection mid-answer (it is shutting down, or died):
        // the client gets the API's 503, never a half answer or a 500.
        throw new UpstreamError(503, { cause: error });
      }
    }

    reply.code(answer.statusCode);
    for (const name in answer.headers) {
      const value = answer.headers[name];
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') {
        reply.header(name, value);
      }
    }
    if (empty) {
      await answer.body.dump().catch(() => {});
      return reply.send();
    }
    if (whole) {
      // Text goes out as a string: Node then writes the head and the body in one write, where a
      // buffer body costs a gathered write of two (the largest syscall cost per request here).
      const type = answer.headers['content-type'];
      const text =
        answer.headers['content-encoding'] === undefined &&
        typeof type === 'string' &&
        TEXTUAL.test(type) &&
        (!type.includes('charset=') || /charset="?utf-8/i.test(type));
      return reply.send(text ? whole.toString('utf8') : whole);
    }
    if (Number.isFinite(length)) reply.header('content-length', length);
    return reply.send(answer.body);
  }

  await app.register(async (scope) => {
    // Bodies are forwarded unread, whatever their type (JSON, multipart uploads, …).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const prefix of options.prefixes) {
      // Documented by the service's own OpenAPI document, which the gateway merges.
      scope.all(prefix, { schema: { hide: true } }, forward);
      scope.all(`${prefix}/*`, { schema: { hide: true } }, forward);
    }
  });
}
