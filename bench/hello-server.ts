// The baselines: bare Fastify answering hello world, nothing else; or, with PROXY_UPSTREAM set, bare
// Fastify with @fastify/http-proxy in front of the quote service (no hooks, headers or limits): the
// cost of the proxy hop itself, which no gateway setting can remove.
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
if (process.env.PROXY_UPSTREAM) {
  await app.register(httpProxy, {
    upstream: process.env.PROXY_UPSTREAM,
    prefix: '/api/estimates',
    rewritePrefix: '/api/estimates',
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 },
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
