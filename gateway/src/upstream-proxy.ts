import { Readable } from 'node:stream';
import type { App } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BalancedPool, type Dispatcher, Pool, request } from 'undici';

/**
 * Forwards a service's paths to its own process. A thin layer over undici's connection pool
 * rather than @fastify/http-proxy: the gateway's hot path is small JSON answers, and reading those
 * whole and sending them as one buffer (one write to the client) costs about a fifth less CPU per
 * request than piping every answer through streams. Answers are received by a handler of our own
 * on undici's dispatcher (below), not by `pool.request`, which builds a stream, an async resource
 * and a parsed-headers object per answer whether they are needed or not. Large or unsized answers
 * (images, PDFs) and every request body are still streamed, never held whole.
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

/** What the service answered: a small answer whole, a large or unsized one as a stream. */
interface UpstreamAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  /** Undefined for an answer without a body (HEAD, 204, 304). */
  body: Buffer | Readable | undefined;
}

/**
 * Receives one answer from undici's dispatcher (its plain handler interface: connect, headers,
 * data, complete, error). Up to BUFFER_LIMIT_BYTES with a declared length, the body is gathered and
 * the answer resolves when it is complete; otherwise the answer resolves at its headers with a
 * stream that reads the rest with backpressure (a full stream pauses the upstream socket) and
 * aborts the upstream request if the client goes away.
 */
class AnswerHandler implements Dispatcher.DispatchHandler {
  private abort: ((error: Error) => void) | undefined;
  /** The service has sent the whole answer, or the exchange failed. */
  private finished = false;
  private answer: UpstreamAnswer | undefined;
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;

  // A promise settles once: a reject after the stream's resolve is a no-op.
  constructor(
    private readonly empty: boolean,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  onConnect(abort: (error?: Error) => void) {
    this.abort = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void) {
    if (statusCode < 200) return true; // 1xx: informational, the answer follows
    const headers: Record<string, string | string[]> = {};
    for (let index = 0; index < rawHeaders.length; index += 2) {
      const name = (rawHeaders[index] as Buffer).toString('latin1').toLowerCase();
      const value = (rawHeaders[index + 1] as Buffer).toString('latin1');
      const seen = headers[name];
      if (seen === undefined) headers[name] = value;
      else if (Array.isArray(seen)) seen.push(value);
      else headers[name] = [seen, value];
    }
    this.answer = { statusCode, headers, body: undefined };
    if (this.empty || statusCode === 204 || statusCode === 304) return true;
    if (Number(headers['content-length']) <= BUFFER_LIMIT_BYTES) {
      this.chunks = [];
      return true;
    }
    this.stream = new Readable({
      read: resume,
      destroy: (error, callback) => {
        // The client went away before the answer was complete: stop the upstream request too.
        if (!this.finished) this.abort?.(error ?? new Error('client closed'));
        callback(error);
      },
    });
    this.answer.body = this.stream;
    this.resolve(this.answer);
    return true;
  }

  onData(chunk: Buffer) {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream) return this.stream.push(chunk);
    return true;
  }

  onComplete() {
    this.finished = true;
    if (this.stream) {
      this.stream.push(null);
    } else if (this.answer) {
      if (this.chunks) {
        this.answer.body =
          this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks as Uint8Array[]);
      }
      this.resolve(this.answer);
    }
  }

  onError(error: Error) {
    this.finished = true;
    if (this.stream) this.stream.destroy(error);
    else this.reject(error);
  }
}

/** How often the gateway asks each replica of a balanced service whether it is ready. */
const READY_POLL_MS = 1000;

/**
 * Keeps a balanced pool to the replicas that answer `/ready` 200: a replica sent SIGTERM answers
 * 503 `draining` for SHUTDOWN_DRAIN_MS before it closes, and leaves the pool within a poll, so
 * no new request meets its closing sockets or its closed port (undici would answer those with a
 * reset the gateway cannot retry for a POST). Its requests in flight finish (`removeUpstream`
 * closes gracefully). When no replica is ready (a shared dependency is down) all are kept: each
 * answers for itself. A replica that is ready again rejoins.
 */
function followReadiness(pool: BalancedPool, replicas: string[]) {
  const inPool = new Set(replicas);
  let stopped = false;
  const isReady = async (url: string) => {
    try {
      const answer = await request(`${url}/ready`, { headersTimeout: 1000, bodyTimeout: 1000 });
      await answer.body.dump();
      return answer.statusCode === 200;
    } catch {
      return false;
    }
  };
  const poll = async () => {
    const ready = await Promise.all(replicas.map(isReady));
    if (stopped) return;
    const wanted = ready.some(Boolean) ? replicas.filter((_, index) => ready[index]) : replicas;
    for (const url of replicas) {
      if (wanted.includes(url) && !inPool.has(url)) {
        pool.addUpstream(url);
        inPool.add(url);
      } else if (!wanted.includes(url) && inPool.has(url)) {
        pool.removeUpstream(url);
        inPool.delete(url);
      }
    }
  };
  const timer = setInterval(() => void poll().catch(() => {}), READY_POLL_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
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
  const stopFollowing =
    pool instanceof BalancedPool ? followReadiness(pool, replicas) : () => undefined;
  app.addHook('onClose', async () => {
    stopFollowing();
    await pool.close();
  });

  function send(options: Dispatcher.DispatchOptions) {
    return new Promise<UpstreamAnswer>((resolve, reject) => {
      // The client's request body is left alone on failure: destroying it would reset the client's
      // connection before it could read the 503.
      pool.dispatch(options, new AnswerHandler(options.method === 'HEAD', resolve, reject));
    });
  }

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

    let answer: UpstreamAnswer;
    try {
      answer = await send({
        method,
        path: request.url,
        headers,
        // The body was not parsed here: it streams from the client to the service as it arrives.
        body: hasBody ? request.raw : undefined,
      });
    } catch (error) {
      // Unreachable, timed out, or closed or reset mid-answer (the service is shutting down, or
      // died): the client gets the API's 503 or 504, never a half answer or a 500.
      const code = (error as { code?: string }).code;
      throw new UpstreamError(code === 'UND_ERR_HEADERS_TIMEOUT' ? 504 : 503, { cause: error });
    }

    reply.code(answer.statusCode);
    const { body } = answer;
    for (const name in answer.headers) {
      const value = answer.headers[name];
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') {
        reply.header(name, value);
      }
    }
    if (body === undefined) return reply.send();
    if (Buffer.isBuffer(body)) {
      // Text goes out as a string: Node then writes the head and the body in one write, where a
      // buffer body costs a gathered write of two (the largest syscall cost per request here).
      const type = answer.headers['content-type'];
      const text =
        answer.headers['content-encoding'] === undefined &&
        typeof type === 'string' &&
        TEXTUAL.test(type) &&
        (!type.includes('charset=') || /charset="?utf-8/i.test(type));
      return reply.send(text ? body.toString('utf8') : body);
    }
    const length = Number(answer.headers['content-length']);
    if (Number.isFinite(length)) reply.header('content-length', length);
    return reply.send(body);
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
