import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { probeInfra } from '../../test/support/infra.ts';
import { createRateCounter } from '../src/rate-limit.ts';

const infra = await probeInfra();
const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('rate counter', () => {
  it('counts per key and window on its own', () => {
    const counter = createRateCounter({ prefix: 'unused:' });
    expect(counter.hit('a', 60_000).current).toBe(1);
    expect(counter.hit('a', 60_000).current).toBe(2);
    expect(counter.hit('b', 60_000).current).toBe(1);
    const { ttlMs } = counter.hit('a', 60_000);
    expect(ttlMs).toBeGreaterThan(0);
    expect(ttlMs).toBeLessThanOrEqual(60_000);
  });

  describe.runIf(infra.redis)('with Redis', () => {
    const redis = new Redis(infra.redis as string);
    const prefix = `test-rate-${Date.now()}:`;
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('shares counts between gateway replicas through Redis', async () => {
      const replicas = [
        createRateCounter({ redis, prefix, flushMs: 10 }),
        createRateCounter({ redis, prefix, flushMs: 10 }),
      ];
      const own = [0, 0];
      const hit = (index: 0 | 1) => {
        own[index] = (own[index] ?? 0) + 1;
        return replicas[index]?.hit('client:lookup', 60_000).current ?? 0;
      };
      for (let i = 0; i < 3; i++) hit(0);
      hit(1);
      // Once both have flushed, each counts the other's requests too, not only its own.
      await until(() => hit(1) > (own[1] ?? 0));
      await until(() => hit(0) > (own[0] ?? 0));
      expect(hit(0)).toBeLessThanOrEqual((own[0] ?? 0) + (own[1] ?? 0));
    });
  });
});
