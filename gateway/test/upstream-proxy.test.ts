import { createHash } from 'node:crypto';
import { createHttpServer, createLogger } from '@roofing/platform';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyToUpstream } from '../src/upstream-proxy.ts';

/**
 * The gateway's proxy against a small service: bodies go through unread and whole, small answers
 * and large ones arrive intact with their headers, and an unreachable service is the API's 503.
 */
describe('proxy to a service process', () => {
  let service: FastifyInstance;
  let gateway: ReturnType<typeof createHttpServer>;
  let gatewayUrl: string;
  const large = Buffer.alloc(3 * 1024 * 1024, 7);
  let endlessClosed = false;
  /** Small answers, read whole by the gateway: each must arrive byte for byte. */
  const smallAnswers = {
    json: {
      type: 'application/json; charset=utf-8',
      bytes: Buffer.from(JSON.stringify({ city: 'Cocoa Beach', note: 'Señora Núñez 🏠 — “ok”' })),
    },
    latin1: {
      type: 'text/csv; charset=iso-8859-1',
      bytes: Buffer.from('name,city\nJos\xe9,Ca\xf1on\n', 'latin1'),
    },
    binary: {
      type: 'image/png',
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00, 0xc3]),
    },
  };

  beforeAll(async () => {
    service = Fastify();
    service.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 20e6 }, (_r, body, done) =>
      done(null, body),
    );
    service.post('/api/things/upload', async (request) => ({
      sha256: createHash('sha256')
        .update(request.body as Buffer)
        .digest('hex'),
      contentType: request.headers['content-type'],
      requestId: request.headers['x-request-id'],
      forwardedFor: request.headers['x-forwarded-for'],
    }));
    service.get('/api/things/cookies', async (_request, reply) =>
      reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']).send({ ok: true }),
    );
    service.get('/api/things/large', async (_request, reply) =>
      reply.type('application/octet-stream').send(large),
    );
    service.get('/api/things', async (_request, reply) => reply.code(202).send({ root: true }));
    for (const [name, small] of Object.entries(smallAnswers)) {
      service.get(`/api/things/small/${name}`, async (_request, reply) =>
        reply.type(small.type).send(small.bytes),
      );
    }
    // Promises 100 bytes, sends 5, then the connection is reset (a service killed mid-answer).
    service.get('/api/things/reset', (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      reply.raw.write('{"a":');
      setTimeout(() => request.raw.socket.destroy(), 20);
    });
    // No length, sent in pieces (chunked): streamed through, never held whole.
    service.get('/api/things/unsized', (request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      let sent = 0;
      const timer = setInterval(() => {
        reply.raw.write(`line ${sent}\n`);
        if (++sent === 5) {
          clearInterval(timer);
          reply.raw.end();
        }
      }, 5);
      request.raw.on('close', () => clearInterval(timer));
    });
    // A never-ending answer: records whether the gateway hung up when its client did.
    service.get('/api/things/endless', (_request, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/octet-stream' });
      const timer = setInterval(() => reply.raw.write(Buffer.alloc(64 * 1024, 1)), 10);
      reply.raw.on('close', () => {
        clearInterval(timer);
        endlessClosed = true;
      });
    });
    service.get('/api/things/nothing', async (_request, reply) => reply.code(204).send());
    await service.listen({ port: 0, host: '127.0.0.1' });
    const serviceUrl = `http://127.0.0.1:${(service.server.address() as { port: number }).port}`;

    gateway = createHttpServer({ logger: createLogger({ level: 'silent', name: 'test' }) });
    await proxyToUpstream(gateway, {
      upstream: serviceUrl,
      prefixes: ['/api/things'],
      extraHeaders: (request) => ({ 'x-request-id': request.id, 'x-forwarded-for': request.ip }),
    });
    await proxyToUpstream(gateway, {
      upstream: 'http://127.0.0.1:9',
      prefixes: ['/api/gone'],
      extraHeaders: () => ({}),
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  it('streams a request body of any type to the service, with the request id and client address', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 3);
    const response = await fetch(`${gatewayUrl}/api/things/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-request-id': 'req-42' },
      body,
    });
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(answer.contentType).toBe('multipart/form-data; boundary=x');
    expect(answer.requestId).toBe('req-42');
    expect(answer.forwardedFor).toBe('127.0.0.1');
  });

  it('passes status, every set-cookie and large answers through intact', async () => {
    const root = await fetch(`${gatewayUrl}/api/things`);
    expect(root.status).toBe(202);
    expect(await root.json()).toEqual({ root: true });

    const cookies = await fetch(`${gatewayUrl}/api/things/cookies`);
    expect(cookies.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);

    const big = await fetch(`${gatewayUrl}/api/things/large`);
    expect(big.headers.get('content-length')).toBe(String(large.length));
    expect(Buffer.from(await big.arrayBuffer()).equals(large)).toBe(true);

    const head = await fetch(`${gatewayUrl}/api/things/cookies`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('passes small answers through byte for byte, text in any charset and binary alike', async () => {
    for (const [name, small] of Object.entries(smallAnswers)) {
      const response = await fetch(`${gatewayUrl}/api/things/small/${name}`);
      expect(response.headers.get('content-type')).toBe(small.type);
      expect(response.headers.get('content-length')).toBe(String(small.bytes.length));
      expect(Buffer.from(await response.arrayBuffer()).equals(small.bytes), name).toBe(true);
    }
  });

  it('streams an unsized answer, passes a 204, and hangs up on the service when the client does', async () => {
    const unsized = await fetch(`${gatewayUrl}/api/things/unsized`);
    expect(unsized.status).toBe(200);
    expect(await unsized.text()).toBe('line 0\nline 1\nline 2\nline 3\nline 4\n');

    const nothing = await fetch(`${gatewayUrl}/api/things/nothing`);
    expect(nothing.status).toBe(204);
    expect(await nothing.text()).toBe('');

    const controller = new AbortController();
    const endless = await fetch(`${gatewayUrl}/api/things/endless`, { signal: controller.signal });
    const reader = endless.body?.getReader();
    expect((await reader?.read())?.value?.length).toBeGreaterThan(0);
    controller.abort();
    const deadline = Date.now() + 5000;
    while (!endlessClosed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(endlessClosed).toBe(true);
  });

  it('answers 503 in the API error shape when the service cannot be reached', async () => {
    const response = await fetch(`${gatewayUrl}/api/gone/anything`);
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.error.code).toBe('UNAVAILABLE');
    expect(JSON.stringify(body)).not.toContain('ECONNREFUSED');
    // When to try again: an outage or a restart is seconds.
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // A request with a body gets the same answer, not a reset connection.
    const posted = await fetch(`${gatewayUrl}/api/gone/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Dana' }),
    });
    expect(posted.status).toBe(503);
    expect((await posted.json()).error.code).toBe('UNAVAILABLE');
  });

  it('answers the API 503 when the service resets the connection mid-answer', async () => {
    const response = await fetch(`${gatewayUrl}/api/things/reset`);
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe('UNAVAILABLE');
  });
});

