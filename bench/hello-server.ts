// The baselines: bare Fastify answering hello world, nothing else; or, with PROXY_UPSTREAM set, bare
// Fastify with the gateway's own proxy (gateway/src/upstream-proxy.ts) in front of the quote
// service, without the gateway's hooks, headers or limits: the cost of the proxy hop itself.
import Fastify from 'fastify';
import { proxyToUpstream } from '../gateway/src/upstream-proxy.ts';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
if (process.env.PROXY_UPSTREAM) {
  await proxyToUpstream(app as never, {
    upstream: process.env.PROXY_UPSTREAM,
    prefixes: ['/api/estimates'],
    extraHeaders: () => ({}),
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
