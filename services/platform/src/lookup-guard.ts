import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { clientKey, ipv6Networks } from './client-address.ts';
import { parseConfig } from './config.ts';
import { AppError } from './errors.ts';
import type { Logger } from './logger.ts';
import type { Metrics } from './metrics.ts';

/**
 * Settings of the watch over unknown numbers (read from the environment of every process that
 * answers number lookups: the quote and instant-quote services, or the one embedded process).
 */
export const LookupGuardSettingsSchema = z.object({
  /** Unknown numbers one client may look up per window (IPv4 address; IPv6 /64 and /48 each). */
  RATE_LIMIT_LOOKUP_MISSES: z.coerce.number().int().positive().default(20),
  /** The window every miss count runs in, aligned on the clock. */
  LOOKUP_MISS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Misses across all clients within one window above which guessing is suspected. */
  LOOKUP_MISS_SPIKE: z.coerce.number().int().positive().default(200),
  /** Added wait on every unknown-number answer while the spike lasts (to the window's end). */
  LOOKUP_MISS_SPIKE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
});
export type LookupGuardSettings = z.infer<typeof LookupGuardSettingsSchema>;

/** What an unknown number was looked up through (the metric's `kind`). */
export type LookupKind = 'estimate' | 'portal-login' | 'search' | 'response' | 'instant-quote';

/** Passed to the process whose miss first crossed the spike level in a window (once a window). */
export interface LookupSpike {
  misses: number;
  threshold: number;
  windowStartedAt: string;
  windowSeconds: number;
  delayMs: number;
  kind: LookupKind;
  detectedAt: string;
}

const MISS_LIMITED_MESSAGE = (seconds: number) =>
  `Too many estimate numbers that do not exist were tried from your network. Please try again in ${Math.ceil(seconds / 60)} minutes, or call us.`;

/**
 * The keys one client's misses count under: an IPv4 address; for IPv6, its /64 (one household or
 * server) and its /48 (one site: an attacker may hold a whole /48 and rotate through its /64s).
 */
export function missKeys(ip: string): string[] {
  const networks = ipv6Networks(ip);
  if (!networks) return [`ip:${clientKey(ip)}`];
  return [`net64:${networks.net64}`, `net48:${networks.net48}`];
}

interface Count {
  window: number;
  count: number;
}

/**
 * Counts unknown-number lookups globally and per client, in fixed windows aligned on the clock.
 * With Redis (REDIS_URL) the counts are shared by every process and replica: each miss adds to
 * them in one round trip and learns the shared totals back; a lookup is refused on what this
 * process last learned of its client (no round trip per lookup). Without Redis (embedded, one
 * process) the counts are kept here and are exact.
 *
 * - A client (IPv4 address, IPv6 /64 or /48) over `RATE_LIMIT_LOOKUP_MISSES` in the window gets
 *   429 with Retry-After for every lookup until the window ends, known numbers included.
 * - Over `LOOKUP_MISS_SPIKE` misses across all clients in the window, every miss waits
 *   `LOOKUP_MISS_SPIKE_DELAY_MS` before its answer, and the first process to see the crossing
 *   (Redis SET NX, or this process) is told once per window, to alert the office.
 */
