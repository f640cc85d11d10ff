import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../test/support/factories.ts';
import { freshRateWindow } from '../../test/support/rate-window.ts';
import { type RunningApp, startEmbeddedApp } from '../../test/support/start-app.ts';

let app: RunningApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in build of the web app, so these tests do not depend on `npm run build`.
  webDist = await mkdtemp(join(tmpdir(), 'gateway-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(
    join(webDist, 'index.html'),
    '<!doctype html><title>Shorefront</title><div id="root"></div>',
  );
  await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  app = await startEmbeddedApp({
    WEB_DIST: webDist,
    RATE_LIMIT_POSTS: '3',
    RATE_LIMIT_LOOKUPS: '4',
    RATE_LIMIT_ASSISTANT: '2',
    BODY_LIMIT_BYTES: '4096',
  });
});
afterAll(async () => {
  await app?.close();
  await rm(webDist, { recursive: true, force: true });
});

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('gateway', () => {
  it('serves the web app, with index.html for app routes and JSON 404 for unknown API paths', async () => {
    const home = await fetch(`${app.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deepLink = await fetch(`${app.url}/estimate-tracker?number=SFR-ABCDEFGH`);
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('content-type')).toContain('text/html');
    const asset = await fetch(`${app.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missingAsset = await fetch(`${app.url}/assets/missing.js`);
    expect(missingAsset.status).toBe(404);
    const api = await fetch(`${app.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('NOT_FOUND');
  });

  it('sets security headers and echoes or creates a request id', async () => {
    const response = await fetch(`${app.url}/`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBeTruthy();
    // Every kind of answer carries them: a file, a page route, a JSON 404, a framework error.
    for (const path of ['/assets/app-abc123.js', '/blog/1.0', '/api/nope', '/%zz', '/health']) {
      const other = await fetch(`${app.url}${path}`);
      expect(other.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(other.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const generated = await fetch(`${app.url}/health`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the API's answers the headers that guard data, and pages the whole set", async () => {
    const page = await fetch(`${app.url}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Matched by route, so an encoded path gets the same set.
    for (const path of ['/api/site-config', '/%61pi/site-config']) {
      const api = await fetch(`${app.url}${path}`);
      expect(api.status, path).toBe(200);
      expect(api.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      for (const name of [
        'x-content-type-options',
        'x-frame-options',
        'strict-transport-security',
        'referrer-policy',
        'cross-origin-resource-policy',
      ]) {
        expect(api.headers.get(name), `${path} ${name}`).toBeTruthy();
        expect(api.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name));
      }
      expect(api.headers.get('cross-origin-opener-policy'), path).toBeNull();
    }
    // The browsable API reference is a page under /api: it keeps the whole set.
    const docs = await fetch(`${app.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-type')).toContain('text/html');
    expect(docs.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await postJson(
      '/api/contacts',
      JSON.stringify({ message: 'x'.repeat(10_000) }),
      { 'x-forwarded-for': '10.0.0.9' },
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rate-limits posts per client and says when to try again', async () => {
    await freshRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await postJson('/api/quotes', JSON.stringify(quoteRequest()))).status);
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await postJson('/api/quotes', JSON.stringify(quoteRequest()));
    expect(limited.status).toBe(429);
    const body = await limited.json();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Reading pages is never limited.
    expect((await fetch(`${app.url}/`)).status).toBe(200);
  });

  it('rate-limits estimate lookups separately', async () => {
    await freshRateWindow();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await fetch(`${app.url}/api/estimates/SFR-ZZZZZZZZ`)).status);
    expect(statuses.slice(0, 4)).toEqual([404, 404, 404, 404]);
    expect(statuses.at(-1)).toBe(429);
    const limited = await fetch(`${app.url}/api/estimates/SFR-ZZZZZZZZ`);
    expect(limited.headers.get('x-ratelimit-limit')).toBe('4');
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits questions to the assistant and speech on their own', async () => {
    await freshRateWindow();
    const ask = () =>
      postJson(
        '/api/roofing-assistant',
        JSON.stringify({ message: 'How long does a metal roof last?' }),
      );
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    // Speech counts against the same limit.
    expect((await postJson('/api/tts', JSON.stringify({ text: 'Hello' }))).status).toBe(429);
  });

  it('answers ready when its dependencies are', async () => {
    const response = await fetch(`${app.url}/ready`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.checks).toEqual({ database: true });
    expect(body.dependencies).toEqual({ events: true, jobs: true });
  });
});
