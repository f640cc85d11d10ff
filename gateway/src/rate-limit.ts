import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';

export type LimitKind = 'post' | 'lookup' | 'assistant';

/**
 * Number-only views (the track page, the portal login, the public search, the instant-quote
 * tracker) count as lookups; the public assistant and its voice have a limit of their own.
 * Which limit a request counts against, decided from the route it matched (its pattern), never
 * from the raw URL: `/%61pi/estimates/…` or `http://host/api/estimates/…` match the same route as
 * `/api/estimates/…` and are counted alike. Pages, assets and health checks are not limited.
 */
export function limitKind(request: FastifyRequest): LimitKind | undefined {
  const route = request.routeOptions.url;
  if (!route?.startsWith('/api/')) return undefined;
  if (request.method === 'GET' || request.method === 'HEAD') {
    return route.startsWith('/api/estimates') ||
      route.startsWith('/api/quotes/search') ||
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
  // Opening the portal with a number is a lookup too: guessing numbers is what it limits.
  return route.startsWith('/api/quotes/login') ? 'lookup' : 'post';
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

/**
 * The client a limit applies to: an IPv4 address, or an IPv6 /64 (one household or server gets a
 * whole /64, so single IPv6 addresses are free to rotate through).
 */
export function clientKey(ip: string): string {
  // Almost every client is IPv4: answer those without the IPv6 parsing below.
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map(
    (group) => group.toLowerCase().replace(/^0+(?=.)/, '') || '0',
  );
}

interface Counter {
  window: number;
  /** The shared count Redis last reported for this key and window (all replicas). */
  known: number;
  /** Counted here since the last flush. */
  pending: number;
}

/**
 * A rate-limit store for @fastify/rate-limit that counts in fixed windows shared through Redis
 * without a Redis round trip per request: each replica counts locally and adds its increments to
 * Redis in one pipeline every `flushMs`, learning the shared count back. A request is judged on
 * the shared count plus what this replica counted since. Replicas can together overshoot a limit
 * by what they admit within one flush interval; a single replica is exact. When Redis fails the
 * local count still limits.
 */
export function batchedRedisStore(redis: Redis, options: { prefix: string; flushMs?: number }) {
  const flushMs = options.flushMs ?? 50;
  const counters = new Map<string, Counter>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    timer = undefined;
    const now = Date.now();
    const batch = [...counters].filter(([, counter]) => counter.pending > 0);
    if (batch.length === 0) return;
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
    // Forget counters of finished windows.
    for (const [key, counter] of counters) {
      if ((counter.window + 1) * windowLengthOf(key) < now) counters.delete(key);
    }
  }

  const windows = new Map<string, number>();
  const windowLengthOf = (key: string) => windows.get(key) ?? 60_000;

  return class BatchedRedisStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ) {
      const now = Date.now();
      const window = Math.floor(now / timeWindow);
      windows.set(key, timeWindow);
      let counter = counters.get(key);
      if (!counter || counter.window !== window) {
        counter = { window, known: 0, pending: 0 };
        counters.set(key, counter);
      }
      counter.pending++;
      if (!timer) {
        timer = setTimeout(() => void flush(), flushMs);
        timer.unref();
      }
      callback(null, {
        current: counter.known + counter.pending,
        ttl: (window + 1) * timeWindow - now,
      });
    }

    child() {
      return this;
    }
  };
}
