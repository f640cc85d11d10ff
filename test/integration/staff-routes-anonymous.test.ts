import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Authentication before validation: every staff route of every service, called with no session
 * and a request that is wrong in every part (path, query and body), answers 401. A 400 would
 * tell a stranger the route's fields and rules; a 500 would be worse. The list of routes is the
 * gateway's own OpenAPI document, so a route added later is walked too.
 */
let app: RunningApp;

beforeAll(async () => {
  app = await startEmbeddedApp({ RATE_LIMIT_POSTS: '100000', RATE_LIMIT_LOOKUPS: '100000' });
});
afterAll(async () => {
  await app?.close();
});

interface Operation {
  summary?: string;
  tags?: string[];
}

/** Staff-only routes as the document describes them (routes shared with the portal are not). */
function isStaffOnly(path: string, operation: Operation): boolean {
  if (path === '/api/admin/auth') return false; // signing in is for the anonymous
  if (path.startsWith('/api/admin/')) return true;
  const summary = operation.summary ?? '';
  return (
    /^(Staff|Admins)\b/.test(summary) ||
    /\(staff\)$|staff only/i.test(summary) ||
    (operation.tags ?? []).some((tag) => tag.endsWith('(staff)'))
  );
}

describe('staff routes refuse an anonymous caller before looking at the request', () => {
  it('answers 401 (not 400, not 500) on every staff route for a wholly invalid request', async () => {
    const document = await (await fetch(`${app.url}/openapi.json`)).json();
    const calls: Array<{ method: string; path: string }> = [];
    for (const [path, operations] of Object.entries<Record<string, Operation>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (isStaffOnly(path, operation)) calls.push({ method: method.toUpperCase(), path });
      }
    }
    // The document lists the back office: quotes, leads, employees, safety, testing, documents…
    expect(calls.length).toBeGreaterThan(70);
    const answers: string[] = [];
    for (const { method, path } of calls) {
      const url = `${app.url}${path.replace(/\{[^}]+\}/g, 'not-an-id!')}?page=-1&limit=lots&status=%00&q=${'x'.repeat(500)}`;
      const hasBody = method !== 'GET' && method !== 'HEAD';
      const response = await fetch(url, {
        method,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
        body: hasBody ? JSON.stringify([{ nonsense: '\u0000' }]) : undefined,
      });
      answers.push(`${response.status} ${method} ${path}`);
      if (response.status === 401) {
        expect((await response.json()).error.code).toBe('UNAUTHORIZED');
      } else await response.body?.cancel();
    }
    expect(answers.filter((answer) => !answer.startsWith('401 '))).toEqual([]);
  }, 120_000);
});
