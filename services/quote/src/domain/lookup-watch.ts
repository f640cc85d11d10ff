import type { ServiceContext } from '@roofing/platform';

/** Unknown-number lookups per minute, across all clients, above which guessing is suspected. */
export const MISS_ALERT_PER_MINUTE = 120;
/** Extra wait on every unknown-number answer while a burst lasts (slows a guesser's loop). */
export const BURST_DELAY_MS = 750;

/**
 * Watches number-only lookups globally. Per-client limits stop one address; a burst of unknown
 * numbers from many addresses is what a distributed guesser looks like: it is logged, counted in
 * the metrics, and slowed. Known numbers are never slowed.
 */
export function createLookupWatch(ctx: ServiceContext) {
  let minute = 0;
  let misses = 0;
  let alerted = false;
  return {
    async miss(kind: 'estimate' | 'portal-login' | 'search') {
      ctx.metrics.lookupMisses.inc({ kind });
      const now = Math.floor(Date.now() / 60_000);
      if (now !== minute) {
        minute = now;
        misses = 0;
        alerted = false;
      }
      misses++;
      if (misses <= MISS_ALERT_PER_MINUTE) return;
      if (!alerted) {
        alerted = true;
        ctx.metrics.lookupMissBursts.inc();
        ctx.logger.warn(
          { misses, perMinute: MISS_ALERT_PER_MINUTE },
          'burst of unknown estimate numbers: possible guessing; slowing unknown-number answers',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, BURST_DELAY_MS));
    },
  };
}
export type LookupWatch = ReturnType<typeof createLookupWatch>;
