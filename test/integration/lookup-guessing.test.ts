import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { mailbox } from '../support/mailbox.ts';
import { verifiedPortalCookie } from '../support/portal-verify.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Issue 20, medium 2 (viewing and guessing): the estimate number alone shows a masked estimate,
 * and guessing numbers is watched per client (IPv4 address, IPv6 /64 and /48) and across all
 * clients. Everything goes through the gateway over real HTTP; other source addresses are bound
 * on the loopback (127.0.0.x), and IPv6 clients arrive through the trusted proxy's
 * X-Forwarded-For (this machine cannot bind documentation-range IPv6 addresses).
 */
const MISSES = 5;
/** Long windows (a day, aligned on midnight UTC), so a count cannot reset half-way through. */
const WINDOW = String(24 * 3600);

const agents = new Map<string, Agent>();
/** A request from one loopback source address (127.0.0.x), as a different client. */
function from(source: string) {
  let agent = agents.get(source);
  if (!agent) {
    // undici's connect options do not pass localAddress on: open the socket ourselves.
    agent = new Agent({
      connect: (options, callback) => {
        const socket = connect({
          host: options.hostname,
          port: Number(options.port),
          localAddress: source,
        });
        socket.once('connect', () => callback(null, socket));
        socket.once('error', (error) => callback(error, null));
      },
    });
    agents.set(source, agent);
  }
  const dispatcher = agent;
  return (url: string, init: RequestInit = {}) =>
    fetch(url, { ...init, dispatcher } as RequestInit & { dispatcher: Agent });
}
/** A request the trusted proxy (127.0.0.1) forwards for `client` (an IPv6 address). */
const forwardedFor =
  (client: string) =>
  (url: string, init: RequestInit = {}) =>
    fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': client },
    });

afterAll(async () => {
  await Promise.all([...agents.values()].map((agent) => agent.close()));
});

async function newEstimate(app: RunningApp, overrides = {}): Promise<string> {
  const response = await fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quoteRequest(overrides)),
  });
  expect(response.status).toBe(201);
  return (await response.json()).estimateNumber;
}

/** A random well-formed estimate number that does not exist (32^8 of them). */
const unknownNumber = () =>
  `SFR-${Array.from({ length: 8 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[Math.floor(Math.random() * 32)]).join('')}`;

