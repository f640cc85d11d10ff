import { type App, clientKey, sendError } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { carriesStaffCookie, verifiedStaff } from './identity.ts';

export type LimitKind = 'post' | 'lookup' | 'assistant';

/**
 * Number-only views (the track page, the portal login, the public search, the instant-quote
 * tracker), address lookups for the satellite map and its imagery's capture date count as
 * lookups; the public assistant and its voice have a limit of their own.
 * Which limit a request counts against, decided from the route it matched (its pattern), never
 * from the raw URL: `/%61pi/estimates/…` or `http://host/api/estimates/…` match the same route as
 * `/api/estimates/…` and are counted alike. Pages, assets and health checks are not limited.
 */
export function limitKind(request: FastifyRequest): LimitKind | undefined {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/')) return undefined;
  if (request.method === 'GET' || request.method === 'HEAD') {
    return route.startsWith('/api/geocode') ||
      route.startsWith('/api/imagery-date') ||
      route.startsWith('/api/estimates') ||
      route.startsWith('/api/quotes/search') ||
      // The storm status page counts requests (its figures are kept a few seconds).
      route === '/api/status' ||
      // One instant quote by its number (the staff list, /api/instant-quotes, is not a lookup).
      /^\/api\/instant-quotes\/[^/]+$/.test(routedPath(request))
      ? 'lookup'
      : undefined;
  }
  // Questions to the assistant and speech cost a model call or a worker's time each.
  if (route.startsWith('/api/roofing-assistant') || route.startsWith('/api/tts')) {
    return 'assistant';
  }
  // Marking messages read happens many times a page view; it writes nothing a guesser wants.
  if (
    request.method === 'PUT' &&
    /^\/api\/project-messages\/[^/]+\/read$/.test(routedPath(request))
  ) {
    return undefined;
  }
  // Stripe's webhook is signed and checked before anything is read; counting it per address
  // would throttle Stripe itself (its deliveries come from a few addresses) in a storm's rush.
  if (routedPath(request) === '/api/payments/stripe-webhook') return undefined;
  // Twilio's webhooks likewise: signed, and a storm's replies and delivery receipts come in bursts.
  if (routedPath(request) === '/api/sms/inbound' || routedPath(request) === '/api/sms/status') {
    return undefined;
  }
  // Opening the portal with a number is a lookup too: guessing numbers is what it limits.
  // So are asking for a one-time code, checking one, and redeeming an e-mailed link.
  return route.startsWith('/api/quotes/login') ||
    route.startsWith('/api/portal/code') ||
    route.startsWith('/api/portal/verify') ||
    route.startsWith('/api/portal/link') ||
    route.startsWith('/api/contracts/portal/signing-code')
    ? 'lookup'
    : 'post';
}

/**
 * The path as the router decoded it: a service's own route pattern (embedded), or the proxy's
 * prefix wildcard with the rest of the path the router matched (distributed).
 */
function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url ?? '';
  if (!route.endsWith('*')) return route;
  const rest = (request.params as Record<string, string | undefined>)['*'] ?? '';
  return `${route.slice(0, -1)}${rest}`;
}

interface Counter {
  window: number;
  /** The shared count Redis last reported for this key and window (all replicas). */
  known: number;
  /** Counted here since the last flush. */
  pending: number;
}

/**
 * Request counts per key in fixed windows, shared through Redis when there is one, without a
 * Redis round trip per request: each replica counts locally and adds its increments to Redis in
 * one pipeline every `flushMs`, learning the shared count back. A request is judged on the shared
 * count plus what this replica counted since. Replicas can together overshoot a limit by what they
 * admit within one flush interval; a single replica is exact. When Redis fails, or there is none,
 * the local count still limits.
 */
