import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInStaff, signInStaff } from '../support/staff-sign-in.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Every operation the gateway serves, as its own API document lists them (so a route added later
 * is walked too), called the way an attacker would: each is classified by the access its scope
 * declared (the operation's `security`), never by its summary or path.
 * - Every operation is declared; public and customer ones are exactly the lists below, so making
 *   a route public (or moving a staff route out of its staff scope) is a reviewed change here.
 * - Every staff operation refuses a caller with no session with 401, before looking at a request
 *   that is wrong in every part (path, query, body): a 400 would tell a stranger its fields.
 * - Every staff write (and every write staff share with customers) refuses a signed-in staff
 *   session without its CSRF token with 403.
 */
let app: RunningApp;
let staff: SignedInStaff;
const PASSWORD = 'a long office password for the sweep';

beforeAll(async () => {
  app = await startEmbeddedApp({
    ADMIN_USERNAME: 'office',
    ADMIN_PASSWORD: PASSWORD,
    RATE_LIMIT_STAFF_WRITES: '100000',
  });
  staff = await signInStaff(app.url, { username: 'office', password: PASSWORD });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Anyone may call these: each is public on purpose (add one here only when it must be). */
const PUBLIC = [
  'DELETE /api/quotes/portal-session',
  'GET /api/estimates/{estimateNumber}',
  'GET /api/geocode',
  // The imagery's capture date at a point (issue 25): public like the geocoder, rate-limited.
  'GET /api/imagery-date',
  'GET /api/instant-quotes/{estimateNumber}',
  'GET /api/media/images/{name}',
  'GET /api/media/site',
  'GET /api/quotes/search',
  'GET /api/roof-prices',
  'GET /api/site-config',
  // Storm mode (issue 26): the banner every page shows and the status page's figures.
  'GET /api/status',
  'GET /api/storm-banner',
  'GET /api/tts/welcome',
  'POST /api/admin/auth',
  'POST /api/coldshield-leads',
  'POST /api/contacts',
  'POST /api/inspection-requests',
  'POST /api/instant-quotes',
  'POST /api/payments/stripe-webhook',
  'POST /api/portal/code',
  'POST /api/portal/link',
  'POST /api/portal/verify',
  'POST /api/quotes',
  'POST /api/quotes/login',
  'POST /api/roofing-assistant',
  'POST /api/sms/inbound',
  'POST /api/sms/status',
  'POST /api/tts',
  'POST /api/validate-service-area',
];
/** A customer's portal session (the handler checks it against the project). */
const CUSTOMER = [
  'GET /api/contracts/portal',
  'GET /api/contracts/portal/documents',
  'GET /api/contracts/portal/{id}/pdf',
  'GET /api/invoices/portal',
  'GET /api/invoices/portal/{number}/pdf',
  'GET /api/job-photos/portal/reports',
  'GET /api/job-photos/portal/reports/{id}/pdf',
  'GET /api/payments/portal/config',
  'GET /api/permits/portal',
  // Live updates (issue 26): the session's own estimate's changes, as server-sent events.
  'GET /api/portal/events',
  'GET /api/portal/session-check',
  'GET /api/quotes/portal-session',
  'GET /api/quotes/portal-session/after-sales',
  'POST /api/contracts/portal/cancel',
  'POST /api/contracts/portal/sign',
  'POST /api/contracts/portal/signing-code',
  'POST /api/contracts/portal/viewed',
  'POST /api/quotes/portal-session/feedback',
  'POST /api/payments/portal/intents',
  'POST /api/quotes/portal-session/service-requests',
];

type Access = 'public' | 'staff' | 'customer' | 'customer-or-staff';
const BY_SECURITY: Record<string, Access> = {
  '[]': 'public',
  '[{"staffSession":[]}]': 'staff',
  '[{"portalSession":[]}]': 'customer',
  '[{"staffSession":[]},{"portalSession":[]}]': 'customer-or-staff',
};

interface Operation {
  method: string;
  path: string;
  access: Access | undefined;
}

async function operations(): Promise<Operation[]> {
  const document = await (await fetch(`${app.url}/api/openapi.json`)).json();
  expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
    'portalSession',
    'staffSession',
  ]);
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries<Record<string, { security?: unknown }>>(
    document.paths,
  )) {
    for (const [method, operation] of Object.entries(methods)) {
      const security = operation.security === undefined ? '' : JSON.stringify(operation.security);
      found.push({ method: method.toUpperCase(), path, access: BY_SECURITY[security] });
    }
  }
  return found;
}

const name = (operation: Operation) => `${operation.method} ${operation.path}`;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The operation called with a request wrong in every part: path, query and body. */
function callWhollyInvalid(operation: Operation, headers: Record<string, string> = {}) {
  const url = `${app.url}${operation.path.replace(/\{[^}]+\}/g, 'not-an-id!')}?page=-1&limit=lots&status=%00&q=${'x'.repeat(500)}`;
  const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  return fetch(url, {
    method: operation.method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...headers },
    body: hasBody ? JSON.stringify([{ nonsense: '\u0000' }]) : undefined,
  });
}

describe('every route the gateway serves has its access declared, and the guard holds', () => {
  it('declares every operation, and public and customer ones are exactly the reviewed lists', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((operation) => !operation.access).map(name)).toEqual([]);
    const of = (access: Access) =>
      all
        .filter((operation) => operation.access === access)
        .map(name)
        .sort();
    expect(of('public')).toEqual([...PUBLIC].sort());
    expect(of('customer')).toEqual([...CUSTOMER].sort());
  });

  it('answers 401 (not 400, not 500) on every staff route to a caller with no session', async () => {
    const calls = (await operations()).filter((operation) => operation.access === 'staff');
    // The back office: quotes, leads, employees, safety, testing, documents, media, accounts…
    expect(calls.length).toBeGreaterThan(80);
    const answers: string[] = [];
    for (const operation of calls) {
      const response = await callWhollyInvalid(operation);
      const body = await response.json().catch(() => ({}));
      answers.push(`${response.status} ${body.error?.code} ${name(operation)}`);
    }
    expect(answers.filter((answer) => !answer.startsWith('401 UNAUTHORIZED '))).toEqual([]);
  }, 120_000);

  it('answers 403 to every staff write from a signed-in session without its CSRF token', async () => {
    const calls = (await operations()).filter(
      (operation) =>
        (operation.access === 'staff' || operation.access === 'customer-or-staff') &&
        WRITES.has(operation.method),
    );
    expect(calls.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const operation of calls) {
      const response = await callWhollyInvalid(operation, { cookie: staff.cookie });
      const body = await response.json().catch(() => ({}));
      answers.push(`${response.status} ${body.error?.code} ${name(operation)}`);
    }
    expect(answers.filter((answer) => !answer.startsWith('403 FORBIDDEN '))).toEqual([]);
    // The session is still good: the refusals were the token's, not the session's.
    const session = await fetch(`${app.url}/api/admin/session`, {
      headers: { cookie: staff.cookie },
    });
    expect(session.status).toBe(200);
  }, 120_000);

  it('refuses the anonymous on every customer route (the handler answers, never a 2xx or 5xx)', async () => {
    const calls = (await operations()).filter((operation) => operation.access === 'customer');
    const answers: string[] = [];
    for (const operation of calls) {
      const response = await callWhollyInvalid(operation);
      await response.body?.cancel();
      answers.push(`${response.status} ${name(operation)}`);
    }
    expect(answers.filter((answer) => !/^4\d\d /.test(answer))).toEqual([]);
  }, 60_000);
});