describe('what the number alone shows', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startEmbeddedApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the lookup hides the house number, and neither it, the portal nor the search shows gate codes or notes', async () => {
    const estimateNumber = await newEstimate(app, {
      streetAddress: '4471 Sandpiper Ln',
      specialInstructions: 'Gate code 7731, dog in the yard.',
      projectDescription: 'Leak over the master bedroom closet.',
    });
    const lookup = await fetch(`${app.url}/api/estimates/${estimateNumber}`);
    expect(lookup.status).toBe(200);
    const estimate = await lookup.json();
    expect(estimate).toMatchObject({
      streetAddress: '••• Sandpiper Ln',
      city: 'Jacksonville Beach',
      zipCode: '32250',
      responseNotes: null,
    });

    const login = await fetch(`${app.url}/api/quotes/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estimateNumber }),
    });
    expect(login.status).toBe(200);
    const portal = await login.json();
    expect(portal.projectAddress).toBe('••• Sandpiper Ln, Jacksonville Beach, FL 32250');
    expect(portal.projectDescription).toBeNull();

    const search = await fetch(`${app.url}/api/quotes/search?term=${estimateNumber}`);
    const [found] = await search.json();
    expect(found).toMatchObject({
      estimateNumber,
      streetAddress: '••• Sandpiper Ln',
      specialInstructions: null,
      projectDescription: null,
      responseNotes: null,
    });

    for (const text of [JSON.stringify(estimate), JSON.stringify(portal), JSON.stringify(found)]) {
      expect(text).not.toContain('4471');
      expect(text).not.toContain('7731');
      expect(text).not.toContain('master bedroom');
    }
  });

  it('answers notes sent with an answer back to the sender, never to a later lookup', async () => {
    const email = `notes.${Date.now()}@example.com`;
    const estimateNumber = await newEstimate(app, { email });
    // The office prepares the estimate straight in the database (no staff sign-in needed here).
    await app.gateway.runtime?.database.db.execute(
      sql`update quote.quotes set status = 'estimate_prepared', estimate_amount = '9800.00', estimate_prepared_at = now() where estimate_number = ${estimateNumber}`,
    );
    // Answering binds the customer: a session verified with the e-mailed code (issue 20).
    const cookie = await verifiedPortalCookie(app.url, app.dataDir, estimateNumber, email);
    const answered = await fetch(`${app.url}/api/estimates/${estimateNumber}/response`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ customerResponse: 'questions', responseNotes: 'Call me at 555-0199' }),
    });
    expect(answered.status).toBe(200);
    expect((await answered.json()).responseNotes).toBe('Call me at 555-0199');
    const later = await (await fetch(`${app.url}/api/estimates/${estimateNumber}`)).json();
    expect(later).toMatchObject({ customerResponse: 'questions', responseNotes: null });
  });
});

describe('guessing numbers', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startEmbeddedApp({
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_LOOKUP_MISSES: String(MISSES),
      LOOKUP_MISS_WINDOW_SECONDS: WINDOW,
      LOOKUP_MISS_SPIKE: '1000',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a client over its miss limit, real numbers included, while another client still looks up', async () => {
    const real = await newEstimate(app);
    const guesser = from('127.0.0.2');
    for (let i = 0; i < MISSES; i++) {
      expect((await guesser(`${app.url}/api/estimates/${unknownNumber()}`)).status).toBe(404);
    }
    const refused = await guesser(`${app.url}/api/estimates/${real}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    // Every number route counts and refuses alike for that client.
    const login = await guesser(`${app.url}/api/quotes/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estimateNumber: real }),
    });
    expect(login.status).toBe(429);
    expect((await guesser(`${app.url}/api/quotes/search?term=${real}`)).status).toBe(429);

    const neighbour = from('127.0.0.3');
    expect((await neighbour(`${app.url}/api/estimates/${real}`)).status).toBe(200);
  });

  it('counts misses of the portal, the search and the answer together', async () => {
    // The answer needs a verified session (without one it is 401 for any number, which tells
    // nothing): a customer verified for their own estimate answering other numbers is guessing.
    const email = `guesser.${Date.now()}@example.com`;
    const own = await newEstimate(app, { email });
    const cookie = await verifiedPortalCookie(app.url, app.dataDir, own, email);
    const guesser = from('127.0.0.4');
    const tries = [
      () => guesser(`${app.url}/api/quotes/search?term=${unknownNumber()}`),
      () =>
        guesser(`${app.url}/api/quotes/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ estimateNumber: unknownNumber() }),
        }),
      () =>
        guesser(`${app.url}/api/estimates/${unknownNumber()}/response`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ customerResponse: 'accepted' }),
        }),
    ];
    const statuses: number[] = [];
    for (let i = 0; i < MISSES; i++)
      statuses.push((await (tries[i % 3] as () => Promise<Response>)()).status);
    expect(statuses).toEqual([200, 401, 404, 200, 401]);
    expect((await tries[2]?.())?.status).toBe(429);
  });

  it('limits addresses rotated inside one IPv6 /64 together', async () => {
    const real = await newEstimate(app);
    for (let i = 1; i <= MISSES; i++) {
      const client = forwardedFor(`2001:db8:64:1::${i.toString(16)}`);
      expect((await client(`${app.url}/api/estimates/${unknownNumber()}`)).status).toBe(404);
    }
    const sameNet = forwardedFor('2001:db8:64:1:ffff:eeee:dddd:cccc');
    expect((await sameNet(`${app.url}/api/estimates/${real}`)).status).toBe(429);
    const otherSite = forwardedFor('2001:db8:65:1::1');
    expect((await otherSite(`${app.url}/api/estimates/${real}`)).status).toBe(200);
  });

  it('limits /64s rotated inside one IPv6 /48 together', async () => {
    const real = await newEstimate(app);
    for (let i = 1; i <= MISSES; i++) {
      const client = forwardedFor(`2001:db8:48:${(i * 17).toString(16)}::1`);
      expect((await client(`${app.url}/api/estimates/${unknownNumber()}`)).status).toBe(404);
    }
    const nextSubnet = forwardedFor('2001:db8:48:beef::1');
    const refused = await nextSubnet(`${app.url}/api/estimates/${real}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const otherSite = forwardedFor('2001:db8:49:1::1');
    expect((await otherSite(`${app.url}/api/estimates/${real}`)).status).toBe(200);
  });

  it('answers a portal session for another estimate as an unknown number, and counts it', async () => {
    const client = from('127.0.0.5');
    const mine = await newEstimate(app);
    const other = await newEstimate(app);
    const login = await client(`${app.url}/api/quotes/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ estimateNumber: mine }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] as string;
    const answer = (number: string) =>
      client(`${app.url}/api/estimates/${number}/response`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ customerResponse: 'declined' }),
      });
    const notMine = await answer(other);
    const unknown = await answer(unknownNumber());
    expect(notMine.status).toBe(404);
    expect(unknown.status).toBe(404);
    const body = async (response: Response) => {
      const { error } = await response.json();
      return { code: error.code, message: error.message };
    };
    expect(await body(notMine)).toEqual(await body(unknown));
    // Both were misses: three more and this client is refused.
    for (let i = 0; i < MISSES - 2; i++) expect((await answer(other)).status).toBe(404);
    expect((await answer(other)).status).toBe(429);
  });

  it("watches instant-quote numbers too, in the spec's digits-only format", async () => {
    const created = await fetch(`${app.url}/api/instant-quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: 'Ruth Alvarez',
        customerEmail: 'ruth@example.com',
        address: '88 Dune Rd',
        roofSquares: 22,
      }),
    });
    expect(created.status).toBe(201);
    const { estimateNumber } = await created.json();
    expect(estimateNumber).toMatch(/^IQ-\d{6}-\d{3}$/);
    expect(
      (await fetch(`${app.url}/api/instant-quotes/${estimateNumber.toLowerCase()}`)).status,
    ).toBe(200);
    const old = estimateNumber;

    const guesser = from('127.0.0.6');
    for (let i = 0; i < MISSES; i++) {
      const guess = `IQ-${String(100000 + i)}-${String(100 + i)}`;
      expect((await guesser(`${app.url}/api/instant-quotes/${guess}`)).status).toBe(404);
    }
    expect((await guesser(`${app.url}/api/instant-quotes/${old}`)).status).toBe(429);
    // And the estimate lookups of that client with it: one count for both series.
    expect((await guesser(`${app.url}/api/estimates/${unknownNumber()}`)).status).toBe(429);
    const metrics = (await app.gateway.runtime?.metrics.scrape()) ?? '';
    expect(metrics).toMatch(/lookup_misses_total\{kind="instant-quote"\} [1-9]/);
    expect(metrics).toMatch(/lookup_miss_limited_total\{kind="instant-quote"\} [1-9]/);
  });
});

describe('a spike of misses across many clients', () => {
  let app: RunningApp;
  const SPIKE = 8;
  const DELAY_MS = 600;
  beforeAll(async () => {
    app = await startEmbeddedApp({
      RATE_LIMIT_LOOKUP_MISSES: '4',
      LOOKUP_MISS_WINDOW_SECONDS: WINDOW,
      LOOKUP_MISS_SPIKE: String(SPIKE),
      LOOKUP_MISS_SPIKE_DELAY_MS: String(DELAY_MS),
      OFFICE_EMAIL: 'office-alerts@example.com',
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('slows every miss and alerts the office once per window', async () => {
    const real = await newEstimate(app);
    const timings: number[] = [];
    // Four clients, three misses each: none over its own limit, twelve misses in all.
    for (let round = 0; round < 3; round++) {
      for (const source of ['127.0.0.21', '127.0.0.22', '127.0.0.23', '127.0.0.24']) {
        const started = performance.now();
        const response = await from(source)(`${app.url}/api/estimates/${unknownNumber()}`);
        timings.push(performance.now() - started);
        expect(response.status).toBe(404);
      }
    }
    // Up to the spike level the misses are quick; past it each one waits.
    expect(Math.max(...timings.slice(0, SPIKE))).toBeLessThan(DELAY_MS);
    for (const timing of timings.slice(SPIKE)) expect(timing).toBeGreaterThanOrEqual(DELAY_MS - 20);
    // A known number is never slowed.
    const started = performance.now();
    expect((await from('127.0.0.25')(`${app.url}/api/estimates/${real}`)).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(DELAY_MS);

    const office = mailbox(app.dataDir);
    const alerts = async () =>
      (await office.to('office-alerts@example.com')).filter((mail) =>
        mail.headers.includes('[Security]'),
      );
    const [alert] = await waitFor(async () => {
      const found = await alerts();
      return found.length > 0 ? found : undefined;
    });
    expect(alert?.text).toContain('unknown estimate numbers');
    // More misses in the same window: still one alert.
    for (const source of ['127.0.0.26', '127.0.0.27']) {
      expect((await from(source)(`${app.url}/api/estimates/${unknownNumber()}`)).status).toBe(404);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await alerts()).toHaveLength(1);
    const metrics = (await app.gateway.runtime?.metrics.scrape()) ?? '';
    expect(metrics).toMatch(/lookup_miss_bursts_total 1\b/);
    expect(metrics).toMatch(/lookup_misses_slowed_total\{kind="estimate"\} [1-9]/);
  });
});
