// A reference, not a product: the least a Node HTTP proxy hop costs on this machine. node:http
// server, undici's connection pool, an answer gathered by a plain dispatcher handler and written
// back with one writeHead + end; no framework, hooks, headers or limits. The bench measures it next
// to the gateway so the gateway's CPU per request has a floor to be read against (issue 26).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type Dispatcher, Pool } from 'undici';

const upstream = process.env.PROXY_UPSTREAM;
if (!upstream) throw new Error('PROXY_UPSTREAM is required');
const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 });
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'host', 'upgrade']);

const server = createServer((request, response) => {
  const headers: IncomingHttpHeaders = {};
  for (const name in request.headers) {
    if (!HOP_BY_HOP.has(name)) headers[name] = request.headers[name];
  }
  const chunks: Buffer[] = [];
  let status = 502;
  let answerHeaders: string[] = [];
  const handler: Dispatcher.DispatchHandler = {
    onConnect() {},
    onHeaders(statusCode, rawHeaders) {
      status = statusCode;
      answerHeaders = [];
      for (let index = 0; index < rawHeaders.length; index += 2) {
        const name = String(rawHeaders[index]);
        if (!HOP_BY_HOP.has(name.toLowerCase())) {
          answerHeaders.push(name, String(rawHeaders[index + 1]));
        }
      }
      return true;
    },
    onData(chunk) {
      chunks.push(chunk);
      return true;
    },
    onComplete() {
      response.writeHead(status, answerHeaders);
      response.end(Buffer.concat(chunks as Uint8Array[]).toString('utf8'));
    },
    onError() {
      response.writeHead(502).end();
    },
  };
  pool.dispatch(
    { method: request.method as Dispatcher.HttpMethod, path: request.url ?? '/', headers },
    handler,
  );
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