describe('proxy to several replicas of a service', () => {
  /** Replicas `one` and `two`, each answering its name; one named in `draining` is not ready. */
  async function twoReplicasBehindAGateway(draining = new Set<string>()) {
    const replicas = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const replica = Fastify();
        replica.get('/api/spread', async () => ({ name }));
        replica.get('/ready', async (_request, reply) =>
          draining.has(name) ? reply.code(503).send({ status: 'draining' }) : { status: 'ready' },
        );
        await replica.listen({ port: 0, host: '127.0.0.1' });
        return replica;
      }),
    );
    const gateway = createHttpServer({ logger: createLogger({ level: 'silent', name: 'test' }) });
    await proxyToUpstream(gateway, {
      upstream: replicas.map(
        (replica) => `http://127.0.0.1:${(replica.server.address() as { port: number }).port}`,
      ),
      prefixes: ['/api/spread'],
      extraHeaders: () => ({}),
    });
    return {
      /** The replicas that answered 20 requests in a row, by name. */
      async names() {
        const seen = new Set<string>();
        for (let i = 0; i < 20; i++) {
          const answer = await gateway.inject('/api/spread');
          expect(answer.statusCode).toBe(200);
          seen.add(answer.json().name);
        }
        return [...seen].sort();
      },
      async close() {
        await gateway.close();
        await Promise.all(replicas.map((replica) => replica.close()));
      },
    };
  }

  it('spreads the requests over every replica', async () => {
    const setup = await twoReplicasBehindAGateway();
    try {
      expect(await setup.names()).toEqual(['one', 'two']);
    } finally {
      await setup.close();
    }
  });

  it('sends nothing to a replica whose /ready says draining, and takes it back when it is ready', async () => {
    const draining = new Set<string>();
    const setup = await twoReplicasBehindAGateway(draining);
    try {
      draining.add('one');
      await new Promise((resolve) => setTimeout(resolve, 1500)); // one readiness poll (1 s)
      expect(await setup.names()).toEqual(['two']);
      draining.delete('one');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await setup.names()).toEqual(['one', 'two']);
      // None ready (a shared dependency down): both are kept, each answers for itself.
      draining.add('one');
      draining.add('two');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await setup.names()).toEqual(['one', 'two']);
    } finally {
      await setup.close();
    }
  });
});