export function createRateCounter(options: { redis?: Redis; prefix: string; flushMs?: number }) {
  const { redis } = options;
  const flushMs = options.flushMs ?? 50;
  const counters = new Map<string, Counter>();
  const windows = new Map<string, number>();
  const windowLengthOf = (key: string) => windows.get(key) ?? 60_000;
  let timer: NodeJS.Timeout | undefined;

  function forgetFinishedWindows(now: number) {
    for (const [key, counter] of counters) {
      if ((counter.window + 1) * windowLengthOf(key) < now) {
        counters.delete(key);
        windows.delete(key);
      }
    }
  }

  async function flush() {
    timer = undefined;
    const now = Date.now();
    const batch = [...counters].filter(([, counter]) => counter.pending > 0);
    if (batch.length === 0 || !redis) return forgetFinishedWindows(now);
    const pipeline = redis.pipeline();
    for (const [key, counter] of batch) {
      const redisKey = `${options.prefix}${key}:${counter.window}`;
      pipeline.incrby(redisKey, counter.pending);
      pipeline.pexpire(redisKey, 2 * windowLengthOf(key));
    }
    const sent = batch.map(([, counter]) => counter.pending);
    batch.forEach(([, counter]) => {
      counter.pending = 0;
    });
    try {
      const results = (await pipeline.exec()) ?? [];
      batch.forEach(([, counter], index) => {
        const [error, total] = results[index * 2] ?? [];
        if (!error && typeof total === 'number') counter.known = Math.max(counter.known, total);
        else counter.known += sent[index] ?? 0;
      });
    } catch {
      batch.forEach(([, counter], index) => {
        counter.known += sent[index] ?? 0;
      });
    }
    forgetFinishedWindows(now);
  }

  return {
    /** Counts one request for `key`; answers the count in this window and the time left in it. */
    hit(key: string, windowMs: number): { current: number; ttlMs: number } {
      const now = Date.now();
      const window = Math.floor(now / windowMs);
      windows.set(key, windowMs);
      let counter = counters.get(key);
      if (!counter || counter.window !== window) {
        counter = { window, known: 0, pending: 0 };
        counters.set(key, counter);
      }
      if (redis) counter.pending++;
      else counter.known++;
      if (!timer) {
        timer = setTimeout(() => void flush(), redis ? flushMs : windowMs);
        timer.unref();
      }
      return { current: counter.known + counter.pending, ttlMs: (window + 1) * windowMs - now };
    },
  };
}
export type RateCounter = ReturnType<typeof createRateCounter>;

/** Every limit counts per client in fixed windows of this length, aligned on the clock. */
export const WINDOW_MS = 60_000;

export interface RateLimitOptions {
  counter: RateCounter;
  /** Per client address and minute. */
  limits: Record<LimitKind, number>;
  /** Writes per signed-in staff account and minute (instead of the address's post limit). */
  staffWrites: number;
}

/** Requests whose post limit waits until the identity hook has checked their staff session. */
const awaitingIdentity = new WeakSet<FastifyRequest>();

/**
 * Counts one request against `key`'s limit of `max` a minute. Every limited answer carries
 * X-RateLimit-Limit, -Remaining and -Reset; a refused one is the API's 429 with Retry-After.
 */
function judge(
  counter: RateCounter,
  key: string,
  max: number,
  request: FastifyRequest,
  reply: FastifyReply,
  done: () => void,
) {
  const { current, ttlMs } = counter.hit(key, WINDOW_MS);
  const resetSeconds = Math.ceil(ttlMs / 1000);
  reply.header('x-ratelimit-limit', max);
  reply.header('x-ratelimit-remaining', Math.max(0, max - current));
  reply.header('x-ratelimit-reset', resetSeconds);
  if (current <= max) return done();
  reply.header('retry-after', resetSeconds);
  sendError(
    reply,
    request,
    429,
    'RATE_LIMITED',
    `Too many requests. Please try again in ${resetSeconds} seconds.`,
  );
}

/**
 * The limits per client and minute, applied before anything else runs: one synchronous hook
 * (the plugin we used before cost about a quarter of the gateway's CPU per request in promises
 * and repeated route checks). A write that carries a staff session cookie is judged instead by
 * the hook `registerStaffWriteLimits` adds after the identity hook: a signed-in staff member's
 * writes count against their own account, so an office behind one address does not share the
 * public form limit, and nobody can spend another's.
 */
export function registerRateLimits(app: App, options: RateLimitOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    const kind = limitKind(request);
    if (!kind) return done();
    if (kind === 'post' && carriesStaffCookie(request)) {
      awaitingIdentity.add(request);
      return done();
    }
    judge(
      options.counter,
      `${clientKey(request.ip)}:${kind}`,
      options.limits[kind],
      request,
      reply,
      done,
    );
  });
}

/**
 * Registered after the identity hook: a write with a verified staff session (and its CSRF token,
 * without which the service refuses it anyway) counts per staff account; one whose cookie did not
 * verify counts against its address's post limit as any other.
 */
export function registerStaffWriteLimits(app: App, options: RateLimitOptions) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!awaitingIdentity.has(request)) return done();
    const staff = verifiedStaff(request);
    if (staff?.csrf) {
      return judge(
        options.counter,
        `staff:${staff.userId}:write`,
        options.staffWrites,
        request,
        reply,
        done,
      );
    }
    judge(
      options.counter,
      `${clientKey(request.ip)}:post`,
      options.limits.post,
      request,
      reply,
      done,
    );
  });
}
