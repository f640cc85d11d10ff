import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { probeInfra } from '../../../test/support/infra.ts';
import { createHttpServer } from '../src/http.ts';
import { createLogger } from '../src/logger.ts';
import {
  createLookupGuard,
  LookupGuardSettingsSchema,
  type LookupSpike,
  missKeys,
} from '../src/lookup-guard.ts';
import { createMetrics } from '../src/metrics.ts';

const infra = await probeInfra();
const logger = createLogger({ level: 'silent', name: 'lookup-guard-test' });
const KNOWN = 'SFR-KNOWN234';

/**
 * One replica of a number-lookup service: the route looks a number up the way the quote service
 * does (check, then count a miss), with its own guard; replicas share counts through Redis.
 */
function replica(options: { redisUrl?: string; prefix: string; env: Record<string, string> }) {
  const spikes: LookupSpike[] = [];
  const guard = createLookupGuard({
    settings: LookupGuardSettingsSchema.parse(options.env),
    logger,
    metrics: createMetrics(),
    redisUrl: options.redisUrl,
    prefix: options.prefix,
  });
  const app = createHttpServer({ logger });
  app.get('/api/estimates/:number', async (request, reply) => {
    guard.check(request, reply, 'estimate');
    const { number } = request.params as { number: string };
    if (number !== KNOWN) {
      await guard.miss(request, reply, 'estimate', async (spike) => {
        spikes.push(spike);
      });
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No estimate.' } });
    }
    return { estimateNumber: KNOWN };
  });
  return {
    spikes,
    lookup: (number: string, remoteAddress: string) =>
      app.inject({ url: `/api/estimates/${number}`, remoteAddress }).then((r) => r.statusCode),
    async close() {
      await app.close();
      await guard.close();
    },
  };
}

describe('miss keys', () => {
  it('are the IPv4 address, or the IPv6 /64 and /48', () => {
    expect(missKeys('203.0.113.7')).toEqual(['ip:203.0.113.7']);
    expect(missKeys('::ffff:203.0.113.7')).toEqual(['ip:203.0.113.7']);
    expect(missKeys('2001:db8:aa:bb:1:2:3:4')).toEqual([
      'net64:2001:db8:aa:bb',
      'net48:2001:db8:aa',
    ]);
    expect(missKeys('2001:0db8:00aa::1')).toEqual(['net64:2001:db8:aa:0', 'net48:2001:db8:aa']);
  });
});

describe('one process (embedded)', () => {
  it('refuses the client over its limit, exactly, and no other', async () => {
    const one = replica({
      prefix: 'unused',
      env: { RATE_LIMIT_LOOKUP_MISSES: '3', LOOKUP_MISS_WINDOW_SECONDS: '86400' },
    });
    for (let i = 0; i < 3; i++)
      expect(await one.lookup(`SFR-MISS000${i}`, '198.51.100.1')).toBe(404);
    expect(await one.lookup(KNOWN, '198.51.100.1')).toBe(429);
    expect(await one.lookup(KNOWN, '198.51.100.2')).toBe(200);
    await one.close();
  });
});

describe.runIf(infra.redis)('replicas sharing Redis (distributed)', () => {
  const prefix = `test-lookup-guard-${Date.now()}`;
  const env = {
    RATE_LIMIT_LOOKUP_MISSES: '4',
    LOOKUP_MISS_WINDOW_SECONDS: '86400',
    LOOKUP_MISS_SPIKE: '10',
    LOOKUP_MISS_SPIKE_DELAY_MS: '0',
  };
  const replicas = [
    replica({ redisUrl: infra.redis as string, prefix, env }),
    replica({ redisUrl: infra.redis as string, prefix, env }),
  ] as const;
  afterAll(async () => {
    await Promise.all(replicas.map((one) => one.close()));
    const redis = new Redis(infra.redis as string);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('count one client together, whichever replica answers', async () => {
    const [a, b] = replicas;
    // Four misses split over both replicas: the client's limit.
    for (const [i, one] of [a, b, a, b].entries())
      expect(await one.lookup(`SFR-SPLIT00${i}`, '203.0.113.9')).toBe(404);
    // The next miss, on either replica, is refused: the shared count is over the limit.
    expect(await a.lookup('SFR-SPLIT009', '203.0.113.9')).toBe(429);
    expect(await b.lookup('SFR-SPLIT008', '203.0.113.9')).toBe(429);
    // Both have now learned it: the client's real lookups are refused too; others go on.
    expect(await a.lookup(KNOWN, '203.0.113.9')).toBe(429);
    expect(await b.lookup(KNOWN, '203.0.113.9')).toBe(429);
    expect(await b.lookup(KNOWN, '203.0.113.10')).toBe(200);
  });

  it('raise one alert per window between them when misses spike', async () => {
    const [a, b] = replicas;
    // Six misses so far; many more from fresh clients on both replicas.
    for (let i = 0; i < 12; i++) {
      const one = i % 2 === 0 ? a : b;
      expect(await one.lookup(`SFR-SPIKE${String(i).padStart(3, '0')}`, `192.0.2.${i + 1}`)).toBe(
        404,
      );
    }
    expect(a.spikes.length + b.spikes.length).toBe(1);
    const [spike] = [...a.spikes, ...b.spikes];
    expect(spike?.threshold).toBe(10);
    expect(spike?.misses).toBe(11);
  });
});
