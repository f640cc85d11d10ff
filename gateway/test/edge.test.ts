import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ConfigError, clientKey, createLogger, registeredRoutes } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../test/support/factories.ts';
import { freshRateWindow } from '../../test/support/rate-window.ts';
import { type RunningApp, startEmbeddedApp } from '../../test/support/start-app.ts';
import { buildGateway } from '../src/app.ts';
import { loadGatewayConfig } from '../src/config.ts';

/** Sends raw bytes over one connection and resolves with everything the server sent back. */
function rawRequest(url: string, text: string, options: { trickleMs?: number } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise<{ response: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ host: hostname, port: Number(port) });
    let response = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => {
      response += chunk.toString();
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ response, closedAfterMs: Date.now() - started });
    });
    socket.on('error', reject);
    socket.on('connect', () => {
      socket.write(text);
      if (options.trickleMs) {
        // A slow-body client: one byte of the promised body now and then.
        timer = setInterval(() => socket.writable && socket.write('x'), options.trickleMs);
      }
    });
  });
}

let webDist: string;
let app: RunningApp;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'edge-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = `console.log(${JSON.stringify('roof '.repeat(500))})`;
  await writeFile(join(webDist, 'assets', 'app-1.js'), script);
  await writeFile(join(webDist, 'assets', 'app-1.js.br'), brotliCompressSync(script));
  app = await startEmbeddedApp({
    WEB_DIST: webDist,
    RATE_LIMIT_POSTS: '2',
    RATE_LIMIT_LOOKUPS: '3',
    TRUST_PROXY: '1',
    REQUEST_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

/** Requests from one made-up client: with TRUST_PROXY=1 the right-most forwarded address counts. */
const from = (client: string, spoofed = '203.0.113.66') => ({
  'x-forwarded-for': `${spoofed}, ${client}`,
});

describe('rate limits follow the matched route, not the raw URL', () => {
  it('counts encoded and absolute-form paths against the same lookup limit', async () => {
    await freshRateWindow();
    const client = from('198.51.100.1');
    for (let i = 0; i < 3; i++) {
      expect(
        (await fetch(`${app.url}/api/estimates/SFR-AAAAAAAA`, { headers: client })).status,
      ).toBe(404);
    }
    for (const path of [
      '/api/estimates/SFR-AAAAAAAA',
      '/%61pi/estimates/SFR-AAAAAAAA',
      '/api/%65stimates/SFR-AAAAAAAA',
    ]) {
      const response = await fetch(`${app.url}${path}`, { headers: client });
      expect(response.status, path).toBe(429);
    }
    const absolute = await rawRequest(
      app.url,
      `GET http://127.0.0.1/api/estimates/SFR-AAAAAAAA HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: 198.51.100.1\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.response).toMatch(/^HTTP\/1\.1 429/);
  });

  it('counts encoded paths against the post limit', async () => {
    await freshRateWindow();
    const client = { ...from('198.51.100.2'), 'content-type': 'application/json' };
    const post = (path: string) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: client,
        body: JSON.stringify(quoteRequest()),
      });
    expect((await post('/api/quotes')).status).toBe(201);
    expect((await post('/api/quotes')).status).toBe(201);
    expect((await post('/%61pi/quotes')).status).toBe(429);
    expect((await post('/%61pi/contacts')).status).toBe(429);
  });
});

describe('client addresses', () => {
  it('believes only the hop the trusted proxy added, not what the client wrote', async () => {
    await freshRateWindow();
    const lookup = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/estimates/SFR-BBBBBBBB`, { headers });
    for (let i = 0; i < 3; i++) await lookup(from('198.51.100.3', `192.0.2.${i}`));
    // A new left-most address does not make a new client …
    expect((await lookup(from('198.51.100.3', '192.0.2.99'))).status).toBe(429);
    // … a different address added by our proxy does.
    expect((await lookup(from('198.51.100.4'))).status).toBe(404);
  });

  it('keys IPv6 clients by their /64', async () => {
    await freshRateWindow();
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:9'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    const lookup = (ip: string) =>
      fetch(`${app.url}/api/estimates/SFR-CCCCCCCC`, { headers: { 'x-forwarded-for': ip } });
    for (let i = 1; i <= 3; i++) await lookup(`2001:db8:5:6::${i}`);
    expect((await lookup('2001:db8:5:6:abcd::1')).status).toBe(429);
    expect((await lookup('2001:db8:5:7::1')).status).toBe(404);
  });

  it('refuses TRUST_PROXY=true at boot', () => {
    expect(() => loadGatewayConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.1',
    ]);
  });

  it('stops the boot on a bad setting of a service it runs, before opening anything', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'gw-settings-')), 'data');
    const config = loadGatewayConfig({ DATA_DIR: dataDir, AI_WORKER_CONCURRENCY: '99' });
    const booting = buildGateway(config, createLogger({ level: 'silent', name: 'gateway' }));
    await expect(booting).rejects.toThrow(ConfigError);
    await expect(booting).rejects.toThrow(/^Invalid configuration:\n {2}AI_WORKER_CONCURRENCY: /);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('slow and malformed requests', () => {
  it('cuts off a body that trickles in', async () => {
    const { response, closedAfterMs } = await rawRequest(
      app.url,
      `POST /api/contacts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\nX-Forwarded-For: 198.51.100.9\r\n\r\n{`,
      { trickleMs: 200 },
    );
    expect(closedAfterMs).toBeLessThan(10_000);
    expect(response).toMatch(/^HTTP\/1\.1 408|^$/);
  });

  it('answers a malformed URL in the API error shape, with headers and a request id', async () => {
    const response = await fetch(`${app.url}/api/estimates/%E0%A4%A`);
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.error.code).toBe('MALFORMED_REQUEST');
    expect(body.error.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('refuses a text/plain body with 415', async () => {
    const response = await fetch(`${app.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...from('198.51.100.10') },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('denies framing with both headers', async () => {
    const response = await fetch(`${app.url}/`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('what the gateway answers itself', () => {
  it('never answers housekeeping or unknown API paths with the web app', async () => {
    const metrics = await fetch(app.metricsUrl);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    expect(text).toContain('http_request_duration_seconds_bucket');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('outbox_backlog_events{service="quote"}');
    expect(text).toContain('jobs{queue="notifications",state="failed"}');
    expect(text).toContain('emails_sent_total');
    // Not on the public port: a 404 (the app's not-found page), never the numbers.
    const publicMetrics = await fetch(`${app.url}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('http_request_duration_seconds');
    for (const path of ['/health', '/ready', '/api/nothing', '/api/quotes/x/y/z']) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.headers.get('content-type'), path).toContain('application/json');
    }
    expect((await fetch(`${app.url}/api/nothing`)).status).toBe(404);
  });

  it('serves the web app for a page path with a dot, and 404 for a missing asset', async () => {
    const page = await fetch(`${app.url}/blog/1.0`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${app.url}/assets/missing-2.js`)).status).toBe(404);
  });

  it('serves precompressed assets and compresses API JSON', async () => {
    const asset = await fetch(`${app.url}/assets/app-1.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toContain('roof roof');
    const api = await fetch(`${app.url}/api/openapi.json`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(api.headers.get('content-encoding')).toMatch(/br|gzip/);
  });

  it('documents every API route in /api/openapi.json and shows a reference at /api/docs', async () => {
    const document = await (await fetch(`${app.url}/api/openapi.json`)).json();
    const routes = registeredRoutes(app.gateway.app).filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.hidden &&
        route.method !== 'HEAD' &&
        !route.url.startsWith('/api/docs'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(
        document.paths[path]?.[route.method.toLowerCase()],
        `${route.method} ${route.url}`,
      ).toBeDefined();
    }
    expect(document.paths['/api/quotes'].post.requestBody).toBeDefined();
    const docs = await fetch(`${app.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });
});