export function createLookupGuard(options: {
  settings: LookupGuardSettings;
  logger: Logger;
  metrics: Metrics;
  redisUrl?: string;
  prefix: string;
}) {
  const { settings, logger, metrics } = options;
  const windowMs = settings.LOOKUP_MISS_WINDOW_SECONDS * 1000;
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        maxRetriesPerRequest: 1,
        connectTimeout: 2000,
        lazyConnect: true,
      })
    : undefined;
  redis?.on('error', (error) => logger.debug({ err: error }, 'lookup-guard redis error'));
  const counts = new Map<string, Count>();
  const alerted = new Set<number>();
  const keyPrefix = `${options.prefix}:lookup-miss:`;

  const windowOf = (now: number) => Math.floor(now / windowMs);
  const secondsLeft = (now: number) =>
    Math.max(1, Math.ceil(((windowOf(now) + 1) * windowMs - now) / 1000));

  function known(key: string, window: number): number {
    const entry = counts.get(key);
    return entry && entry.window === window ? entry.count : 0;
  }

  function learn(key: string, window: number, count: number) {
    const entry = counts.get(key);
    if (!entry || entry.window !== window) counts.set(key, { window, count });
    else entry.count = Math.max(entry.count, count);
  }

  /** Drops the counts of finished windows (at most once a window's worth of calls). */
  let lastPrune = 0;
  function prune(window: number) {
    if (lastPrune === window) return;
    lastPrune = window;
    for (const [key, entry] of counts) if (entry.window < window) counts.delete(key);
    for (const old of alerted) if (old < window) alerted.delete(old);
  }

  function refuse(reply: FastifyReply, kind: LookupKind, now: number): never {
    const seconds = secondsLeft(now);
    metrics.lookupMissLimited.inc({ kind });
    reply.header('retry-after', String(seconds));
    throw new AppError('RATE_LIMITED', MISS_LIMITED_MESSAGE(seconds));
  }

  /** Adds one miss to each key; answers the totals (shared ones with Redis, else local). */
  async function add(keys: string[], window: number): Promise<number[]> {
    const local = keys.map((key) => {
      const next = known(key, window) + 1;
      learn(key, window, next);
      return next;
    });
    if (!redis) return local;
    try {
      if (redis.status === 'wait') await redis.connect();
      const pipeline = redis.pipeline();
      for (const key of keys) {
        const redisKey = `${keyPrefix}${key}:${window}`;
        pipeline.incr(redisKey);
        pipeline.pexpire(redisKey, 2 * windowMs);
      }
      const results = (await pipeline.exec()) ?? [];
      return keys.map((key, index) => {
        const [error, total] = results[index * 2] ?? [];
        if (error || typeof total !== 'number') return local[index] ?? 0;
        learn(key, window, total);
        return Math.max(total, local[index] ?? 0);
      });
    } catch (error) {
      logger.debug({ err: error }, 'lookup-guard: redis unreachable, counting locally');
      return local;
    }
  }

  /** Whether this process is the one to raise the alert for `window` (once, across replicas). */
  async function claimAlert(window: number): Promise<boolean> {
    if (alerted.has(window)) return false;
    alerted.add(window);
    if (!redis) return true;
    try {
      const claimed = await redis.set(`${keyPrefix}alert:${window}`, '1', 'PX', 2 * windowMs, 'NX');
      return claimed === 'OK';
    } catch {
      // Redis down: better one alert per process than none.
      return true;
    }
  }

  return {
    settings,
    /**
     * Before a number lookup: a client over its miss limit in this window is refused (429 with
     * Retry-After), whether or not the number it asks for exists.
     */
    check(request: FastifyRequest, reply: FastifyReply, kind: LookupKind) {
      const now = Date.now();
      const window = windowOf(now);
      prune(window);
      const over = missKeys(request.ip).some(
        (key) => known(key, window) >= settings.RATE_LIMIT_LOOKUP_MISSES,
      );
      if (over) refuse(reply, kind, now);
    },

    /**
     * After a lookup found nothing the caller may see (unknown, or not theirs): counts the miss
     * for the client and for everyone, refuses it when the client has now passed its limit, slows
     * it while misses across all clients are spiking, and calls `onSpike` in the one process that
     * saw the level crossed first in this window.
     */
    async miss(
      request: FastifyRequest,
      reply: FastifyReply,
      kind: LookupKind,
      onSpike: (spike: LookupSpike) => Promise<void>,
    ) {
      metrics.lookupMisses.inc({ kind });
      const now = Date.now();
      const window = windowOf(now);
      const clientKeys = missKeys(request.ip);
      const [all = 0, ...client] = await add(['all', ...clientKeys], window);
      if (all > settings.LOOKUP_MISS_SPIKE) {
        if (await claimAlert(window)) {
          metrics.lookupMissBursts.inc();
          const spike: LookupSpike = {
            misses: all,
            threshold: settings.LOOKUP_MISS_SPIKE,
            windowStartedAt: new Date(window * windowMs).toISOString(),
            windowSeconds: settings.LOOKUP_MISS_WINDOW_SECONDS,
            delayMs: settings.LOOKUP_MISS_SPIKE_DELAY_MS,
            kind,
            detectedAt: new Date(now).toISOString(),
          };
          logger.warn(
            { misses: all, threshold: settings.LOOKUP_MISS_SPIKE, kind },
            'spike of unknown estimate numbers: possible guessing; slowing unknown-number answers and alerting the office',
          );
          await onSpike(spike).catch((error) =>
            logger.error({ err: error }, 'lookup-guard: could not record the spike alert'),
          );
        }
        metrics.lookupMissesSlowed.inc({ kind });
        if (settings.LOOKUP_MISS_SPIKE_DELAY_MS > 0)
          await sleep(settings.LOOKUP_MISS_SPIKE_DELAY_MS);
      }
      if (client.some((count) => count > settings.RATE_LIMIT_LOOKUP_MISSES)) {
        refuse(reply, kind, now);
      }
    },

    async close() {
      redis?.disconnect();
    },
  };
}
export type LookupGuard = ReturnType<typeof createLookupGuard>;

/** The settings from a process's environment (a bad value stops the boot, naming the variable). */
export const loadLookupGuardSettings = (env: Record<string, string | undefined>) =>
  parseConfig(LookupGuardSettingsSchema, { ...env });
